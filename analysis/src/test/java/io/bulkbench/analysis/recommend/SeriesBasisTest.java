package io.bulkbench.analysis.recommend;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.Axis;
import io.bulkbench.analysis.Series;
import io.bulkbench.analysis.ThroughputBasis;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.util.List;
import org.junit.jupiter.api.Test;

class SeriesBasisTest {
    private static MeasuredPoint at(int buffers, double mbS) {
        return MeasuredPoint.summary(
                new PointKey("b", "sim:hs", Direction.IN, buffers, 16384, CopyMode.COPY), mbS, 1, 5);
    }

    @Test
    void aFigureIsMeasuredFittedOrPredictedByWhereItComesFrom() {
        Series measured = Series.of(Axis.BUFFERS, List.of(at(2, 20), at(4, 30)));
        Series predicted =
                Series.of(Axis.BUFFERS, List.of(at(2, 20).predicted(), at(4, 30).predicted()));

        assertThat(SeriesBasis.of(measured, false)).isEqualTo(ThroughputBasis.MEASURED);
        assertThat(SeriesBasis.of(measured, true)).isEqualTo(ThroughputBasis.FITTED);
        // a curve fitted through predictions is still a prediction
        assertThat(SeriesBasis.of(predicted, true)).isEqualTo(ThroughputBasis.PREDICTED);
        assertThat(SeriesBasis.of(predicted, false)).isEqualTo(ThroughputBasis.PREDICTED);
    }
}
