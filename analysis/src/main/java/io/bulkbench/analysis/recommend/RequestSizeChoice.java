package io.bulkbench.analysis.recommend;

import io.bulkbench.analysis.AnalysisSettings;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.Series;
import io.bulkbench.analysis.SeriesFit;
import io.bulkbench.analysis.SeriesKey;
import io.bulkbench.analysis.fit.FittedSeries;

import java.util.Locale;
import java.util.Optional;

/**
 * Recommends a request size from one request-size series: the smallest measured size
 * whose fitted throughput (1/T = 1/B + t0/S) reaches the knee share of the best fitted
 * throughput over the measured sizes, with B and t0 in the rationale; or, without a
 * fit, the smallest measured size whose mean reaches that share of the best mean.
 */
final class RequestSizeChoice {

    private RequestSizeChoice() {
    }

    static Optional<Advice> of(FittedSeries fitted, AnalysisSettings settings) {
        Series series = fitted.series();
        if (series.size() < 2) {
            return Optional.empty();
        }
        int buffers = series.key().fixedValue();
        Optional<SeriesFit> fit = fitted.selected();
        Pick pick;
        String rationale;
        if (fit.isPresent()) {
            SeriesFit f = fit.get();
            pick = Pick.atMeasured(series, f::predict, settings.kneeShare());
            rationale = String.format(Locale.ROOT, "%s requests reach %s of the best fitted %s MB/s at %d buffers"
                    + " (%s of memory); the link fits %s MB/s with %s us per request.",
                    ByteSize.format(pick.x()), BufferCountChoice.percent(pick.share()),
                    BufferCountChoice.mbs(pick.best()), buffers, ByteSize.format((long) buffers * pick.x()),
                    BufferCountChoice.mbs(f.parameter("bandwidth_mb_s").orElseThrow().value()),
                    BufferCountChoice.mbs(f.parameter("per_request_us").orElseThrow().value()));
        } else {
            pick = Pick.fromMeans(series, settings.kneeShare());
            rationale = String.format(Locale.ROOT, "No curve was fitted (%s), so %s is the smallest measured request"
                    + " size within %s of the best measured %s MB/s at %d buffers (%s of memory).",
                    fitted.problem(), ByteSize.format(pick.x()), BufferCountChoice.percent(settings.kneeShare()),
                    BufferCountChoice.mbs(pick.best()), buffers, ByteSize.format((long) buffers * pick.x()));
        }
        SeriesKey k = series.key();
        return Optional.of(new Advice(pick.x(), new Recommendation(k.board(), k.device(), k.direction(), k.copyMode(),
                settings.requestSizeSymbol(), ByteSize.kibValue(pick.x()), pick.throughput(), pick.share(),
                (long) buffers * pick.x(), rationale)));
    }
}
