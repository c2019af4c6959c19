package io.bulkbench.analysis.fit;

import io.bulkbench.analysis.Curve;
import io.bulkbench.analysis.CurveFamily;
import java.util.List;
import java.util.Optional;
import java.util.function.ToDoubleFunction;

/**
 * One curve fitted to a series, before it becomes a SeriesFit: the fitted curve, the
 * quality, and the bootstrap rounds (each round's resampled y and the refit on it, empty
 * when that refit did not converge), kept so the curve choice itself can be bootstrapped.
 */
record Candidate(
        CurveFamily family, Curve curve, FitQuality quality, List<double[]> draws, List<Optional<Curve>> refits) {

    int parameterCount() {
        return family.parameterNames().size();
    }

    CurveRanking ranking() {
        return new CurveRanking(family, parameterCount(), quality);
    }

    double[] refitsOf(ToDoubleFunction<Curve> f) {
        return refits.stream().flatMap(Optional::stream).mapToDouble(f).toArray();
    }
}
