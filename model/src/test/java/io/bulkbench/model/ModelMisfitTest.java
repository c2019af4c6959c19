package io.bulkbench.model;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.benchmarks.sim.ProfileCatalog;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntToDoubleFunction;
import org.junit.jupiter.api.Test;

/**
 * Shapes the model cannot make are said to be so, not fitted quietly: throughput that
 * falls steadily with the buffer count at every request size (more requests in flight
 * never slow the twin), and a random shape. Hand-made points with 1 % errors, on the hs
 * template.
 */
class ModelMisfitTest {
    private static final int[] BUFFERS = {2, 4, 8, 16};
    private static final int[] SIZES_KIB = {16, 32, 64, 128};

    private static List<MeasuredPoint> points(IntToDoubleFunction mbSByIndex) {
        List<MeasuredPoint> out = new ArrayList<>();
        int i = 0;
        for (int kib : SIZES_KIB) {
            for (int n : BUFFERS) {
                double mbS = mbSByIndex.applyAsDouble(i++);
                PointKey key = new PointKey("bench", "usb:1d6b:0104", Direction.IN, n, kib * 1024, CopyMode.NO_COPY);
                out.add(MeasuredPoint.summary(key, mbS, 0.01 * mbS, 10));
            }
        }
        return out;
    }

    @Test
    void throughputFallingWithTheBufferCountAtEverySizeIsNotDescribed() {
        List<MeasuredPoint> falling = points(i -> 38 - 4 * (i % BUFFERS.length) + (i / BUFFERS.length));
        Calibration c = ProfileCalibration.calibrate(ProfileCatalog.builtIn("hs"), falling);
        System.out.println("falling: worst "
                + c.worst(3).stream().map(CalibratedProfileText::line).toList());
        assertThat(c.describes()).isFalse();
        assertThat(c.beyondError().size()).isGreaterThan(falling.size() / 4);
        assertThat(c.worst(1).get(0).beyondError()).isTrue();
    }

    @Test
    void aRandomShapeIsNotDescribed() {
        long seed = 7_2026L;
        System.out.println("random shape, seed " + seed);
        SplittableRandom random = new SplittableRandom(seed);
        List<MeasuredPoint> shapeless = points(i -> 5 + 35 * random.nextDouble());
        Calibration c = ProfileCalibration.calibrate(ProfileCatalog.builtIn("hs"), shapeless);
        System.out.println("random: worst "
                + c.worst(3).stream().map(CalibratedProfileText::line).toList());
        assertThat(c.describes()).isFalse();
        assertThat(c.beyondError().size()).isGreaterThan(shapeless.size() / 4);
    }
}
