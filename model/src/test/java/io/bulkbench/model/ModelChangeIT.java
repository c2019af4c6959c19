package io.bulkbench.model;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.explain.ChangeVerdict;
import io.bulkbench.analysis.explain.ModelChange;
import io.bulkbench.analysis.explain.ParameterChange;
import io.bulkbench.analysis.explain.PipelineStage;
import io.bulkbench.benchmarks.sim.ProfileCatalog;
import io.bulkbench.benchmarks.sim.SimProfile;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * explain's question on boards whose truth is known: two twin measurements of a built-in
 * profile, the second with one parameter moved, each calibrated from the same template
 * with every number off by half (the first is {@link ProfileCalibrationIT}'s, fitted once
 * for both classes when they share a JVM). The moved parameter is the one called changed, and no
 * other stage's parameter is.
 */
@Execution(ExecutionMode.CONCURRENT)
class ModelChangeIT {
    private static final long AFTER_SEED = 20_261_202L;

    static Stream<Arguments> oneParameterMoved() {
        return Stream.of(
                Arguments.of("fastboot-ssp", Direction.OUT, FreeParameter.HOST_SUBMIT, 1.4),
                Arguments.of("usrp-netbsd-ugen", Direction.IN, FreeParameter.LINK_PER_REQUEST, 1.5),
                Arguments.of("usrp-netbsd-ugen", Direction.IN, FreeParameter.LINK_BANDWIDTH, 0.8));
    }

    @ParameterizedTest(name = "{0}: {2} x {3}")
    @MethodSource("oneParameterMoved")
    void explainNamesTheParameterThatMovedAndNoOther(
            String profile, Direction direction, FreeParameter moved, double factor) {
        SimProfile before = ProfileCatalog.builtIn(profile);
        SimProfile after = moved.set(before, factor * moved.of(before));
        SimProfile template = ProfileCalibrationIT.misjudged(before);

        // the before run is ProfileCalibrationIT's: the same grid, noise and template, fitted once for both
        Calibration b = ProfileCalibrationIT.fitted(profile).calibration();
        List<MeasuredPoint> afterGrid = TwinMeasurement.grid(after, direction, AFTER_SEED);
        Calibration a = ProfileCalibration.calibrate(template, afterGrid);
        ModelChange change = ModelChange.of(b.stageEstimates(), a.stageEstimates());

        for (ParameterChange p : change.parameters()) {
            System.out.printf(
                    "  %-26s before %s .. %s (%s)  after %s .. %s (%s)  %s%n",
                    p.parameter(),
                    p.before().low(),
                    p.before().high(),
                    p.before().determined() ? "bounded" : "open",
                    p.after().low(),
                    p.after().high(),
                    p.after().determined() ? "bounded" : "open",
                    p.verdict().label());
        }
        System.out.println("  " + change.summary());
        assertThat(b.describes()).as("before described: %s", b.worst(3)).isTrue();
        assertThat(a.describes()).as("after described: %s", a.worst(3)).isTrue();
        assertThat(change.changed())
                .as(change.summary())
                .extracting(ParameterChange::parameter)
                .filteredOn(p -> !p.startsWith("path."))
                .containsExactly(moved.key());
        assertThat(change.summary()).contains(PipelineStage.phrase(moved.key()) + (factor > 1 ? " rose" : " fell"));
        assertThat(change.parameters())
                .filteredOn(p ->
                        !p.parameter().equals(moved.key()) && !p.parameter().startsWith("path."))
                .allSatisfy(p -> assertThat(p.verdict()).isNotEqualTo(ChangeVerdict.CHANGED))
                .isNotEmpty();
    }

    /** The null pair: the same board measured again with other noise; nothing may be called changed. */
    @Test
    void anotherNightOfTheSameBoardChangesNothing() {
        SimProfile board = ProfileCatalog.builtIn("fastboot-ssp");
        Calibration b = ProfileCalibrationIT.fitted("fastboot-ssp").calibration();
        List<MeasuredPoint> again = TwinMeasurement.grid(board, Direction.OUT, AFTER_SEED);
        Calibration a = ProfileCalibration.calibrate(ProfileCalibrationIT.misjudged(board), again);

        ModelChange change = ModelChange.of(b.stageEstimates(), a.stageEstimates());

        assertThat(change.changed()).as(change.summary()).isEmpty();
    }
}
