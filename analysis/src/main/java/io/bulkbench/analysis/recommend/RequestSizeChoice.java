package io.bulkbench.analysis.recommend;

import io.bulkbench.analysis.AnalysisSettings;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.Series;
import io.bulkbench.analysis.SeriesFit;
import io.bulkbench.analysis.SeriesKey;
import io.bulkbench.analysis.fit.FittedSeries;
import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.PercentText;
import io.bulkbench.core.SignificantFigures;
import io.bulkbench.core.ThroughputText;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Recommends a request size from one request-size series: the smallest measured size
 * whose fitted throughput (1/T = 1/B + t0/S) reaches the knee share of the best fitted
 * throughput over the measured sizes, with B and t0 in the rationale; or, without a
 * fit, the smallest measured size whose mean reaches that share of the best mean. The
 * throughput and share are those of the series (its fixed buffer count); the memory is
 * what the board ships: the recommended buffer count times the recommended size, and
 * the rationale names both counts. Without a recommended count it is the series' count.
 */
final class RequestSizeChoice {

    private RequestSizeChoice() {}

    /** The chosen size with its evidence, or empty when the series has fewer than two points. */
    static Optional<OperatingPoint> pick(FittedSeries fitted, AnalysisSettings settings) {
        Series series = fitted.series();
        if (series.size() < 2) {
            return Optional.empty();
        }
        return Optional.of(fitted.selected()
                .map(f -> OperatingPoint.atMeasured(series, f::predict, settings.kneeShare()))
                .orElseGet(() -> OperatingPoint.fromMeans(series, settings.kneeShare())));
    }

    static Recommendation recommend(
            FittedSeries fitted, OperatingPoint pick, OptionalInt recommendedBuffers, AnalysisSettings settings) {
        Series series = fitted.series();
        int buffers = series.key().fixedValue();
        Optional<SeriesFit> fit = fitted.selected();
        String evidence;
        if (fit.isPresent()) {
            SeriesFit f = fit.get();
            evidence = String.format(
                    Locale.ROOT,
                    "%s requests reach %s of the best fitted %s at %d buffers%s;"
                            + " the link fits %s with %s us per request.",
                    ByteSizeText.of(pick.x()),
                    PercentText.whole(pick.share()),
                    ThroughputText.of(pick.best()),
                    buffers,
                    memoryHere(buffers, pick.x(), recommendedBuffers),
                    ThroughputText.of(
                            f.parameter("bandwidth_mb_s").orElseThrow().value()),
                    SignificantFigures.of(
                            f.parameter("per_request_us").orElseThrow().value()));
        } else {
            evidence = String.format(
                    Locale.ROOT,
                    "No curve was fitted (%s), so %s is the smallest measured request"
                            + " size within %s of the best measured %s at %d buffers%s.",
                    fitted.problem(),
                    ByteSizeText.of(pick.x()),
                    PercentText.whole(settings.kneeShare()),
                    ThroughputText.of(pick.best()),
                    buffers,
                    memoryHere(buffers, pick.x(), recommendedBuffers));
        }
        int shipped = recommendedBuffers.orElse(buffers);
        String rationale = recommendedBuffers.isEmpty()
                ? evidence
                : evidence
                        + String.format(
                                Locale.ROOT,
                                " With the recommended %d buffers they take %s of memory.",
                                shipped,
                                ByteSizeText.of((long) shipped * pick.x()));
        SeriesKey k = series.key();
        return Recommendation.forSeries(k)
                .symbol(settings.requestSizeSymbol())
                .value(symbolValue(pick.x()))
                .throughputMbS(pick.throughput())
                .shareOfBest(pick.share())
                .memoryBytes((long) shipped * pick.x())
                .rationale(rationale)
                .basis(Optional.of(SeriesBasis.of(series, fit.isPresent())))
                .build();
    }

    /**
     * A request size as the request-size symbol's value, which counts KiB: whole KiB,
     * rounded up so the request still fits.
     */
    private static String symbolValue(long bytes) {
        return Long.toString((bytes + ByteSizeText.KIB - 1) / ByteSizeText.KIB);
    }

    /** The memory at the series' own count, said only when no recommended count replaces it. */
    private static String memoryHere(int buffers, int bytes, OptionalInt recommendedBuffers) {
        return recommendedBuffers.isPresent() ? "" : " (" + ByteSizeText.of((long) buffers * bytes) + " of memory)";
    }
}
