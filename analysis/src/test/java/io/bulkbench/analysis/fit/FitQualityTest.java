package io.bulkbench.analysis.fit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.bulkbench.analysis.CurveFamily;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class FitQualityTest {

    private static final double[] X = {2, 4, 8, 16, 32, 64};
    private static final double[] Y = {10, 15, 18, 19, 20, 20};
    private static final double[] FITTED = {11, 14, 18, 19.5, 20, 19};

    @Test
    void measuredErrorsMakeAChiSquareCriterionThatCountsOnlyTheCurvesParameters() {
        double[] w = {1, 1, 1, 1, 1, 1};
        // Standard errors of 0.5 MB/s: weights 4 each, stored as 1 with the scale 4.
        FitQuality q = FitQuality.of(new FitData(X, Y, w, new double[6][], 4), FITTED, 3);

        double chi2 = 4 * (1 + 1 + 0 + 0.25 + 0 + 1);
        assertThat(q.aicc()).isCloseTo(chi2 + 2 * 3 + 2.0 * 3 * 4 / (6 - 3 - 1), within(1e-12));
        assertThat(q.weightedRss()).isCloseTo(3.25, within(1e-12));
    }

    @Test
    void withoutErrorsTheVarianceIsEstimatedAndCounted() {
        FitQuality q = FitQuality.of(FitData.of(X, Y), FITTED, 3);

        // k = 4 with the variance: 2k + 2k(k+1)/(n-k-1) = 8 + 40.
        assertThat(q.aicc()).isCloseTo(6 * Math.log(3.25 / 6) + 8 + 40, within(1e-12));
    }

    @Test
    void tooShortASeriesHasNoAiccRatherThanAnInfiniteOne() {
        assertThat(FitQuality.aicc(1.0, 5, 3)).isNaN();
        assertThat(FitQuality.aicc(1.0, 4, 2)).isNaN();
        assertThat(FitQuality.aicc(1.0, 5, 2)).isFinite();
        assertThat(FitQuality.chiSquareAicc(1.0, 4, 3)).isNaN();
        assertThat(FitQuality.chiSquareAicc(1.0, 4, 2)).isFinite();
    }

    @Test
    void modelsWithAnAiccRankBeforeModelsWithout() {
        CurveRanking exp = new CurveRanking(CurveFamily.EXP, 3, new FitQuality(0.99, Double.NaN, 0.1));
        CurveRanking usl = new CurveRanking(CurveFamily.USL, 3, new FitQuality(0.98, Double.NaN, 0.2));
        CurveRanking hyperbolic = new CurveRanking(CurveFamily.HYPERBOLIC, 2, new FitQuality(0.9, 40, 5));

        List<CurveRanking> ranked = new ArrayList<>(List.of(exp, usl, hyperbolic));
        ranked.sort(CurveRanking.BEST_FIRST);
        assertThat(ranked).containsExactly(hyperbolic, exp, usl);
    }

    @Test
    void withNoAiccAtAllTheFewestParametersWinThenTheSmallestResiduals() {
        CurveRanking exp = new CurveRanking(CurveFamily.EXP, 3, new FitQuality(0.999, Double.NaN, 0.01));
        CurveRanking hyperbolic = new CurveRanking(CurveFamily.HYPERBOLIC, 2, new FitQuality(0.9, Double.NaN, 5));
        CurveRanking usl = new CurveRanking(CurveFamily.USL, 3, new FitQuality(0.99, Double.NaN, 0.02));

        List<CurveRanking> ranked = new ArrayList<>(List.of(usl, exp, hyperbolic));
        ranked.sort(CurveRanking.BEST_FIRST);
        assertThat(ranked).containsExactly(hyperbolic, exp, usl);
    }
}
