package io.bulkbench.analysis;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The one configuration a run recommends per direction and copy mode: its recommended
 * buffer count at its recommended request size, as a point key, so it can be measured
 * again ({@code --confirm}) or checked against a model ({@code --design model}). A setup
 * with only one of the two recommendations has none.
 */
public record RecommendedConfiguration(PointKey key, double throughputMbS) {

    /** The recommended configuration of every setup that recommends both a buffer count and a request size. */
    public static List<RecommendedConfiguration> of(List<Recommendation> recommendations, AnalysisSettings settings) {
        Map<String, Recommendation> buffers = new LinkedHashMap<>();
        Map<String, Recommendation> sizes = new LinkedHashMap<>();
        for (Recommendation r : recommendations) {
            String setup = setup(r.board(), r.device(), r.direction(), r.copyMode());
            if (r.symbol().equals(settings.buffersSymbol())) {
                buffers.put(setup, r);
            } else if (r.symbol().equals(settings.requestSizeSymbol())) {
                sizes.put(setup, r);
            }
        }
        List<RecommendedConfiguration> out = new ArrayList<>();
        for (Map.Entry<String, Recommendation> e : buffers.entrySet()) {
            Recommendation count = e.getValue();
            Optional<Integer> n = whole(count.value());
            Optional<Integer> kib = Optional.ofNullable(sizes.get(e.getKey())).flatMap(s -> whole(s.value()));
            if (n.isPresent() && kib.isPresent() && n.get() > 0 && kib.get() > 0) {
                out.add(new RecommendedConfiguration(
                        new PointKey(
                                count.board(),
                                count.device(),
                                count.direction(),
                                n.get(),
                                kib.get() * 1024,
                                count.copyMode()),
                        count.throughputMbS()));
            }
        }
        return out;
    }

    /** Whether two keys are of one setup (board, device, direction, copy mode). */
    public static boolean sameSetup(PointKey a, PointKey b) {
        return setup(a.board(), a.device(), a.direction(), a.copyMode())
                .equals(setup(b.board(), b.device(), b.direction(), b.copyMode()));
    }

    private static String setup(String board, String device, Direction direction, CopyMode mode) {
        return board + '\0' + device + '\0' + direction + '\0' + mode;
    }

    /** A recommendation's value as a whole number (a buffer count, a size in KiB), if it is one. */
    public static Optional<Integer> whole(String value) {
        try {
            return Optional.of(Integer.parseInt(value.trim()));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
