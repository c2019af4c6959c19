package io.bulkbench.sweeps.plan;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.benchmarks.sim.ProfileCatalog;
import io.bulkbench.benchmarks.sim.SimProfile;
import io.bulkbench.benchmarks.sim.SimulatedThroughput;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.testing.RandomCases;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntToDoubleFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class KneeBisectionTest {
    private static final List<Integer> COARSE = List.of(2, 4, 8, 16, 32, 64);

    /** The knee as a full integer grid finds it: the smallest n reaching the share of the best. */
    private static int fullGridKnee(IntToDoubleFunction curve, double share) {
        double best = 0;
        for (int n = 2; n <= 64; n++) {
            best = Math.max(best, curve.applyAsDouble(n));
        }
        for (int n = 2; n <= 64; n++) {
            if (curve.applyAsDouble(n) >= share * best) {
                return n;
            }
        }
        throw new AssertionError("no knee");
    }

    /** Runs the coarse pass and the bisection rounds against a curve; returns the points measured. */
    private static Map<Integer, Double> adaptive(IntToDoubleFunction curve, double share) {
        Map<Integer, Double> measured = new HashMap<>();
        List<MeasuredPoint> points = new ArrayList<>();
        for (int n : COARSE) {
            points.add(point(n, curve.applyAsDouble(n)));
        }
        KneeBisection bisection = new KneeBisection(share);
        for (int round = 0; round < 20; round++) {
            List<Refinement> next = bisection.nextRound(points);
            if (next.isEmpty()) {
                break;
            }
            for (Refinement r : next) {
                assertThat(r.reason()).contains("knee between");
                points.add(
                        point(r.point().buffers(), curve.applyAsDouble(r.point().buffers())));
            }
        }
        points.forEach(p -> measured.put(p.key().buffers(), p.throughputMbS()));
        return measured;
    }

    private static MeasuredPoint point(int buffers, double mbS) {
        PointKey key = new PointKey("b", "sim:x", Direction.IN, buffers, 16384, CopyMode.COPY);
        return MeasuredPoint.ok(key, mbS, 0, List.of(mbS), 0);
    }

    private static int measuredKnee(Map<Integer, Double> measured, double share) {
        double best = measured.values().stream()
                .mapToDouble(Double::doubleValue)
                .max()
                .orElseThrow();
        return measured.keySet().stream()
                .sorted()
                .filter(n -> measured.get(n) >= share * best)
                .findFirst()
                .orElseThrow();
    }

    @Test
    void findsTheFullGridKneeOfAnySaturatingCurveWithAThirdOfThePoints() {
        RandomCases.check(300, c -> {
            double plateau = c.doubleIn("plateau", 1, 2000);
            double halfAt = c.doubleIn("halfAt", 0.05, 40);
            double share = c.intIn("sharePercent", 80, 99) / 100.0;
            IntToDoubleFunction curve = n -> plateau * n / (n + halfAt);
            Map<Integer, Double> measured = adaptive(curve, share);
            assertThat(measuredKnee(measured, share)).as("%s", c).isEqualTo(fullGridKnee(curve, share));
            assertThat(measured.size()).as("%s", c).isLessThanOrEqualTo(63 / 3);
        });
    }

    /** The target on the built-in simulator profiles, in virtual time (exact, no noise). */
    @ParameterizedTest
    @CsvSource({
        "snowball-msc,16384,IN",
        "hs,16384,IN",
        "hs,65536,OUT",
        "ss,16384,IN",
        "ssp,16384,OUT",
        "ssp,65536,IN",
        "fastboot-ssp,16384,OUT"
    })
    void findsTheSameKneeAsEveryIntegerOnTheBuiltInProfiles(String profileName, int bytes, Direction direction) {
        SimProfile profile = ProfileCatalog.builtIn(profileName);
        Map<Integer, Double> cache = new HashMap<>();
        IntToDoubleFunction curve = n -> cache.computeIfAbsent(
                n, k -> SimulatedThroughput.expectedMbS(profile, direction, k, bytes, CopyMode.COPY));
        Map<Integer, Double> measured = adaptive(curve, 0.95);
        assertThat(measuredKnee(measured, 0.95)).isEqualTo(fullGridKnee(curve, 0.95));
        assertThat(measured.size()).isLessThanOrEqualTo(63 / 3);
    }
}
