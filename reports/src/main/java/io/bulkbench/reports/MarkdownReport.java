package io.bulkbench.reports;

import io.bulkbench.analysis.Verdict;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.ReportSections.Panel;
import io.bulkbench.reports.chart.ChartImage;
import io.bulkbench.reports.chart.ReportCharts;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * report.md: the same story as report.html in GitHub-flavoured Markdown, for a merge
 * request or a wiki. Charts are the same PNGs, written as files beside report.md and
 * linked by relative name (Markdown renderers drop data URIs), so the folder is the
 * unit to publish. Copy and no-copy charts sit side by side in a two-column table.
 */
public final class MarkdownReport {

    private MarkdownReport() {}

    /** Renders the charts, writes them beside {@code file}, then report.md; each atomically. */
    public static void write(ReportInput input, Path file) throws IOException {
        write(input, ReportCharts.render(input.points(), input.analysis().fits()), file);
    }

    /** Writes the chart PNGs beside {@code file}, then report.md itself; each atomically. */
    public static void write(ReportInput input, ReportCharts charts, Path file) throws IOException {
        Path folder = file.toAbsolutePath().getParent();
        for (ChartImage chart : charts.all()) {
            AtomicFile.writeBytes(folder.resolve(chart.fileName()), chart.png());
        }
        AtomicFile.write(file, out -> write(input, charts, out));
    }

    /** Writes the Markdown only; the charts it links must be written beside it. */
    public static void write(ReportInput input, ReportCharts charts, Writer out) throws IOException {
        out.write("# bulkbench report: " + md(input.board()) + " " + md(input.runId()) + "\n\n");
        out.write("Device `" + code(input.device()) + "`, run `" + code(input.runId()) + "`, created "
                + md(input.createdAt()) + ". Throughput in MB/s (10^6 bytes/s, as dd prints it), sizes in KiB.\n\n");
        out.write("Reproduce: `" + code(input.reproduceCommand()) + "`\n\n");
        recommendation(input, out);
        section(ConfirmedDefaults.section(input), out);
        section(PredictedPoints.section(input), out);
        late(input, out);
        comparison(input, out);
        for (Direction d : ReportSections.directions(input)) {
            direction(input, charts, d, out);
        }
        section(CompletionIntervals.section(input), out);
        section(CurveBends.section(input), out);
        if (!input.baselines().isEmpty()) {
            out.write("## Baselines for scale\n\nWhat the harness moves without the device under test.\n\n");
            out.write(ReportTables.baselines(input.baselines(), ReportSections.bestMbS(input))
                            .markdown() + "\n");
        }
        List<MeasuredPoint> failed = ReportSections.failed(input);
        if (!failed.isEmpty()) {
            out.write("## Failed points\n\n" + ReportTables.failed(failed).markdown() + "\n");
        }
        out.flush();
    }

    private static void recommendation(ReportInput input, Writer out) throws IOException {
        out.write("## Recommendation\n\n");
        var recommendations = ReportSections.recommendations(input);
        if (recommendations.isEmpty()) {
            out.write("No recommendation: no series could be fitted. The points are below.\n\n");
        } else {
            out.write(ReportTables.recommendations(recommendations).markdown() + "\n");
        }
        List<MeasuredPoint> corrupted = ReportSections.corrupted(input);
        if (!corrupted.isEmpty()) {
            out.write("> **Warning:** " + corrupted.size() + " point(s) received corrupted data (verify errors "
                    + "above zero); their throughput does not count.\n\n");
        }
    }

    private static void late(ReportInput input, Writer out) throws IOException {
        List<MeasuredPoint> late = ReportSections.late(input);
        if (late.isEmpty()) {
            return;
        }
        out.write("## " + ReportSections.LATE_TITLE + "\n\n> **Warning:** " + md(ReportSections.lateIntro(late.size()))
                + "\n\n" + ReportTables.late(late).markdown() + "\n");
    }

    private static void comparison(ReportInput input, Writer out) throws IOException {
        if (!input.hasComparison()) {
            return;
        }
        long regressions = ReportSections.count(input, Verdict.REGRESSION);
        out.write("## Comparison with the baseline run\n\n" + (regressions > 0 ? "**" : "") + regressions
                + " regression(s)" + (regressions > 0 ? "**" : "") + ", " + md(ReportSections.otherVerdicts(input))
                + "\n\n");
        out.write(ReportTables.changes(ReportSections.changes(input)).markdown() + "\n");
    }

    private static void section(TableSection section, Writer out) throws IOException {
        if (!section.isEmpty()) {
            out.write(section.markdown());
        }
    }

    private static void direction(ReportInput input, ReportCharts charts, Direction d, Writer out) throws IOException {
        List<Panel> panels = ReportSections.panels(input, d);
        out.write("## Direction " + d.label() + "\n\n");
        pair(panels, p -> charts.buffers(p.direction(), p.copyMode()), out);
        pair(panels, p -> charts.requestSize(p.direction(), p.copyMode()), out);
        for (Panel p : panels) {
            out.write("### " + md(p.title()) + "\n\n");
            if (!p.fits().isEmpty()) {
                out.write("Selected fits:\n\n" + ReportTables.fits(p.fits()).markdown() + "\n");
            }
            out.write("Points:\n\n" + ReportTables.points(p.points()).markdown() + "\n");
        }
    }

    /** One table row of images (copy | no-copy), then each caption. */
    private static void pair(List<Panel> panels, Function<Panel, Optional<ChartImage>> chart, Writer out)
            throws IOException {
        List<ChartImage> images =
                panels.stream().map(chart).flatMap(Optional::stream).toList();
        if (images.isEmpty()) {
            return;
        }
        StringBuilder header = new StringBuilder("|");
        StringBuilder rule = new StringBuilder("|");
        StringBuilder row = new StringBuilder("|");
        for (ChartImage image : images) {
            header.append(' ').append(md(image.title())).append(" |");
            rule.append(" --- |");
            row.append(" ![")
                    .append(md(image.title()))
                    .append("](")
                    .append(image.fileName())
                    .append(") |");
        }
        out.write(header + "\n" + rule + "\n" + row + "\n\n");
        for (ChartImage image : images) {
            out.write("*" + md(image.title()) + ":* " + md(image.caption()) + "\n\n");
        }
    }

    private static String md(String text) {
        return MarkdownText.escape(text);
    }

    /** Inside a code span only a backtick or a line break can do harm. */
    private static String code(String text) {
        return text.replace('`', '\'').replace('\n', ' ').replace('\r', ' ');
    }
}
