package io.bulkbench.analysis.fit;

import io.bulkbench.analysis.Axis;
import io.bulkbench.analysis.CopyMode;
import io.bulkbench.analysis.Direction;
import io.bulkbench.analysis.MeasuredPoint;
import io.bulkbench.analysis.PointKey;
import io.bulkbench.analysis.PointStatus;
import io.bulkbench.analysis.Series;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class FitDataTest {

    private static MeasuredPoint point(int buffers, double error) {
        return new MeasuredPoint(new PointKey("b", "null", Direction.IN, buffers, 16384, CopyMode.NO_COPY),
                PointStatus.OK, 10, error, 10, 10, 1, 0, "", List.of());
    }

    @Test
    void errorsOnEveryPointBecomeInverseSquareWeights() {
        FitData d = FitData.of(Series.of(Axis.BUFFERS, List.of(point(8, 2), point(2, 1), point(4, 1))));

        assertThat(d.x()).containsExactly(2, 4, 8);
        // 1, 1, 1/4 scaled to mean 1.
        assertThat(d.weights()[0]).isCloseTo(4.0 / 3, within(1e-12));
        assertThat(d.weights()[2]).isCloseTo(1.0 / 3, within(1e-12));
    }

    @Test
    void aMissingOrZeroErrorMeansOrdinaryLeastSquares() {
        assertThat(FitData.of(Series.of(Axis.BUFFERS, List.of(point(2, 1), point(4, Double.NaN), point(8, 2)))).weights())
                .containsOnly(1.0);
        assertThat(FitData.of(Series.of(Axis.BUFFERS, List.of(point(2, 1), point(4, 0), point(8, 2)))).weights())
                .containsOnly(1.0);
    }
}
