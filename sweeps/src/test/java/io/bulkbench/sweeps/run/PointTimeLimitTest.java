package io.bulkbench.sweeps.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.sweeps.plan.JmhSettings;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** A point that runs past its limit fails with that reason, and the sweep goes on. */
class PointTimeLimitTest {
    private static final PointKey POINT = new PointKey("b", "null", Direction.IN, 4, 65536, CopyMode.COPY);

    @Test
    void aPointInTimeIsReturnedAsMeasured() throws Exception {
        MeasuredPoint ok = MeasuredPoint.ok(POINT, 10, 0.1, List.of(10.0), 0);
        assertThat(new PointTimeLimit(p -> ok, Duration.ofSeconds(30)).measure(POINT))
                .isEqualTo(ok);
    }

    @Test
    void aPointPastItsLimitFailsWithTheReasonAndItsThreadIsInterrupted() throws Exception {
        CountDownLatch interrupted = new CountDownLatch(1);
        PointMeasurer hangs = p -> {
            try {
                Thread.sleep(Duration.ofHours(1).toMillis());
            } catch (InterruptedException e) {
                interrupted.countDown();
            }
            return MeasuredPoint.ok(p, 1, 0, List.of(1.0), 0);
        };

        MeasuredPoint failed = new PointTimeLimit(hangs, Duration.ofMillis(200)).measure(POINT);

        assertThat(failed.isOk()).isFalse();
        assertThat(failed.reason())
                .contains("took longer than the 200ms a point may take")
                .contains("--point-timeout");
        assertThat(interrupted.await(10, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void whatTheMeasurerThrowsReachesTheSweepAsItWas() {
        PointMeasurer broken = p -> {
            throw new IOException("device gone");
        };
        assertThatThrownBy(() -> new PointTimeLimit(broken, Duration.ofSeconds(30)).measure(POINT))
                .isInstanceOf(IOException.class)
                .hasMessage("device gone");
    }

    @Test
    void theDefaultLeavesTenMinutesBeyondThreeTimesThePointAndTheSetup() {
        JmhSettings nightly = JmhSettings.nightly(); // 13 one-second iterations, one fork of 1.5 s
        assertThat(PointTimeLimit.defaultFor(nightly, Optional.empty()))
                .isEqualTo(Duration.ofMinutes(10).plusSeconds(Math.round(3 * 14.5)));
        SetupCommand setup = new SetupCommand(List.of("true"), Duration.ofMinutes(2));
        assertThat(PointTimeLimit.defaultFor(nightly, Optional.of(setup)))
                .isEqualTo(Duration.ofMinutes(12).plusSeconds(44));
    }
}
