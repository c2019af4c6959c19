package io.bulkbench.analysis.recommend;

import io.bulkbench.analysis.SeriesKey;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.util.Comparator;

/**
 * What one set of recommendations is for: a board and device, a direction and a copy
 * mode. Its buffer-count and request-size series are chosen among the series sharing it.
 */
record RecommendationTarget(String board, String device, Direction direction, CopyMode copyMode) {

    static final Comparator<RecommendationTarget> ORDER = Comparator.comparing(RecommendationTarget::board)
            .thenComparing(RecommendationTarget::device)
            .thenComparing(RecommendationTarget::direction)
            .thenComparing(RecommendationTarget::copyMode);

    static RecommendationTarget of(SeriesKey key) {
        return new RecommendationTarget(key.board(), key.device(), key.direction(), key.copyMode());
    }
}
