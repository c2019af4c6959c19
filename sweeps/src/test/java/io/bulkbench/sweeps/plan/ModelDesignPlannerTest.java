package io.bulkbench.sweeps.plan;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.AnalysisSettings;
import io.bulkbench.benchmarks.sim.ProfileCatalog;
import io.bulkbench.benchmarks.sim.SimProfile;
import io.bulkbench.benchmarks.sim.SimulatedThroughput;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.model.Calibration;
import io.bulkbench.model.FreeParameter;
import io.bulkbench.model.ParameterEstimate;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The planner's rules on hand-made calibrations of the {@code hs} profile (no fitting):
 * a recommended point not measured is measured next; measured where the model says, with
 * no parameter in doubt, the setup is stable; measured 5 % off, it is not; a parameter
 * whose interval moves the knee by more than a step unsettles it and asks for a point
 * of that setup.
 */
class ModelDesignPlannerTest {
    private static final SimProfile HS = ProfileCatalog.builtIn("hs");
    private static final SweepPlan PLAN = new SweepPlan(
            "b",
            "sim:hs",
            List.of(1, 2, 4, 8, 16),
            List.of(16384, 65536),
            List.of(CopyMode.NO_COPY),
            List.of(Direction.IN),
            new JmhSettings(1, 0, 1, Duration.ofMillis(100)));
    private static final AnalysisSettings SETTINGS = Settings.analysisSettings(Optional.empty(), "sim:hs");

    private final ModelDesignPlanner planner = new ModelDesignPlanner(PLAN, SETTINGS);

    private static Calibration calibration(List<ParameterEstimate> estimates) {
        return new Calibration(HS, estimates, List.of(), 0, 1, 0, List.of(), List.of());
    }

    private static MeasuredPoint measured(PointKey key, double factor) {
        double mbS =
                factor * SimulatedThroughput.predict(HS, List.of(key)).get(0).throughputMbS();
        return MeasuredPoint.ok(key, mbS, 0.005 * mbS, List.of(mbS), 0);
    }

    /** The two deepest-pipeline points that decide the request size, measured so the size is not in doubt. */
    private static List<MeasuredPoint> deciding() {
        List<MeasuredPoint> out = new ArrayList<>();
        for (int size : PLAN.requestSizes()) {
            out.add(measured(new PointKey("b", "sim:hs", Direction.IN, 16, size, CopyMode.NO_COPY), 1));
        }
        return out;
    }

    @Test
    void anUnmeasuredRecommendedPointIsMeasuredNext() {
        ModelDesignPlanner.Step step = planner.next(deciding(), calibration(List.of()));
        assertThat(step.verdicts()).hasSize(1);
        PointKey recommended = step.verdicts().get(0).recommended();
        assertThat(step.stable()).isFalse();
        assertThat(step.next()).extracting(Refinement::point).containsExactly(recommended);
        assertThat(step.next().get(0).reason()).startsWith("the recommended point");
    }

    @Test
    void measuredWhereTheModelSaysWithNothingInDoubtTheSetupIsStable() {
        PointKey recommended = planner.next(deciding(), calibration(List.of()))
                .verdicts()
                .get(0)
                .recommended();
        List<MeasuredPoint> points = new ArrayList<>(deciding());
        points.removeIf(p -> p.key().equals(recommended));
        points.add(measured(recommended, 1.0));
        ModelDesignPlanner.Step step = planner.next(points, calibration(List.of()));
        assertThat(step.verdicts().get(0).checked()).isTrue();
        assertThat(step.stable()).as(step.verdicts().get(0).describe()).isTrue();
        assertThat(step.next()).isEmpty();
    }

    @Test
    void measuredFivePercentOffTheModelTheSetupIsNotStable() {
        PointKey recommended = planner.next(deciding(), calibration(List.of()))
                .verdicts()
                .get(0)
                .recommended();
        List<MeasuredPoint> points = new ArrayList<>(deciding());
        points.removeIf(p -> p.key().equals(recommended));
        points.add(measured(recommended, 1.05));
        ModelDesignPlanner.Step step = planner.next(points, calibration(List.of()));
        assertThat(step.verdicts().get(0).checked()).isFalse();
        assertThat(step.stable()).isFalse();
    }

    /** A host jitter anywhere up to forty times the fitted one moves the knee: the setup asks for one more point. */
    @Test
    void aParameterWhoseIntervalMovesTheKneeUnsettlesIt() {
        double jitter = HS.host().jitterUs();
        ParameterEstimate wide =
                new ParameterEstimate(FreeParameter.HOST_JITTER, jitter, jitter, 40 * jitter + 200, true, true, 0, 1e6);
        PointKey recommended = planner.next(deciding(), calibration(List.of()))
                .verdicts()
                .get(0)
                .recommended();
        List<MeasuredPoint> points = new ArrayList<>(deciding());
        points.removeIf(p -> p.key().equals(recommended));
        points.add(measured(recommended, 1.0));
        ModelDesignPlanner.Step step = planner.next(points, calibration(List.of(wide)));
        ModelDesignPlanner.SetupVerdict v = step.verdicts().get(0);
        assertThat(v.kneeSettled()).as(v.describe()).isFalse();
        assertThat(step.next()).hasSize(1);
        PointKey next = step.next().get(0).point();
        assertThat(PLAN.points()).contains(next);
        assertThat(points).extracting(MeasuredPoint::key).doesNotContain(next);
    }

    /** On the buffer list, position is the index at every count and grows with the count in between. */
    @Test
    void positionIsTheIndexOnTheListAndGrowsBetween() {
        long seed = new SplittableRandom().nextLong();
        System.out.println("ModelDesignPlannerTest seed " + seed);
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < PLAN.buffers().size(); i++) {
            assertThat(planner.position(PLAN.buffers().get(i))).isCloseTo(i, org.assertj.core.data.Offset.offset(1e-9));
        }
        for (int t = 0; t < 200; t++) {
            int a = 1 + random.nextInt(40);
            int b = a + 1 + random.nextInt(40);
            assertThat(planner.position(b)).as(a + " < " + b).isGreaterThan(planner.position(a));
        }
    }
}
