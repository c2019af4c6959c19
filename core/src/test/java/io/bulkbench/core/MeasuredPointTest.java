package io.bulkbench.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/** A measured point refuses figures that cannot have been measured, and its factories derive the rest. */
class MeasuredPointTest {
    private static final PointKey KEY =
            new PointKey("snowball", "sim:snowball-msc", Direction.IN, 4, 16384, CopyMode.COPY);

    @Test
    void anOkPointFromSamplesTakesItsRangeAndIterationsFromThem() {
        MeasuredPoint p = MeasuredPoint.ok(KEY, 30.0, 0.8, List.of(30.5, 29.0, 31.0, 29.5), 0);

        assertThat(p.isOk()).isTrue();
        assertThat(p.throughputMbS()).isEqualTo(30.0);
        assertThat(p.errorMbS()).isEqualTo(0.8);
        assertThat(p.minMbS()).isEqualTo(29.0);
        assertThat(p.maxMbS()).isEqualTo(31.0);
        assertThat(p.iterations()).isEqualTo(4);
        assertThat(p.samples()).containsExactly(30.5, 29.0, 31.0, 29.5);
        assertThat(p.reason()).isEmpty();
        assertThat(p.lateShare()).isEmpty();
        assertThat(p.origin()).isEqualTo(PointOrigin.MEASURED);
    }

    @Test
    void anOkPointWithoutSamplesIsBadInput() {
        assertThatThrownBy(() -> MeasuredPoint.ok(KEY, 30, 1, List.of(), 0))
                .isInstanceOf(BadInputException.class)
                .hasMessage("point " + KEY + " has no samples");
    }

    @Test
    void aSummaryHasItsMeanAsItsRangeAndNoSamples() {
        MeasuredPoint p = MeasuredPoint.summary(KEY, 19.9, 0.2, 5);

        assertThat(p.minMbS()).isEqualTo(19.9);
        assertThat(p.maxMbS()).isEqualTo(19.9);
        assertThat(p.iterations()).isEqualTo(5);
        assertThat(p.verifyErrors()).isZero();
        assertThat(p.samples()).isEmpty();
    }

    @Test
    void aFailedPointKeepsItsReasonAndHasNoFigures() {
        MeasuredPoint p = MeasuredPoint.failed(KEY, "ENOMEM: cannot allocate 4 x 16 KiB");

        assertThat(p.isOk()).isFalse();
        assertThat(p.status()).isEqualTo(PointStatus.FAILED);
        assertThat(p.reason()).isEqualTo("ENOMEM: cannot allocate 4 x 16 KiB");
        assertThat(p.throughputMbS()).isNaN();
        assertThat(p.errorMbS()).isNaN();
        assertThat(p.iterations()).isZero();
        assertThat(p.simulatorRanLate()).isFalse();
    }

    @Test
    void aThroughputThatCannotBeMeasuredIsBadInputNamingWhichAndThePoint() {
        assertThatThrownBy(() -> MeasuredPoint.summary(KEY, -1, 0.1, 1))
                .isInstanceOf(BadInputException.class)
                .hasMessage(
                        "mean throughput -1.0 MB/s of " + KEY + " cannot be measured; it must be a finite number >= 0");
        assertThatThrownBy(() -> MeasuredPoint.summary(KEY, Double.NaN, 0.1, 1))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("mean throughput NaN MB/s");
        assertThatThrownBy(() -> MeasuredPoint.summary(KEY, Double.POSITIVE_INFINITY, 0.1, 1))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("mean throughput Infinity MB/s");
        assertThatThrownBy(() -> MeasuredPoint.ok(KEY, 10, 0.1, List.of(-2.0, 22.0), 0))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("min throughput -2.0 MB/s");
        assertThatThrownBy(() -> MeasuredPoint.summary(KEY, 10, 0.1, 1).withRange(9, Double.POSITIVE_INFINITY))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("max throughput Infinity MB/s");
        List<Double> withNaN = new ArrayList<>(List.of(10.0, Double.NaN));
        assertThatThrownBy(() -> new MeasuredPoint(
                        KEY,
                        PointStatus.OK,
                        10,
                        0.1,
                        10,
                        10,
                        2,
                        0,
                        "",
                        withNaN,
                        OptionalDouble.empty(),
                        PointOrigin.MEASURED,
                        CpuCost.UNKNOWN))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("sample throughput NaN MB/s");
    }

    @Test
    void aNegativeErrorIsBadInputAndAnUnknownOneIsNot() {
        assertThatThrownBy(() -> MeasuredPoint.summary(KEY, 10, -0.5, 1))
                .isInstanceOf(BadInputException.class)
                .hasMessage("error -0.5 MB/s of " + KEY + " is negative");
        assertThat(MeasuredPoint.summary(KEY, 10, Double.NaN, 1).errorMbS()).isNaN();
    }

    @Test
    void anOkPointNeedsAnIterationAndNoCountIsNegative() {
        assertThatThrownBy(() -> MeasuredPoint.summary(KEY, 10, 0.1, 0))
                .isInstanceOf(BadInputException.class)
                .hasMessage("point " + KEY + " has 0 iterations; an ok point needs at least 1");
        assertThatThrownBy(() -> MeasuredPoint.ok(KEY, 10, 0.1, List.of(10.0), -3))
                .isInstanceOf(BadInputException.class)
                .hasMessage("verify errors -3 of " + KEY + " is negative");
        assertThatThrownBy(() -> MeasuredPoint.failed(KEY, "stall").withVerifyErrors(-1, "x"))
                .isInstanceOf(BadInputException.class);
    }

    @Test
    void aLateShareIsAShareFromZeroToOne() {
        MeasuredPoint p = MeasuredPoint.summary(KEY, 10, 0.1, 3);
        assertThat(p.withLateShare(OptionalDouble.of(0)).lateShare()).hasValue(0.0);
        assertThat(p.withLateShare(OptionalDouble.of(1)).lateShare()).hasValue(1.0);
        for (double bad : new double[] {-0.001, 1.2, 12, Double.NaN}) {
            assertThatThrownBy(() -> p.withLateShare(OptionalDouble.of(bad)))
                    .as("late share %s", bad)
                    .isInstanceOf(BadInputException.class)
                    .hasMessageStartingWith("late share " + bad + " of " + KEY + " is not a share from 0 to 1");
        }
        assertThat(p.withLateShare(null).lateShare()).isEmpty();
    }

    @Test
    void aPointRanLateOnlyAboveOnePercentAndOnlyWhenItsShareIsKnown() {
        MeasuredPoint p = MeasuredPoint.summary(KEY, 10, 0.1, 3);
        assertThat(MeasuredPoint.LATE_LIMIT).isEqualTo(0.01);
        assertThat(p.simulatorRanLate()).isFalse();
        assertThat(p.withLateShare(OptionalDouble.of(0.01)).simulatorRanLate()).isFalse();
        assertThat(p.withLateShare(OptionalDouble.of(0.0101)).simulatorRanLate())
                .isTrue();
        assertThat(MeasuredPoint.failed(KEY, "stall")
                        .withLateShare(OptionalDouble.of(0.5))
                        .simulatorRanLate())
                .isFalse();
    }

    @Test
    void missingReasonSamplesAndOriginReadAsEmptyAndMeasured() {
        MeasuredPoint p = new MeasuredPoint(
                KEY,
                PointStatus.FAILED,
                Double.NaN,
                Double.NaN,
                Double.NaN,
                Double.NaN,
                0,
                0,
                null,
                null,
                null,
                null,
                null);

        assertThat(p.reason()).isEmpty();
        assertThat(p.samples()).isEmpty();
        assertThat(p.lateShare()).isEmpty();
        assertThat(p.origin()).isEqualTo(PointOrigin.MEASURED);
    }

    @Test
    void theSamplesAreACopyTheCallerCannotChange() {
        List<Double> samples = new ArrayList<>(List.of(9.0, 11.0));
        MeasuredPoint p = MeasuredPoint.ok(KEY, 10, 0.5, samples, 0);
        samples.add(1000.0);

        assertThat(p.samples()).containsExactly(9.0, 11.0);
        assertThatThrownBy(() -> p.samples().add(1.0)).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void theWithMethodsChangeOnlyWhatTheyName() {
        MeasuredPoint p = MeasuredPoint.ok(KEY, 30, 0.8, List.of(29.0, 31.0), 0);

        MeasuredPoint predicted = p.predicted();
        assertThat(predicted.isPredicted()).isTrue();
        assertThat(predicted.origin()).isEqualTo(PointOrigin.PREDICTED);
        assertThat(p.isPredicted()).isFalse();

        MeasuredPoint ranged = p.withRange(28, 33);
        assertThat(ranged.minMbS()).isEqualTo(28);
        assertThat(ranged.maxMbS()).isEqualTo(33);

        MeasuredPoint corrupted = p.withVerifyErrors(17, "17 bytes differ");
        assertThat(corrupted.verifyErrors()).isEqualTo(17);
        assertThat(corrupted.reason()).isEqualTo("17 bytes differ");

        for (MeasuredPoint changed : List.of(predicted, ranged, corrupted)) {
            assertThat(changed.key()).isEqualTo(KEY);
            assertThat(changed.status()).isEqualTo(PointStatus.OK);
            assertThat(changed.throughputMbS()).isEqualTo(30);
            assertThat(changed.errorMbS()).isEqualTo(0.8);
            assertThat(changed.iterations()).isEqualTo(2);
            assertThat(changed.samples()).containsExactly(29.0, 31.0);
        }
        assertThat(predicted.withRange(28, 33).isPredicted()).isTrue();
    }

    @Test
    void aPredictedPointKeepsItsThroughputAndHasNoCpuCost() {
        MeasuredPoint measured =
                MeasuredPoint.ok(KEY, 10, 0.5, List.of(9.0, 11.0), 0).withCpu(CpuCost.summary(41.2, 1.5, 0.3));

        MeasuredPoint predicted = measured.predicted();

        assertThat(predicted.throughputMbS()).isEqualTo(10);
        assertThat(predicted.cpu()).isEqualTo(CpuCost.UNKNOWN);
    }

    @Test
    void aCpuCostThatCannotBeMeasuredIsRefusedNamingTheValue() {
        assertThatThrownBy(() -> CpuCost.summary(-1, Double.NaN, Double.NaN))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("CPU per MB -1.0 us");
        assertThatThrownBy(() -> CpuCost.summary(10, Double.NaN, 1.5))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("host CPU share 1.5");
    }
}
