package io.bulkbench.analysis.recommend;

import io.bulkbench.analysis.Series;
import io.bulkbench.analysis.ThroughputBasis;
import io.bulkbench.core.MeasuredPoint;

/**
 * The word for a recommendation's throughput: predicted when any point of its series was
 * predicted by a model (a fit through predictions is still a prediction), else fitted when
 * it is read off the selected curve, else measured.
 */
final class SeriesBasis {
    private SeriesBasis() {}

    static ThroughputBasis of(Series series, boolean fitted) {
        if (series.points().stream().anyMatch(MeasuredPoint::isPredicted)) {
            return ThroughputBasis.PREDICTED;
        }
        return fitted ? ThroughputBasis.FITTED : ThroughputBasis.MEASURED;
    }
}
