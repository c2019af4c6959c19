package io.bulkbench.model;

import io.bulkbench.benchmarks.sim.ProfileCatalog;
import io.bulkbench.benchmarks.sim.SimProfile;
import io.bulkbench.benchmarks.sim.SimulatedThroughput;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * The twin as a "measurement": a built-in profile's quick grid (buffers 2..64 x sizes
 * 16K..256K x both copy modes, 60 points) at its full request count, each mean scattered
 * by the noise of a quick sweep (standard error 0.15 to 0.35 % of the mean, as the
 * README's timed quick sweep's median 0.87 % 99.9 % half-width over 16 iterations gives)
 * and carrying the error JMH would print for it. Seeded: the seed is printed.
 */
final class TwinMeasurement {
    static final int[] BUFFERS = {2, 4, 8, 16, 32, 64};
    static final int[] SIZES_KIB = {16, 32, 64, 128, 256};
    private static final int ITERATIONS = 16;
    private static final double T = new TDistribution(ITERATIONS - 1).inverseCumulativeProbability(0.9995);

    private TwinMeasurement() {}

    static List<MeasuredPoint> grid(String profile, Direction direction, long seed) {
        return grid(ProfileCatalog.builtIn(profile), direction, seed);
    }

    /** The grid of any profile; its points name the profile's own name as board and device. */
    static List<MeasuredPoint> grid(SimProfile truth, Direction direction, long seed) {
        return grid(truth, direction, seed, BUFFERS, SIZES_KIB, List.of(CopyMode.values()));
    }

    /** Any grid of buffers x sizes x copy modes of any profile, measured as the quick grid is. */
    static List<MeasuredPoint> grid(
            SimProfile truth, Direction direction, long seed, int[] buffers, int[] sizesKib, List<CopyMode> modes) {
        String profile = truth.name();
        System.out.printf("twin measurement of %s %s, noise seed %d%n", profile, direction, seed);
        SplittableRandom random = new SplittableRandom(seed);
        List<MeasuredPoint> points = new ArrayList<>();
        for (CopyMode mode : modes) {
            for (int kib : sizesKib) {
                for (int n : buffers) {
                    PointKey key = new PointKey(profile, "sim:" + profile, direction, n, kib * 1024, mode);
                    double mean = SimulatedThroughput.predict(truth, List.of(key))
                            .get(0)
                            .throughputMbS();
                    double se = mean * (0.0015 + 0.002 * random.nextDouble());
                    double measured = mean + se * gaussian(random);
                    points.add(MeasuredPoint.summary(key, measured, se * T, ITERATIONS));
                }
            }
        }
        return points;
    }

    /** A standard normal draw (Box-Muller). */
    static double gaussian(SplittableRandom random) {
        return Math.sqrt(-2 * Math.log(1 - random.nextDouble())) * Math.cos(2 * Math.PI * random.nextDouble());
    }
}
