package io.bulkbench.sweeps.run;

import io.bulkbench.analysis.Recommendation;
import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PercentText;
import io.bulkbench.core.ThroughputText;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/**
 * What {@code sweep} and {@code analyze} print of an analysis, so both read alike: one
 * line per recommended default with its evidence (and, for one late points left open,
 * that it is undecided), then the simulator's pace
 * ({@link LateSummary}).
 */
public final class AnalysisSummary {

    private AnalysisSummary() {}

    public static void print(List<Recommendation> recommendations, List<MeasuredPoint> points, PrintWriter out) {
        for (Recommendation r : recommendations) {
            out.println(line(r));
        }
        LateSummary.line(points).ifPresent(out::println);
    }

    static String line(Recommendation r) {
        return String.format(
                Locale.ROOT,
                "%s %s %s: %s=%s (%s, %s of best, %s of memory)%s",
                r.board(),
                r.direction().label(),
                r.copyMode().label(),
                r.symbol(),
                r.value(),
                ThroughputText.of(r.throughputMbS()),
                PercentText.whole(r.shareOfBest()),
                ByteSizeText.of(r.memoryBytes()),
                r.undecided()
                        .map(u -> "; " + u.why() + ", so it is not shipped")
                        .orElse(""));
    }
}
