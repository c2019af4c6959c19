package io.bulkbench.reports.site;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.trend.BoardSummary;
import io.bulkbench.analysis.trend.LevelChange;
import io.bulkbench.core.PointKey;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The site's index.json: what the index page shows, for machines. One object per board:
 * {@code board, status, page, history_csv, latest_run {run_id, started, host, label},
 * defaults [{symbol, device, direction, copy_mode, value, since_run, since}],
 * headline {point, tonight_mb_s, best_mb_s, share_of_best}, changes [{point, run_id,
 * started, mean_before_mb_s, mean_after_mb_s, change_percent, p_value, regression}],
 * slower_than_the_night_before [{point, before_mb_s, tonight_mb_s, relative_change,
 * p_value}]}.
 * A number not known is null. Written by Jackson, so every string is escaped.
 */
final class IndexJson {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private IndexJson() {}

    static byte[] of(List<BoardSummary> boards) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (BoardSummary s : boards) {
            Map<String, Object> b = new LinkedHashMap<>();
            b.put("board", s.board());
            b.put("status", s.status().label());
            b.put("status_line", s.statusLine());
            b.put("page", SiteFolder.boardPage(s.board()));
            b.put("history_csv", SiteFolder.board(s.board()) + "/" + SiteFolder.HISTORY_CSV);
            b.put(
                    "latest_run",
                    s.latest()
                            .map(r -> {
                                Map<String, Object> run = new LinkedHashMap<>();
                                run.put("run_id", r.runId());
                                run.put("started", r.info().started().toString());
                                run.put("host", r.info().host());
                                run.put("label", r.info().label());
                                return run;
                            })
                            .orElse(null));
            List<Map<String, Object>> defaults = new ArrayList<>();
            for (BoardSummary.CurrentDefault d : s.defaults()) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("symbol", d.history().symbol());
                m.put("device", d.history().device());
                m.put("direction", d.history().direction().label());
                m.put("copy_mode", d.history().copyMode().label());
                m.put("value", d.latest().value());
                m.put("since_run", d.since().run().runId());
                m.put("since", d.since().run().info().started().toString());
                defaults.add(m);
            }
            b.put("defaults", defaults);
            b.put(
                    "headline",
                    s.headline()
                            .map(p -> {
                                Map<String, Object> m = new LinkedHashMap<>();
                                m.put("point", point(p.key()));
                                m.put("tonight_mb_s", number(s.tonightMbS()));
                                m.put("best_mb_s", number(s.bestMbS()));
                                m.put("share_of_best", number(s.shareOfBest()));
                                return m;
                            })
                            .orElse(null));
            List<Map<String, Object>> changes = new ArrayList<>();
            for (LevelChange c : s.changes()) {
                changes.add(change(c, s.isRegression(c)));
            }
            b.put("changes", changes);
            b.put("slower_than_the_night_before", nightly(s.slowerThanTheNightBefore()));
            b.put("not_judged_tonight", nightly(s.notJudgedTonight()));
            out.add(b);
        }
        try {
            return JSON.writeValueAsBytes(Map.of("boards", out));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException("index.json could not be written", e);
        }
    }

    /**
     * Points compared with the night before: the change measured and the highest the true
     * change can be given tonight's lateness (the change itself when the simulator kept time).
     */
    private static List<Map<String, Object>> nightly(List<PointChange> changes) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (PointChange c : changes) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("point", point(c.key()));
            m.put("before_mb_s", number(c.baselineMbS()));
            m.put("tonight_mb_s", number(c.candidateMbS()));
            m.put("relative_change", number(c.relativeChange()));
            m.put("highest_change", number(c.highestChange()));
            m.put("p_value", number(c.pValue()));
            out.add(m);
        }
        return out;
    }

    static Map<String, Object> change(LevelChange c, boolean regression) {
        var run = c.point().nightOf(c.change()).run();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("point", point(c.point().key()));
        m.put("run_id", run.runId());
        m.put("started", run.info().started().toString());
        m.put("mean_before_mb_s", number(c.change().meanBefore()));
        m.put("mean_after_mb_s", number(c.change().meanAfter()));
        m.put("change_percent", number(c.change().changePercent()));
        m.put("p_value", number(c.change().pValue()));
        m.put("regression", regression);
        return m;
    }

    private static Map<String, Object> point(PointKey key) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("device", key.device());
        m.put("direction", key.direction().label());
        m.put("buffers", key.buffers());
        m.put("request_bytes", key.requestBytes());
        m.put("copy_mode", key.copyMode().label());
        return m;
    }

    /** JSON has no NaN: a number not known is null. */
    private static Double number(double value) {
        return Double.isFinite(value) ? value : null;
    }
}
