package io.bulkbench.analysis.fit;

import io.bulkbench.analysis.CurveModel;
import java.util.List;
import java.util.Optional;
import java.util.function.ToDoubleFunction;

/**
 * One model fitted to a series, before it becomes a SeriesFit: the parameters, the
 * quality, and the bootstrap rounds (each round's resampled y and the refit on it, empty
 * when that refit did not converge), kept so the model choice itself can be bootstrapped.
 */
record Candidate(
        CurveModel model,
        double[] parameters,
        FitQuality quality,
        List<double[]> draws,
        List<Optional<double[]>> refits) {

    int parameterCount() {
        return parameters.length;
    }

    ModelRanking ranking() {
        return new ModelRanking(model, parameters.length, quality);
    }

    double[] refitsOf(ToDoubleFunction<double[]> f) {
        return refits.stream().flatMap(Optional::stream).mapToDouble(f).toArray();
    }
}
