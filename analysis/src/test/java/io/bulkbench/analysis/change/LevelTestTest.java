package io.bulkbench.analysis.change;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.stream.DoubleStream;
import org.apache.commons.math3.stat.descriptive.StatisticalSummaryValues;
import org.apache.commons.math3.stat.inference.TTest;
import org.junit.jupiter.api.Test;

class LevelTestTest {

    /** Commons Math's pooled t-test, given population variances as Otava gives scipy. */
    private static double commonsMath(double[] a, double[] b) {
        return new TTest().homoscedasticTTest(summary(a), summary(b));
    }

    private static StatisticalSummaryValues summary(double[] v) {
        double mean = DoubleStream.of(v).average().orElseThrow();
        double variance = DoubleStream.of(v).map(x -> (x - mean) * (x - mean)).sum() / v.length;
        return new StatisticalSummaryValues(
                mean,
                variance,
                v.length,
                DoubleStream.of(v).max().orElseThrow(),
                DoubleStream.of(v).min().orElseThrow(),
                DoubleStream.of(v).sum());
    }

    @Test
    void thePValueIsThePooledTTestOnPopulationVariances() {
        long seed = 7;
        SplittableRandom random = new SplittableRandom(seed);
        for (int round = 0; round < 100; round++) {
            int n1 = 2 + random.nextInt(30);
            int n2 = 2 + random.nextInt(30);
            double shift = random.nextDouble() * 0.03;
            double[] series = new double[n1 + n2];
            for (int i = 0; i < series.length; i++) {
                series[i] = (i < n1 ? 100 : 100 * (1 + shift)) * (1 + 0.01 * random.nextGaussian());
            }
            LevelTest test = LevelTest.of(series, 0, n1, series.length);
            double expected =
                    commonsMath(Arrays.copyOfRange(series, 0, n1), Arrays.copyOfRange(series, n1, series.length));
            assertThat(test.pValue())
                    .as("seed %d round %d", seed, round)
                    .isCloseTo(expected, within(1e-9 * expected + 1e-300));
            assertThat(LevelTest.pValue(series, 0, n1, series.length)).isEqualTo(test.pValue());
        }
    }

    @Test
    void withoutOneRowIsTheLargestPValueOfEveryRowLeftOut() {
        long seed = 8;
        SplittableRandom random = new SplittableRandom(seed);
        for (int round = 0; round < 100; round++) {
            int n1 = 1 + random.nextInt(12);
            int n2 = 1 + random.nextInt(12);
            double[] series = new double[n1 + n2];
            for (int i = 0; i < series.length; i++) {
                series[i] =
                        (i < n1 ? 100 : 95) * (1 + 0.01 * random.nextGaussian()) * (random.nextInt(10) == 0 ? 0.85 : 1);
            }
            LevelTest test = LevelTest.of(series, 0, n1, series.length);
            double largest = test.pValue();
            for (int left = 0; left < series.length; left++) {
                int at = left < n1 ? n1 - 1 : n1;
                double[] without = new double[series.length - 1];
                System.arraycopy(series, 0, without, 0, left);
                System.arraycopy(series, left + 1, without, left, series.length - left - 1);
                boolean bothSidesLeft = at > 0 && at < without.length;
                largest = Math.max(
                        largest,
                        bothSidesLeft
                                ? LevelTest.of(without, 0, at, without.length).pValue()
                                : 1);
            }
            assertThat(test.pValueWithoutOneRow())
                    .as("seed %d round %d: %s", seed, round, Arrays.toString(series))
                    .isCloseTo(largest, within(1e-9));
        }
    }

    @Test
    void aSingleRowAgainstOneRowProvesNothing() {
        assertThat(LevelTest.of(new double[] {1, 2}, 0, 1, 2).pValue()).isEqualTo(1);
        LevelTest oneAgainstThree = LevelTest.of(new double[] {1, 2, 2.1, 1.9}, 0, 1, 4);
        assertThat(oneAgainstThree.pValue()).isLessThan(0.01);
        assertThat(oneAgainstThree.pValueWithoutOneRow()).isEqualTo(1);
    }
}
