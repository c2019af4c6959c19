package io.bulkbench.analysis.change;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.bulkbench.core.BadInputException;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.apache.commons.math3.stat.descriptive.StatisticalSummaryValues;
import org.apache.commons.math3.stat.inference.TTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Synthetic nightly histories with known steps: seeded multiplicative Gaussian noise
 * (java.util.SplittableRandom; every message names its seed).
 */
class ChangePointDetectorTest {

    /** Night-to-night noise of a steady benchmark: coefficient of variation 0.7 %. */
    private static final double CV = 0.007;
    /** Steps of +2 %, -4 % and +10 %, each level held for this many nights. */
    private static final double[] STEPPED_LEVELS = {100, 102, 102 * 0.96, 102 * 0.96 * 1.10};

    private static final int LEVEL_ROWS = 60;

    private static double[] noisy(double[] levels, int rowsEach, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        double[] series = new double[levels.length * rowsEach];
        for (int i = 0; i < series.length; i++) {
            series[i] = levels[i / rowsEach] * (1 + CV * random.nextGaussian());
        }
        return series;
    }

    private static double[] flat(int rows, long seed) {
        return noisy(new double[] {100}, rows, seed);
    }

    private static List<Integer> indexes(double[] series, ChangePointSettings settings) {
        return ChangePointDetector.find(series, settings).stream()
                .map(ChangePoint::index)
                .toList();
    }

    private static boolean foundWithin(List<Integer> found, int step, int rows) {
        return found.stream().anyMatch(i -> Math.abs(i - step) <= rows);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
    void stepsOfTwoFourAndTenPercentAreFoundWithinTwoRows(long seed) {
        double[] series = noisy(STEPPED_LEVELS, LEVEL_ROWS, seed);
        List<Integer> found = indexes(series, ChangePointSettings.defaults());
        for (int step = 1; step < STEPPED_LEVELS.length; step++) {
            assertThat(foundWithin(found, step * LEVEL_ROWS, 2))
                    .as("seed %d: step at row %d among %s", seed, step * LEVEL_ROWS, found)
                    .isTrue();
        }
        assertThat(ChangePointDetector.find(series, ChangePointSettings.defaults()))
                .as("seed %d: the same rows give the same answer", seed)
                .isEqualTo(ChangePointDetector.find(series.clone(), ChangePointSettings.defaults()));
    }

    // Over many seeds, and with levels of 30 nights too: a 2 % step is 2.9 times the noise,
    // so now and then noise moves it by three rows or more (about 1 % of the series); the
    // 4 % and 10 % steps are always within two rows.
    @Test
    void stepsAreFoundWithinTwoRowsInNearlyEverySeries() {
        long seeds = 200;
        for (int rowsEach : new int[] {30, LEVEL_ROWS}) {
            long[] misses = new long[STEPPED_LEVELS.length];
            for (long seed = 1; seed <= seeds; seed++) {
                List<Integer> found = indexes(noisy(STEPPED_LEVELS, rowsEach, seed), ChangePointSettings.defaults());
                for (int step = 1; step < STEPPED_LEVELS.length; step++) {
                    if (!foundWithin(found, step * rowsEach, 2)) {
                        misses[step]++;
                    }
                }
            }
            assertThat(misses[1])
                    .as("2 %% step, %d-row levels, seeds 1..%d", rowsEach, seeds)
                    .isLessThanOrEqualTo(seeds / 40);
            assertThat(misses[2])
                    .as("4 %% step, %d-row levels, seeds 1..%d", rowsEach, seeds)
                    .isZero();
            assertThat(misses[3])
                    .as("10 %% step, %d-row levels, seeds 1..%d", rowsEach, seeds)
                    .isZero();
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3})
    void oneNightFifteenPercentLowIsNoChangePointWhereverItFalls(long seed) {
        int rows = 120;
        int otavaReported = 0;
        for (int night = 0; night < rows; night++) {
            double[] series = flat(rows, seed);
            series[night] *= 0.85;
            assertThat(ChangePointDetector.find(series, ChangePointSettings.defaults()))
                    .as("seed %d, low night %d", seed, night)
                    .isEmpty();
            if (!ChangePointDetector.find(series, ChangePointSettings.defaults().withRobustToOneRow(false))
                    .isEmpty()) {
                otavaReported++;
            }
        }
        // Without the one-row guard (Otava's behaviour) the low night is reported wherever
        // it ends a window or the history, which is what the guard is for.
        assertThat(otavaReported).as("seed %d", seed).isGreaterThan(5);
    }

    @Test
    void aNewLevelIsReportedOnceItHasHeldForTwoRows() {
        double[] series = flat(100, 11);
        series[99] *= 0.85;
        assertThat(indexes(series, ChangePointSettings.defaults()))
                .as("seed 11, one low night at the end")
                .isEmpty();
        double[] twoNights = Arrays.copyOf(series, 101);
        twoNights[100] = 85 * (1 + CV * new SplittableRandom(12).nextGaussian());
        assertThat(indexes(twoNights, ChangePointSettings.defaults()))
                .as("seeds 11 and 12, two low nights at the end")
                .containsExactly(99);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
    void aFlatNoisySeriesHasNoChangePoint(long seed) {
        assertThat(ChangePointDetector.find(flat(100, seed), ChangePointSettings.defaults()))
                .as("seed %d", seed)
                .isEmpty();
    }

    // The split step tests many candidates at a looser p-value and the merge step tests the
    // survivors at 0.001, so a flat series now and then shows a change: about 1 % of
    // 100-night series (5 % without the one-row guard).
    @Test
    void flatNoisySeriesRarelyShowAChange() {
        long seeds = 300;
        long withChange = LongStream.rangeClosed(1, seeds)
                .filter(seed -> !ChangePointDetector.find(flat(100, seed), ChangePointSettings.defaults())
                        .isEmpty())
                .count();
        assertThat(withChange).as("seeds 1..%d", seeds).isLessThanOrEqualTo(seeds / 50);
    }

    /**
     * Two levels of 20 rows, 100 then 101, each alternating 0.7 either side: population
     * standard deviation 0.7 exactly, so the t-test's p-value is known without running
     * the detector (Commons Math's pooled t-test on those summaries: about 6e-5).
     */
    private static double[] alternatingStep() {
        double[] series = new double[40];
        for (int i = 0; i < series.length; i++) {
            series[i] = (i < 20 ? 100 : 101) + (i % 2 == 0 ? 0.7 : -0.7);
        }
        return series;
    }

    private static double alternatingStepPValue() {
        StatisticalSummaryValues before = new StatisticalSummaryValues(100, 0.49, 20, 100.7, 99.3, 2000);
        StatisticalSummaryValues after = new StatisticalSummaryValues(101, 0.49, 20, 101.7, 100.3, 2020);
        return new TTest().homoscedasticTTest(before, after);
    }

    @Test
    void thePValueFilterKeepsOnlyChangesBelowIt() {
        double p = alternatingStepPValue();
        assertThat(p).isBetween(1e-5, 1e-4);
        List<ChangePoint> found = ChangePointDetector.find(alternatingStep(), ChangePointSettings.defaults());
        assertThat(found).hasSize(1);
        assertThat(found.get(0).index()).isEqualTo(20);
        assertThat(found.get(0).pValue()).isCloseTo(p, within(p * 1e-9));
        assertThat(found.get(0).meanBefore()).isCloseTo(100, within(1e-9));
        assertThat(found.get(0).meanAfter()).isCloseTo(101, within(1e-9));
        assertThat(found.get(0).change()).isCloseTo(0.01, within(1e-11));
        assertThat(ChangePointDetector.find(
                        alternatingStep(), ChangePointSettings.defaults().withMaxPValue(1e-5)))
                .isEmpty();
    }

    @Test
    void theMagnitudeFilterKeepsOnlyLargerChanges() {
        // The 1 % step: magnitude max(101/100 - 1, 1 - 100/101) = 0.01.
        assertThat(indexes(alternatingStep(), ChangePointSettings.defaults().withMinMagnitude(0.005)))
                .containsExactly(20);
        assertThat(indexes(alternatingStep(), ChangePointSettings.defaults().withMinMagnitude(0.02)))
                .isEmpty();
        List<Integer> stepped = indexes(
                noisy(STEPPED_LEVELS, LEVEL_ROWS, 1),
                ChangePointSettings.defaults().withMinMagnitude(0.05));
        assertThat(stepped).as("seed 1, only the 10 %% step is 5 %% or more").hasSize(1);
        assertThat(foundWithin(stepped, 3 * LEVEL_ROWS, 2))
                .as("seed 1: %s", stepped)
                .isTrue();
    }

    @Test
    void seriesTooShortOrConstantHaveNone() {
        for (int rows = 0; rows <= 2; rows++) {
            assertThat(ChangePointDetector.find(new double[rows], ChangePointSettings.defaults()))
                    .isEmpty();
        }
        double[] constant = new double[80];
        Arrays.fill(constant, 42);
        assertThat(ChangePointDetector.find(constant, ChangePointSettings.defaults()))
                .isEmpty();
    }

    @Test
    void twoConstantLevelsChangeWithCertainty() {
        double[] series = new double[30];
        Arrays.fill(series, 12, 30, 8);
        Arrays.fill(series, 0, 12, 10);
        assertThat(ChangePointDetector.find(series, ChangePointSettings.defaults()))
                .containsExactly(new ChangePoint(12, 10, 8, 0));
    }

    @Test
    void aSeriesHoldsFiniteNumbersOnly() {
        double[] series = flat(20, 1);
        series[7] = Double.NaN;
        assertThatThrownBy(() -> ChangePointDetector.find(series, ChangePointSettings.defaults()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("row 7");
    }

    @Test
    void settingsRefuseWhatCannotWorkNamingTheFlag() {
        ChangePointSettings d = ChangePointSettings.defaults();
        assertThat(d).isEqualTo(new ChangePointSettings(50, 0.001, 0, true));
        assertThatThrownBy(() -> d.withWindow(2))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("--window");
        assertThatThrownBy(() -> d.withMaxPValue(0))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("--p-value");
        assertThatThrownBy(() -> d.withMaxPValue(1)).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> d.withMaxPValue(Double.NaN)).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> d.withMinMagnitude(-0.1))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("--min-magnitude");
        assertThatThrownBy(() -> d.withMinMagnitude(Double.POSITIVE_INFINITY)).isInstanceOf(BadInputException.class);
    }

    @Test
    void theFirstPassIsLooserAsInOtava() {
        assertThat(ChangePointSettings.defaults().firstPassPValue()).isCloseTo(0.01, within(1e-15));
        assertThat(ChangePointSettings.defaults().withMaxPValue(0.1).firstPassPValue())
                .isCloseTo(0.2, within(1e-15));
        assertThat(ChangePointSettings.defaults().withMaxPValue(0.6).firstPassPValue())
                .isEqualTo(0.6);
    }
}
