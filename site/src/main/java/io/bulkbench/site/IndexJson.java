package io.bulkbench.site;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;

/**
 * The site's index.json: what the index page shows, for machines. One object per board
 * ({@link IndexEntry}, in its snake_case names): {@code board, status, status_line, page,
 * spark, latest_run {run_id, started, host, label, device}, defaults [{symbol,
 * device, direction, copy_mode, value, since_run, since}], headline {point, point_text,
 * tonight_mb_s, best_mb_s, share_of_best, text}, changes [{point, point_id, run_id,
 * started, mean_before_mb_s, mean_after_mb_s, change_percent, p_value, regression, mark,
 * text}], slower_than_the_night_before and not_judged_tonight [{point, point_text,
 * before_mb_s, tonight_mb_s, relative_change, highest_change, p_value, test}], key_points
 * [{direction, copy_mode, request_bytes, buffers, mb_s}] (the latest run at each key
 * point, on latest_run's device), acknowledged {since, reason, by, at} (the change
 * acknowledged on the board, null when none)}. A number not known is null. Written by Jackson, so every string is escaped.
 */
final class IndexJson {
    private IndexJson() {}

    static byte[] of(List<IndexEntry> boards) {
        try {
            return IndexEntry.JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(Map.of("boards", boards));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException("index.json could not be written", e);
        }
    }
}
