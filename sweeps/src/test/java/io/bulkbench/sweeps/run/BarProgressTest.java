package io.bulkbench.sweeps.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class BarProgressTest {

    @Test
    void drawsPointsDoneAndKeepsFailuresAsLines() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        BarProgress bar = new BarProgress(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        PointKey a = new PointKey("b", "null", Direction.IN, 2, 16384, CopyMode.COPY);
        PointKey b = new PointKey("b", "null", Direction.IN, 4, 16384, CopyMode.COPY);
        bar.started(3, 1, 2.0);
        bar.pointStarted(a);
        bar.pointFinished(MeasuredPoint.ok(a, 10, 0.1, List.of(10.0), 0));
        bar.pointStarted(b);
        bar.pointFinished(MeasuredPoint.failed(b, "device stalled"));
        bar.finished();
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertThat(text)
                .contains("2 points to measure (1 already done), about 4s")
                .contains("3/3")
                .contains("FAILED b null in copy 16 KiB x 4: device stalled");
    }
}
