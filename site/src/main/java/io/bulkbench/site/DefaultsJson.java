package io.bulkbench.site;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The site's defaults.json, the defaults page for machines: {@code tree} (empty when none is
 * configured) and {@code defaults}, one object per board and default: {@code board}, the
 * index's default ({@link IndexEntry.Default}, in its snake_case names: {@code held,
 * held_nights, held_since_run, unsettled, values_seen, mb_s, cpu_us_per_mb}, ...), {@code
 * defconfig}, {@code shipped_value} and {@code shipped_from} (null where not configured) and
 * {@code contradicts}, and {@code shared_disagreeing} (board to held value) where the boards
 * sharing the defconfig hold different values, so it is patched for none. Written by Jackson, as index.json is.
 */
final class DefaultsJson {
    private DefaultsJson() {}

    static byte[] of(LabDefaults defaults) {
        List<Map<String, Object>> rows = defaults.rows().stream()
                .map(r -> {
                    Map<String, Object> row = new LinkedHashMap<>();
                    row.put("board", r.board());
                    row.put("default", r.held());
                    row.put("defconfig", r.defconfig());
                    row.put(
                            "shipped_value",
                            r.shipped() == null ? null : r.shipped().value().orElse(null));
                    row.put(
                            "shipped_from",
                            r.shipped() == null ? null : r.shipped().from());
                    row.put("contradicts", r.contradicts());
                    row.put("shared_disagreeing", r.shared().isEmpty() ? null : r.shared());
                    return row;
                })
                .toList();
        Map<String, Object> all = new LinkedHashMap<>();
        all.put("tree", defaults.tree());
        all.put("defaults", rows);
        try {
            return IndexEntry.JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(all);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException("defaults.json could not be written", e);
        }
    }
}
