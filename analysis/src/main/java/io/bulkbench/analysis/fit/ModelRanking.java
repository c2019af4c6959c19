package io.bulkbench.analysis.fit;

import io.bulkbench.analysis.CurveModel;
import java.util.Comparator;

/**
 * Orders the models fitted to one series, best first: the lowest AICc among the models
 * that have one (ties to fewer parameters). A model whose AICc is undefined on this
 * series (too few points for its size) comes after every model that has one; when no
 * model has one, the fewest parameters win, then the lowest weighted RSS, because a
 * larger model that merely meets more points of a short series is no evidence for it.
 */
record ModelRanking(CurveModel model, int parameterCount, FitQuality quality) {

    static final Comparator<ModelRanking> BEST_FIRST = Comparator.comparingInt(
                    (ModelRanking r) -> Double.isNaN(r.quality.aicc()) ? 1 : 0)
            .thenComparingDouble(r -> Double.isNaN(r.quality.aicc()) ? 0 : r.quality.aicc())
            .thenComparingInt(ModelRanking::parameterCount)
            .thenComparingDouble(r -> r.quality.weightedRss())
            .thenComparingInt(r -> r.model.ordinal());
}
