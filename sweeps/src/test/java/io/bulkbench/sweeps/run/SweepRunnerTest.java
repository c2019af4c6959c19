package io.bulkbench.sweeps.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SweepRunnerTest {
    private static final List<PointKey> POINTS = List.of(key(2), key(4), key(8), key(16));

    private static PointKey key(int buffers) {
        return new PointKey("b", "null", Direction.IN, buffers, 16384, CopyMode.COPY);
    }

    private static MeasuredPoint measured(PointKey key) {
        return MeasuredPoint.ok(key, key.buffers(), 0.1, List.of(key.buffers() * 1.0), 0);
    }

    @Test
    void journalsEveryPointInOrder() throws Exception {
        List<MeasuredPoint> journal = new ArrayList<>();
        SweepOutcome outcome = new SweepRunner(
                        SweepRunnerTest::measured, journal::add, SweepProgress.SILENT, new StopRequest())
                .run(POINTS, Set.of(), 1);
        assertThat(journal).extracting(MeasuredPoint::key).containsExactlyElementsOf(POINTS);
        assertThat(outcome.stopped()).isFalse();
        assertThat(outcome.failedCount()).isZero();
    }

    @Test
    void aThrowingPointIsRecordedAsFailedAndTheSweepGoesOn() throws Exception {
        List<MeasuredPoint> journal = new ArrayList<>();
        PointMeasurer flaky = p -> {
            if (p.buffers() == 4) {
                throw new IllegalStateException("device stalled");
            }
            return measured(p);
        };
        SweepOutcome outcome =
                new SweepRunner(flaky, journal::add, SweepProgress.SILENT, new StopRequest()).run(POINTS, Set.of(), 1);
        assertThat(journal).hasSize(4);
        assertThat(journal.get(1).isOk()).isFalse();
        assertThat(journal.get(1).reason()).contains("IllegalStateException").contains("device stalled");
        assertThat(outcome.failedCount()).isEqualTo(1);
    }

    @Test
    void pointsAlreadyDoneAreNotMeasuredAgain() throws Exception {
        List<PointKey> asked = new ArrayList<>();
        PointMeasurer recording = p -> {
            asked.add(p);
            return measured(p);
        };
        SweepOutcome outcome = new SweepRunner(recording, p -> {}, SweepProgress.SILENT, new StopRequest())
                .run(POINTS, Set.of(key(2), key(8)), 1);
        assertThat(asked).containsExactly(key(4), key(16));
        assertThat(outcome.skipped()).isEqualTo(2);
    }

    @Test
    void aStopEndsTheSweepAfterThePointInFlightAndDropsAPointItCutShort() throws Exception {
        StopRequest stop = new StopRequest();
        List<MeasuredPoint> journal = new ArrayList<>();
        PointMeasurer interrupted = p -> {
            if (p.buffers() == 4) {
                stop.request();
                return measured(p);
            }
            if (p.buffers() == 8) {
                throw new AssertionError("measured after the stop");
            }
            return measured(p);
        };
        SweepOutcome outcome =
                new SweepRunner(interrupted, journal::add, SweepProgress.SILENT, stop).run(POINTS, Set.of(), 1);
        assertThat(journal).extracting(MeasuredPoint::key).containsExactly(key(2), key(4));
        assertThat(outcome.stopped()).isTrue();

        StopRequest stop2 = new StopRequest();
        List<MeasuredPoint> journal2 = new ArrayList<>();
        PointMeasurer killedFork = p -> {
            stop2.request();
            return MeasuredPoint.failed(p, "forked VM failed");
        };
        SweepOutcome cut =
                new SweepRunner(killedFork, journal2::add, SweepProgress.SILENT, stop2).run(POINTS, Set.of(), 1);
        assertThat(journal2).isEmpty();
        assertThat(cut.stopped()).isTrue();
    }
}
