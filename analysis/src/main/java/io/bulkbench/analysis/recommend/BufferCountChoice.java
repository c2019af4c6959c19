package io.bulkbench.analysis.recommend;

import io.bulkbench.analysis.AnalysisSettings;
import io.bulkbench.analysis.Estimate;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.Series;
import io.bulkbench.analysis.SeriesFit;
import io.bulkbench.analysis.SeriesKey;
import io.bulkbench.analysis.ValueInterval;
import io.bulkbench.analysis.fit.FittedSeries;
import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.PercentText;
import io.bulkbench.core.ThroughputText;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Recommends a buffer count from one buffers-axis series: the knee of the selected fit
 * (any integer inside the measured range, so an adaptive sweep's exact count can win),
 * or, when no curve could be fitted, the smallest measured count whose mean reaches the
 * knee share of the best measured mean. The rationale says which, and says so when the
 * curve is flat (or falls) and the smallest measured count already gets the throughput.
 */
final class BufferCountChoice {

    private BufferCountChoice() {}

    /**
     * The buffer-count advice of a buffers-axis series. Its memory is the count times the
     * recommended request size when there is one, else times the series' request size;
     * when the two differ the rationale says so.
     */
    static Optional<NumericRecommendation> of(
            FittedSeries fitted, AnalysisSettings settings, OptionalInt recommendedRequestBytes) {
        Series series = fitted.series();
        if (series.size() < 2) {
            return Optional.empty();
        }
        int requestBytes = series.key().fixedValue();
        Optional<SeriesFit> fit = fitted.selected();
        OperatingPoint pick;
        String rationale;
        Optional<ValueInterval> interval = Optional.empty();
        if (fit.isPresent()) {
            SeriesFit f = fit.get();
            Estimate knee = f.parameter("knee_buffers").orElseThrow();
            interval = ValueInterval.of(knee);
            int n = (int) knee.value();
            pick = new OperatingPoint(
                    n, f.predict(n), f.parameter("plateau_mb_s").orElseThrow().value());
            rationale = fittedRationale(pick, f, knee, series, settings.kneeShare());
        } else {
            pick = OperatingPoint.fromMeans(series, settings.kneeShare());
            rationale = measuredRationale(pick, fitted.problem(), series.minX(), requestBytes, settings.kneeShare());
        }
        int shipped = recommendedRequestBytes.orElse(requestBytes);
        if (shipped != requestBytes) {
            rationale += String.format(
                    Locale.ROOT,
                    " The count was measured with %s requests; with the recommended"
                            + " %s requests %d buffers take %s of memory.",
                    ByteSizeText.of(requestBytes),
                    ByteSizeText.of(shipped),
                    pick.x(),
                    ByteSizeText.of((long) pick.x() * shipped));
        }
        SeriesKey k = series.key();
        Recommendation recommendation = Recommendation.forSeries(k)
                .symbol(settings.buffersSymbol())
                .value(Integer.toString(pick.x()))
                .throughputMbS(pick.throughput())
                .shareOfBest(pick.share())
                .memoryBytes((long) pick.x() * shipped)
                .rationale(rationale)
                .basis(Optional.of(SeriesBasis.of(series, fit.isPresent())))
                .build();
        return Optional.of(new NumericRecommendation(
                pick.x(), interval.map(recommendation::withInterval).orElse(recommendation)));
    }

    private static String fittedRationale(
            OperatingPoint pick, SeriesFit fit, Estimate knee, Series series, double share) {
        String evidence = String.format(
                Locale.ROOT,
                "%s of the best fitted %s (%s fit) at %s%s",
                PercentText.whole(pick.share()),
                ThroughputText.of(pick.best()),
                fit.family().label(),
                memory(pick.x(), series.key().fixedValue()),
                interval(knee));
        if (pick.x() != series.minX()) {
            return pick.x() + " buffers reach " + evidence + ".";
        }
        double last = fit.predict(series.maxX());
        if (last < share * pick.best()) {
            return String.format(
                    Locale.ROOT,
                    "More buffers hurt: %d buffers, the smallest measured count, already"
                            + " reach %s, and throughput falls to %s at %d buffers.",
                    pick.x(),
                    evidence,
                    ThroughputText.of(last),
                    series.maxX());
        }
        return String.format(
                Locale.ROOT,
                "Throughput is flat: %d buffers, the smallest measured count, already reach %s.",
                pick.x(),
                evidence);
    }

    private static String interval(Estimate knee) {
        return knee.hasInterval()
                ? String.format(Locale.ROOT, "; knee 95 %% CI %d..%d", (long) knee.ciLow(), (long) knee.ciHigh())
                : "";
    }

    private static String measuredRationale(
            OperatingPoint pick, String problem, int minX, int requestBytes, double share) {
        String flat = pick.x() == minX ? ", so throughput is flat over the measured counts" : "";
        return String.format(
                Locale.ROOT,
                "No curve was fitted (%s), so %d buffers are the smallest measured count"
                        + " within %s of the best measured %s%s, at %s.",
                problem,
                pick.x(),
                PercentText.whole(share),
                ThroughputText.of(pick.best()),
                flat,
                memory(pick.x(), requestBytes));
    }

    private static String memory(int buffers, int requestBytes) {
        return ByteSizeText.of((long) buffers * requestBytes) + " of memory (" + ByteSizeText.of(requestBytes)
                + " each)";
    }
}
