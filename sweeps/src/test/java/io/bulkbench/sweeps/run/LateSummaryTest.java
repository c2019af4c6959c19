package io.bulkbench.sweeps.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.util.List;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

class LateSummaryTest {

    private static MeasuredPoint point(int buffers, CopyMode mode, OptionalDouble late) {
        PointKey key = new PointKey("snowball", "sim:snowball-msc", Direction.IN, buffers, 16384, mode);
        return MeasuredPoint.ok(key, 18, 0.1, List.of(18.0), 0).withLateShare(late);
    }

    @Test
    void namesEveryPointThatRanLateWithItsShare() {
        List<MeasuredPoint> points = List.of(
                point(2, CopyMode.COPY, OptionalDouble.of(0.032)),
                point(4, CopyMode.COPY, OptionalDouble.of(0.004)),
                point(2, CopyMode.NO_COPY, OptionalDouble.of(0.0151)),
                point(8, CopyMode.COPY, OptionalDouble.empty()));

        assertThat(LateSummary.line(points))
                .hasValue("simulator late: 2 of 3 simulated point(s) lost more than 1 % of"
                        + " their measured time; the machine was too busy to pace the simulator, so each may read low by up to its share:"
                        + " in copy 16 KiB x 2 (3.2 %), in no-copy 16 KiB x 2 (1.5 %)");
    }

    @Test
    void aSimulatorThatKeptPaceIsSaidToo() {
        assertThat(LateSummary.line(List.of(point(2, CopyMode.COPY, OptionalDouble.of(0.01)))))
                .hasValue("simulator late: 0 of 1 simulated point(s) lost more than 1 % of their measured time");
    }

    @Test
    void noLineWhereNoPointKnowsItsShare() {
        MeasuredPoint failed = MeasuredPoint.failed(
                        new PointKey("b", "sim:hs", Direction.IN, 2, 16384, CopyMode.COPY), "stalled")
                .withLateShare(OptionalDouble.of(0.5));
        assertThat(LateSummary.line(List.of(point(2, CopyMode.COPY, OptionalDouble.empty()), failed)))
                .isEmpty();
    }

    @Test
    void namesTheFivePointsThatLostMostAndCountsTheRest() {
        List<MeasuredPoint> points = java.util.stream.IntStream.rangeClosed(1, 8)
                .mapToObj(i -> point(2 * i, CopyMode.COPY, OptionalDouble.of(0.01 * (i + 1))))
                .toList();

        assertThat(LateSummary.line(points))
                .hasValue("simulator late: 8 of 8 simulated point(s) lost more than 1 % of"
                        + " their measured time; the machine was too busy to pace the simulator, so each may read low by up to its share:"
                        + " in copy 16 KiB x 16 (9.0 %), in copy 16 KiB x 14 (8.0 %),"
                        + " in copy 16 KiB x 12 (7.0 %), in copy 16 KiB x 10 (6.0 %),"
                        + " in copy 16 KiB x 8 (5.0 %) and 3 more (late_share in points.csv)");
    }
}
