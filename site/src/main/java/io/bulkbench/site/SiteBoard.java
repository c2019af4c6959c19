package io.bulkbench.site;

import io.bulkbench.analysis.bisect.RecordedBisection;
import io.bulkbench.analysis.explain.RecordedExplanation;
import io.bulkbench.analysis.trend.BoardSummary;
import io.bulkbench.analysis.trend.LevelChange;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.PointText;
import io.bulkbench.reports.ChangeLine;
import java.util.List;
import java.util.Set;
import lombok.NonNull;

/**
 * A board as the site's pages show it: its summary, the runs whose own report was copied
 * into the site, its recorded bisections, its recorded explain comparisons and its
 * defaults as its index row has them (held or unsettled over its nights). Its nights
 * are data ({@link NightData}), one file per month, which its page loads to draw its trends.
 */
record SiteBoard(
        @NonNull BoardSummary summary,
        Set<String> copiedRuns,
        List<RecordedBisection> bisections,
        List<RecordedExplanation> explanations,
        List<IndexEntry.Default> defaults) {

    SiteBoard {
        copiedRuns = Set.copyOf(copiedRuns);
        bisections = List.copyOf(bisections);
        explanations = List.copyOf(explanations);
        defaults = List.copyOf(defaults);
    }

    /** A board without recorded explain comparisons, its defaults as its index row has them. */
    SiteBoard(BoardSummary summary, Set<String> copiedRuns, List<RecordedBisection> bisections) {
        this(summary, copiedRuns, bisections, List.of(), IndexEntry.of(summary).defaults());
    }

    /** The months its nights are filed under ({@link NightData#month}), oldest first. */
    List<String> months() {
        return summary.trend().runs().stream()
                .map(NightData::month)
                .distinct()
                .sorted()
                .toList();
    }

    String board() {
        return summary.board();
    }

    /** A point key as a person reads it: "sim:hs in copy 64 KiB x 8". */
    static String describe(PointKey key) {
        return PointText.onDevice(key);
    }

    /** A change point in one line, as every surface gives it ({@link ChangeLine#level}). */
    static String describe(LevelChange c) {
        return ChangeLine.level(c.point(), c.change());
    }
}
