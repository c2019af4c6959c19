package io.bulkbench.sweeps.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class LogProgressTest {

    @Test
    void estimatesFromThePlanThenFromTheMeasuredPace() {
        AtomicLong clock = new AtomicLong();
        StringWriter text = new StringWriter();
        LogProgress progress = new LogProgress(new PrintWriter(text, true), clock::get);
        progress.started(10, 2, 5.0);
        assertThat(progress.secondsLeft()).isEqualTo(40.0);
        PointKey key = new PointKey("b", "null", Direction.IN, 2, 16384, CopyMode.COPY);
        progress.pointStarted(key);
        clock.addAndGet(3_000_000_000L);
        progress.pointFinished(MeasuredPoint.ok(key, 19.9, 0.1, List.of(19.9), 0));
        assertThat(progress.secondsLeft()).isEqualTo(21.0);
        progress.pointFinished(MeasuredPoint.failed(key, "stall"));
        progress.finished();
        assertThat(text.toString())
                .contains("8 points to measure (2 already done), about 40s")
                .contains("[3/10] ok 19.9 ± 0.1 MB/s")
                .contains("about 21s left")
                .contains("FAILED: stall");
    }

    @Test
    void durationsReadLikeAPerson() {
        assertThat(Durations.human(45)).isEqualTo("45s");
        assertThat(Durations.human(250)).isEqualTo("4m10s");
        assertThat(Durations.human(7500)).isEqualTo("2h05m");
    }
}
