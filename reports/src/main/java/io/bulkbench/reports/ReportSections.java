package io.bulkbench.reports;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.SeriesFit;
import io.bulkbench.analysis.Verdict;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * What a report says, in the order it says it, shared by the HTML and Markdown forms so
 * both tell the same story: recommendation first, the points whose simulator ran late,
 * then the comparison with regressions first, then one panel per direction and copy
 * mode, baselines, and failed points.
 */
final class ReportSections {
    static final String LATE_TITLE = "Simulator ran late";
    static final String NO_RECOMMENDATION = "No recommendation: " + Recommendation.WHY_NONE + ". The points are below.";
    private static final Comparator<MeasuredPoint> POINT_ORDER = Comparator.comparing(
                    (MeasuredPoint p) -> p.key().direction())
            .thenComparing(p -> p.key().copyMode())
            .thenComparingInt(p -> p.key().requestBytes())
            .thenComparingInt(p -> p.key().buffers());

    /** One direction and copy mode: its measured points and its selected fits. */
    record Panel(Direction direction, CopyMode copyMode, List<MeasuredPoint> points, List<SeriesFit> fits) {
        String title() {
            return ReportFormat.scope(direction, copyMode);
        }
    }

    private ReportSections() {}

    static List<Recommendation> recommendations(ReportInput input) {
        List<Recommendation> sorted = new ArrayList<>(input.analysis().recommendations());
        sorted.sort(Comparator.comparing(Recommendation::direction)
                .thenComparing(Recommendation::copyMode)
                .thenComparing(Recommendation::symbol));
        return sorted;
    }

    /** Regressions first, worst first; then improvements, unchanged, not comparable, simulator late. */
    static List<PointChange> changes(ReportInput input) {
        List<PointChange> sorted = new ArrayList<>(input.comparison());
        sorted.sort(Comparator.comparing(PointChange::verdict)
                .thenComparingDouble(c -> Double.isNaN(c.relativeChange()) ? 0 : c.relativeChange()));
        return sorted;
    }

    static long count(ReportInput input, Verdict verdict) {
        return PointChange.count(input.comparison(), verdict);
    }

    /** The comparison's counts after its regressions, as a sentence's end: "2 improvement(s), 40 unchanged, ...". */
    static String otherVerdicts(ReportInput input) {
        String counts = count(input, Verdict.IMPROVEMENT) + " improvement(s), " + count(input, Verdict.UNCHANGED)
                + " unchanged, " + count(input, Verdict.NOT_COMPARABLE) + " not comparable";
        long late = count(input, Verdict.SIMULATOR_LATE);
        return late == 0
                ? counts + "."
                : counts + ", " + late + " not judged: a drop the simulator's lateness may account for.";
    }

    /** Directions that have points, in the order in, out, both. */
    static List<Direction> directions(ReportInput input) {
        return input.points().stream()
                .map(p -> p.key().direction())
                .distinct()
                .sorted()
                .toList();
    }

    /** The panels of one direction (copy, then no-copy), only those with points. */
    static List<Panel> panels(ReportInput input, Direction direction) {
        List<Panel> panels = new ArrayList<>();
        for (CopyMode mode : CopyMode.values()) {
            List<MeasuredPoint> points = input.points().stream()
                    .filter(p -> p.key().direction() == direction && p.key().copyMode() == mode)
                    .sorted(POINT_ORDER)
                    .toList();
            if (points.isEmpty()) {
                continue;
            }
            List<SeriesFit> fits = input.analysis().selectedFits().stream()
                    .filter(f ->
                            f.series().direction() == direction && f.series().copyMode() == mode)
                    .sorted(Comparator.comparing((SeriesFit f) -> f.series().axis())
                            .thenComparingInt(f -> f.series().fixedValue()))
                    .toList();
            panels.add(new Panel(direction, mode, points, fits));
        }
        return panels;
    }

    static List<MeasuredPoint> failed(ReportInput input) {
        return input.points().stream()
                .filter(p -> !p.isOk())
                .sorted(POINT_ORDER)
                .toList();
    }

    /** Points whose simulator ran late for more than the limit of their time: the machine, not the pipeline, set their figure. */
    static List<MeasuredPoint> late(ReportInput input) {
        return input.points().stream()
                .filter(MeasuredPoint::simulatorRanLate)
                .sorted(POINT_ORDER)
                .toList();
    }

    /**
     * The warning at the top of a report whose defaults late points left open, naming each;
     * empty when every default is decided.
     */
    static Optional<String> undecided(List<Recommendation> recommendations) {
        List<String> open = recommendations.stream()
                .filter(r -> !r.decided())
                .map(r -> KconfigWriter.symbol(r) + "=" + KconfigWriter.value(r) + " for "
                        + ReportFormat.scope(r.direction(), r.copyMode()) + " (the bounds allow "
                        + r.undecided().orElseThrow().range() + ")")
                .toList();
        if (open.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(open.size() + " default(s) undecided: the simulator ran late at points that decide them,"
                + " and the figures their late bounds allow choose other values: " + String.join("; ", open)
                + ". defaults.config writes them commented out and patch refuses them; sweep again on a quieter"
                + " machine.");
    }

    /** What the late section says before its table. */
    static String lateIntro(int count) {
        return count + " point(s) lost more than " + ReportFormat.significant(100 * MeasuredPoint.LATE_LIMIT)
                + " % of their measured time to a simulator running late: the simulated bus sat idle because the"
                + " machine was too busy to run the host in time, so each figure may read low by up to its late share."
                + " A comparison judges a drop larger than that share and leaves a smaller one unjudged; their curve"
                + " and knee say as much about the machine as about the pipeline. Measure them again on a quieter"
                + " machine.";
    }

    /** What the recommendation section says of points whose data arrived corrupted. */
    static String corruptedIntro(int count) {
        return count + " point(s) received corrupted data (verify errors above zero); their throughput does not count.";
    }

    /** Points whose data arrived corrupted: a streaming user must see these at once. */
    static List<MeasuredPoint> corrupted(ReportInput input) {
        return input.points().stream()
                .filter(p -> p.verifyErrors() > 0)
                .sorted(POINT_ORDER)
                .toList();
    }

    /** The best mean measured in the run, NaN when nothing was measured. */
    static double bestMbS(ReportInput input) {
        return input.points().stream()
                .filter(MeasuredPoint::isOk)
                .mapToDouble(MeasuredPoint::throughputMbS)
                .max()
                .orElse(Double.NaN);
    }
}
