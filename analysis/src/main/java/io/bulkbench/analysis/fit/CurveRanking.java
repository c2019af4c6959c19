package io.bulkbench.analysis.fit;

import io.bulkbench.analysis.CurveFamily;
import java.util.Comparator;

/**
 * Orders the curves fitted to one series, best first: the lowest AICc among the curves
 * that have one (ties to fewer parameters). A curve whose AICc is undefined on this
 * series (too few points for its size) comes after every curve that has one; when no
 * curve has one, the fewest parameters win, then the lowest weighted RSS, because a
 * larger curve that merely meets more points of a short series is no evidence for it.
 */
record CurveRanking(CurveFamily family, int parameterCount, FitQuality quality) {

    static final Comparator<CurveRanking> BEST_FIRST = Comparator.comparingInt(
                    (CurveRanking r) -> Double.isNaN(r.quality.aicc()) ? 1 : 0)
            .thenComparingDouble(r -> Double.isNaN(r.quality.aicc()) ? 0 : r.quality.aicc())
            .thenComparingInt(CurveRanking::parameterCount)
            .thenComparingDouble(r -> r.quality.weightedRss())
            .thenComparingInt(r -> r.family.ordinal());
}
