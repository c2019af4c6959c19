package io.bulkbench.reports.patch;

import io.bulkbench.analysis.Recommendation;
import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.function.ToLongFunction;

/**
 * The measured points a patch's table shows for one setting: along the series the
 * recommendation was chosen from (same board, device, direction and copy mode), the
 * recommended value, its nearest measured neighbours on either side, and the current
 * value when it was measured. A buffer count's series is the one at the recommended
 * request size (its memory over its count) when that size was swept over buffer counts,
 * else the largest request size that was, as the analysis chooses; a request size's
 * series is the deepest pipeline that measured it.
 *
 * @param fixed what the series holds fixed: the request bytes of a buffer-count series,
 *     the buffer count of a request-size series
 * @param rows by x (buffer count, or request bytes), each with its point when it was
 *     measured ok
 */
public record MeasuredNeighbours(SettingKind kind, long fixed, List<Row> rows) {

    /** One x of the table: the point measured there, if any, and whether it is the recommended or current value. */
    public record Row(long x, Optional<MeasuredPoint> point, boolean recommended, boolean current) {}

    /**
     * The table of {@code setting}, or empty when its value or the series is not a number
     * the points can be matched with. {@code current} is the value the tree has now, in the
     * symbol's own unit, when known.
     */
    public static Optional<MeasuredNeighbours> of(
            PatchSetting setting, List<MeasuredPoint> points, OptionalLong current) {
        Recommendation r = setting.recommendation();
        OptionalLong value = number(r.value());
        if (value.isEmpty() || value.getAsLong() <= 0) {
            return Optional.empty();
        }
        List<MeasuredPoint> scope = points.stream()
                .filter(MeasuredPoint::isOk)
                .filter(p -> p.key().board().equals(r.board())
                        && p.key().device().equals(r.device())
                        && p.key().direction() == r.direction()
                        && p.key().copyMode() == r.copyMode())
                .toList();
        boolean buffers = setting.kind() == SettingKind.BUFFER_COUNT;
        long unit = buffers ? 1 : ByteSizeText.KIB;
        ToLongFunction<PointKey> fixedOf = buffers ? PointKey::requestBytes : PointKey::buffers;
        ToLongFunction<PointKey> xOf = buffers ? PointKey::buffers : PointKey::requestBytes;
        Map<Long, Map<Long, MeasuredPoint>> series = new TreeMap<>();
        for (MeasuredPoint p : scope) {
            series.computeIfAbsent(fixedOf.applyAsLong(p.key()), k -> new TreeMap<>())
                    .put(xOf.applyAsLong(p.key()), p);
        }
        series.values().removeIf(s -> s.size() < 2);
        long x = value.getAsLong() * unit;
        Optional<Long> fixed = buffers ? requestSizeOf(r, x, series) : deepestWith(x, series);
        if (fixed.isEmpty()) {
            return Optional.empty();
        }
        TreeMap<Long, MeasuredPoint> along = new TreeMap<>(series.get(fixed.get()));
        OptionalLong now = current.isPresent() ? OptionalLong.of(current.getAsLong() * unit) : OptionalLong.empty();
        TreeMap<Long, Row> rows = new TreeMap<>();
        rows.put(x, row(x, along, true, now));
        Optional.ofNullable(along.lowerKey(x)).ifPresent(k -> rows.put(k, row(k, along, false, now)));
        Optional.ofNullable(along.higherKey(x)).ifPresent(k -> rows.put(k, row(k, along, false, now)));
        if (now.isPresent() && along.containsKey(now.getAsLong())) {
            rows.putIfAbsent(now.getAsLong(), row(now.getAsLong(), along, false, now));
        }
        return Optional.of(new MeasuredNeighbours(setting.kind(), fixed.get(), new ArrayList<>(rows.values())));
    }

    private static Row row(long x, Map<Long, MeasuredPoint> along, boolean recommended, OptionalLong current) {
        return new Row(
                x, Optional.ofNullable(along.get(x)), recommended, current.isPresent() && current.getAsLong() == x);
    }

    /** The request size a buffer count was chosen at: the one its memory names, else the largest swept one. */
    private static Optional<Long> requestSizeOf(
            Recommendation r, long count, Map<Long, Map<Long, MeasuredPoint>> series) {
        if (r.memoryBytes() % count == 0 && series.containsKey(r.memoryBytes() / count)) {
            return Optional.of(r.memoryBytes() / count);
        }
        return series.keySet().stream().max(Long::compare);
    }

    /** The deepest pipeline whose request-size series measured {@code bytes}, else the deepest there is. */
    private static Optional<Long> deepestWith(long bytes, Map<Long, Map<Long, MeasuredPoint>> series) {
        return series.entrySet().stream()
                .filter(e -> e.getValue().containsKey(bytes))
                .map(Map.Entry::getKey)
                .max(Long::compare)
                .or(() -> series.keySet().stream().max(Long::compare));
    }

    /** A Kconfig value as a whole number, when it is one (decimal). */
    public static OptionalLong number(String value) {
        try {
            return OptionalLong.of(Long.parseLong(value.strip()));
        } catch (NumberFormatException e) {
            return OptionalLong.empty();
        }
    }
}
