package io.bulkbench.model;

import io.bulkbench.analysis.explain.PathCosts;
import io.bulkbench.analysis.explain.StageEstimate;
import io.bulkbench.benchmarks.sim.SimProfile;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * What a calibration found: the fitted profile (its numbers rounded as written), every
 * free parameter with its interval, the residual of every measured point under the fitted
 * profile's twin at its full request count (what {@code predict} and
 * {@code --device sim:THAT.yaml} give), the chi-square at the fit, notes on what was
 * left as the template has it and why, and the pairs of parameters the points confound.
 */
public record Calibration(
        SimProfile profile,
        List<ParameterEstimate> estimates,
        List<PointResidual> residuals,
        double chiSquare,
        int degreesOfFreedom,
        int evaluations,
        List<String> notes,
        List<Confounding> confounded) {

    public Calibration {
        estimates = List.copyOf(estimates);
        confounded = List.copyOf(confounded);
        residuals = List.copyOf(residuals);
        notes = List.copyOf(notes);
    }

    /** Points whose residual is beyond {@link PointResidual#BEYOND} times their error. */
    public List<PointResidual> beyondError() {
        return residuals.stream().filter(PointResidual::beyondError).toList();
    }

    /**
     * Whether the model describes the board: at most one point in twenty beyond three times
     * its error (a twin that fits leaves none there; a glitch in a measurement may leave one).
     */
    public boolean describes() {
        return beyondError().size() * 20 <= residuals.size();
    }

    /** The {@code count} points the model misses by the most errors, worst first. */
    public List<PointResidual> worst(int count) {
        return residuals.stream()
                .sorted(Comparator.comparingDouble(PointResidual::errors).reversed())
                .limit(count)
                .toList();
    }

    /**
     * What explain compares: the path's costs the measured points pin down ({@link PathCosts}),
     * then every fitted parameter with its interval, by its YAML path.
     */
    public List<StageEstimate> stageEstimates() {
        List<StageEstimate> all = new ArrayList<>(
                PathCosts.of(residuals.stream().map(PointResidual::point).toList()));
        estimates.stream()
                .map(e -> new StageEstimate(
                        e.parameter().key(),
                        e.value(),
                        e.lowFound() ? e.low() : Double.NaN,
                        e.highFound() ? e.high() : Double.NaN))
                .forEach(all::add);
        return all;
    }

    /** Parameters the data do not bound on both sides. */
    public List<ParameterEstimate> undetermined() {
        return estimates.stream().filter(e -> !e.determined()).toList();
    }
}
