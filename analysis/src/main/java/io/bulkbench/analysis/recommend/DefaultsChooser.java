package io.bulkbench.analysis.recommend;

import io.bulkbench.analysis.AnalysisSettings;
import io.bulkbench.analysis.Axis;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.fit.FittedSeries;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;

/**
 * Chooses the defaults a board should ship with, per board, device, direction and copy
 * mode. The request size comes first, from the request-size series at the deepest
 * measured pipeline (where the per-request cost, not the queue, limits throughput);
 * the buffer count is then the knee at that request size when it was swept over buffer
 * counts, else at the largest request size that was. Both recommendations state the
 * memory the pair costs: recommended buffers times recommended request bytes. Fitted
 * series are preferred over unfitted ones; a series with a single point recommends
 * nothing.
 */
public final class DefaultsChooser {

    private DefaultsChooser() {}

    public static List<Recommendation> recommend(List<FittedSeries> series, AnalysisSettings settings) {
        Map<RecommendationTarget, List<FittedSeries>> bySetup = new TreeMap<>(RecommendationTarget.ORDER);
        for (FittedSeries s : series) {
            bySetup.computeIfAbsent(RecommendationTarget.of(s.series().key()), k -> new ArrayList<>())
                    .add(s);
        }
        List<Recommendation> out = new ArrayList<>();
        for (List<FittedSeries> group : bySetup.values()) {
            Optional<FittedSeries> sizeSeries = best(group, Axis.REQUEST_SIZE);
            Optional<OperatingPoint> size = sizeSeries.flatMap(s -> RequestSizeChoice.pick(s, settings));
            OptionalInt sizeBytes = size.map(p -> OptionalInt.of(p.x())).orElse(OptionalInt.empty());
            Optional<FittedSeries> buffers =
                    size.flatMap(p -> along(group, Axis.BUFFERS, p.x())).or(() -> best(group, Axis.BUFFERS));
            Optional<NumericRecommendation> count = buffers.flatMap(s -> BufferCountChoice.of(s, settings, sizeBytes));
            count.ifPresent(a -> out.add(a.recommendation()));
            OptionalInt countValue = count.map(a -> OptionalInt.of(a.x())).orElse(OptionalInt.empty());
            size.ifPresent(
                    p -> out.add(RequestSizeChoice.recommend(sizeSeries.orElseThrow(), p, countValue, settings)));
        }
        return out;
    }

    /** Among a setup's series along the axis with two or more points: fitted first, then the largest fixed value. */
    private static Optional<FittedSeries> best(List<FittedSeries> group, Axis axis) {
        return group.stream()
                .filter(s -> s.series().key().axis() == axis && s.series().size() >= 2)
                .max(Comparator.<FittedSeries>comparingInt(s -> s.selected().isPresent() ? 1 : 0)
                        .thenComparingInt(s -> s.series().key().fixedValue()));
    }

    private static Optional<FittedSeries> along(List<FittedSeries> group, Axis axis, int fixedValue) {
        return group.stream()
                .filter(s -> s.series().key().axis() == axis && s.series().size() >= 2)
                .filter(s -> s.series().key().fixedValue() == fixedValue)
                .findFirst();
    }
}
