package io.bulkbench.analysis;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.MeasuredPoint;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class BadInputTest {

    private static MeasuredPoint point(int buffers, double mbs) {
        return MeasuredPoint.summary(Synthetic.key(buffers, 16384), mbs, 0.1, 1);
    }

    @Test
    void aRunWithTwoPointsOfOneKeyIsRefused() {
        List<MeasuredPoint> points = new ArrayList<>(List.of(point(2, 18), point(4, 19), point(8, 20)));
        points.add(point(4, 19.5));

        assertThatThrownBy(() -> RunAnalysis.analyze(points, AnalysisSettings.defaults()))
                .isInstanceOf(BadInputException.class)
                .hasMessage("point snowball sim:snowball-msc in copy 16 KiB x 4 appears twice;"
                        + " a run holds one point per key, so remove the duplicate row");
        assertThatThrownBy(() -> RunComparison.compare(points, List.of(), 0.03, 0.01))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("appears twice in the baseline run");
    }

    @Test
    void throughputThatCannotBeMeasuredIsRefused() {
        assertThatThrownBy(() -> point(2, Double.NaN))
                .isInstanceOf(BadInputException.class)
                .hasMessage("mean throughput NaN MB/s of snowball sim:snowball-msc in copy 16 KiB x 2"
                        + " cannot be measured; it must be a finite number >= 0");
        assertThatThrownBy(() -> point(2, -1))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("-1.0 MB/s");
    }

    @Test
    void fewerThanOneBufferIsRefused() {
        assertThatThrownBy(() -> Synthetic.key(0, 16384))
                .isInstanceOf(BadInputException.class)
                .hasMessage("buffers 0 is below 1; a pipeline needs at least one request in flight");
    }

    @Test
    void aSeriesRefusesDuplicatesMixedSeriesAndFailedPoints() {
        assertThatThrownBy(() -> Series.of(Axis.BUFFERS, List.of(point(2, 18), point(2, 18))))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("appears twice");
        MeasuredPoint other = MeasuredPoint.summary(Synthetic.key(4, 32768), 19, 0.1, 1);
        assertThatThrownBy(() -> Series.of(Axis.BUFFERS, List.of(point(2, 18), other)))
                .isInstanceOf(BadInputException.class)
                .hasMessage("point snowball sim:snowball-msc in copy 32 KiB x 4 does not belong to the series"
                        + " of snowball sim:snowball-msc in copy 16 KiB x 2 along buffers; a series varies"
                        + " only its axis, so split the points by the other parameters");
        MeasuredPoint failed = MeasuredPoint.failed(Synthetic.key(8, 16384), "timeout");
        assertThatThrownBy(() -> Series.of(Axis.BUFFERS, List.of(point(2, 18), failed)))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("failed (timeout) and cannot be fitted");
        assertThatThrownBy(() -> Series.of(Axis.BUFFERS, List.of()))
                .isInstanceOf(BadInputException.class)
                .hasMessage("a buffers series needs at least one measured point; none were given");
    }

    @Test
    void settingsOutsideTheirRangeAreRefused() {
        AnalysisSettings d = AnalysisSettings.defaults();
        assertThatThrownBy(() -> d.withKneeShare(1.5))
                .isInstanceOf(BadInputException.class)
                .hasMessage("knee share 1.5 is outside (0, 1]; give a share such as 0.95");
        assertThatThrownBy(() -> d.withBootstrapRounds(-1))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("bootstrap rounds -1 is outside 0..");
        assertThatThrownBy(() -> new AnalysisSettings(0.95, CurveChoice.AUTO, "NUM BUFFERS", "X", 1, 10))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("buffer-count symbol 'NUM BUFFERS' is not a Kconfig name");
        assertThatThrownBy(() -> CurveChoice.parse("quadratic"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("curve 'quadratic' is not one of auto, exp, hyperbolic, usl");
        assertThatThrownBy(() -> RunComparison.compare(List.of(), List.of(), -0.1, 0.01))
                .isInstanceOf(BadInputException.class)
                .hasMessage("threshold -0.1 is not a share >= 0; give one such as 0.03 for 3 %");
        assertThatThrownBy(() -> RunComparison.compare(List.of(), List.of(), 0.03, 1.0))
                .isInstanceOf(BadInputException.class)
                .hasMessage("significance level 1.0 is outside (0, 1); give one such as 0.01");
    }
}
