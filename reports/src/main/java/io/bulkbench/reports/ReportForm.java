package io.bulkbench.reports;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.Verdict;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.ReportSections.Panel;
import io.bulkbench.reports.chart.CurveChart;
import io.bulkbench.reports.chart.ReportChart;
import io.bulkbench.reports.chart.ReportCharts;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * A form a report is written in (report.html, report.md): how each of its parts looks.
 * Which parts a run's report has, what they say and in which order is decided once, by
 * {@link #write} and {@link ReportSections}, so both forms tell the same story.
 */
interface ReportForm {

    /** The title, where and when the run was made, and how to repeat it. */
    void heading(ReportInput input) throws IOException;

    /** The recommended defaults (none when no series has two points measured ok) and the points whose data arrived corrupted. */
    void recommendation(List<Recommendation> recommendations, List<MeasuredPoint> corrupted) throws IOException;

    /** The points whose simulator ran late; never empty. */
    void late(List<MeasuredPoint> late) throws IOException;

    /** The comparison with a baseline run: the count of regressions, the other verdicts' sentence, every change. */
    void comparison(long regressions, String otherVerdicts, List<PointChange> changes) throws IOException;

    /** Opens the part of one direction. */
    void directionStart(Direction direction) throws IOException;

    /** Copy and no-copy charts of one kind side by side; never empty. */
    void charts(List<? extends ReportChart> charts) throws IOException;

    /** One direction and copy mode: its fits and its points. */
    void panel(Panel panel) throws IOException;

    /** Closes the part of one direction. */
    void directionEnd() throws IOException;

    /** A part made of tables by direction and copy mode; never empty. */
    void section(TableSection section) throws IOException;

    /** What the harness moves without the device under test; never empty. */
    void baselines(List<MeasuredPoint> baselines, double bestMbS) throws IOException;

    /** The points that could not be measured; never empty. */
    void failed(List<MeasuredPoint> failed) throws IOException;

    /** Ends the report. */
    void end() throws IOException;

    /** Writes a run's report in {@code form}: its parts in their order, leaving out those with nothing to say. */
    static void write(ReportInput input, ReportCharts charts, ReportForm form) throws IOException {
        form.heading(input);
        form.recommendation(ReportSections.recommendations(input), ReportSections.corrupted(input));
        sections(form, ConfirmedDefaults.section(input), PredictedPoints.section(input));
        List<MeasuredPoint> late = ReportSections.late(input);
        if (!late.isEmpty()) {
            form.late(late);
        }
        if (input.hasComparison()) {
            form.comparison(
                    ReportSections.count(input, Verdict.REGRESSION),
                    ReportSections.otherVerdicts(input),
                    ReportSections.changes(input));
        }
        sections(form, StageChanges.section(input));
        for (Direction d : ReportSections.directions(input)) {
            List<Panel> panels = ReportSections.panels(input, d);
            form.directionStart(d);
            charts(form, panels, p -> charts.buffers(p.direction(), p.copyMode()));
            charts(form, panels, p -> charts.requestSize(p.direction(), p.copyMode()));
            if (!charts.cpu(d).isEmpty()) {
                form.charts(charts.cpu(d));
            }
            for (Panel p : panels) {
                form.panel(p);
            }
            form.directionEnd();
        }
        sections(form, CpuCostSection.section(input), CompletionIntervals.section(input), CurveBends.section(input));
        if (!input.baselines().isEmpty()) {
            form.baselines(input.baselines(), ReportSections.bestMbS(input));
        }
        List<MeasuredPoint> failed = ReportSections.failed(input);
        if (!failed.isEmpty()) {
            form.failed(failed);
        }
        form.end();
    }

    private static void sections(ReportForm form, TableSection... sections) throws IOException {
        for (TableSection section : sections) {
            if (!section.isEmpty()) {
                form.section(section);
            }
        }
    }

    private static void charts(ReportForm form, List<Panel> panels, Function<Panel, Optional<CurveChart>> chart)
            throws IOException {
        List<CurveChart> shown =
                panels.stream().map(chart).flatMap(Optional::stream).toList();
        if (!shown.isEmpty()) {
            form.charts(shown);
        }
    }
}
