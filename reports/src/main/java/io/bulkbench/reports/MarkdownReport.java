package io.bulkbench.reports;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.TerminalText;
import io.bulkbench.reports.ReportSections.Panel;
import io.bulkbench.reports.chart.ChartImage;
import io.bulkbench.reports.chart.ReportChart;
import io.bulkbench.reports.chart.ReportCharts;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * report.md: the same story as report.html in GitHub-flavoured Markdown, for a merge
 * request or a wiki. Charts are the same PNGs, written as files beside report.md and
 * linked by relative name (Markdown renderers drop data URIs), so the folder is the
 * unit to publish. Copy and no-copy charts sit side by side in a two-column table.
 */
public final class MarkdownReport {

    private MarkdownReport() {}

    /** Writes the chart PNGs beside {@code file}, then report.md itself; each atomically. */
    public static void write(ReportInput input, ReportCharts charts, Path file) throws IOException {
        Path folder = file.toAbsolutePath().getParent();
        for (ChartImage chart : charts.images()) {
            AtomicFile.writeBytes(folder.resolve(chart.fileName()), chart.png());
        }
        AtomicFile.write(file, out -> write(input, charts, out));
    }

    /** Writes the Markdown only; the charts it links must be written beside it. */
    public static void write(ReportInput input, ReportCharts charts, Writer out) throws IOException {
        ReportForm.write(input, charts, new Markdown(out));
        out.flush();
    }

    /** report.md's look of each part. */
    private record Markdown(Writer out) implements ReportForm {

        @Override
        public void heading(ReportInput input) throws IOException {
            out.write("# bulkbench report: " + md(input.board()) + " " + md(input.runId()) + "\n\n");
            out.write(
                    "Device `" + code(input.device()) + "`, run `" + code(input.runId()) + "`, created "
                            + md(input.createdAt())
                            + ". Throughput in MB/s (10^6 bytes/s, as dd prints it), sizes in KiB (1024 bytes) and MiB (1024 KiB).\n\n");
            out.write("Reproduce: `" + code(input.reproduceCommand()) + "`\n\n");
        }

        @Override
        public void recommendation(List<Recommendation> recommendations, List<MeasuredPoint> corrupted)
                throws IOException {
            out.write("## Recommendation\n\n");
            Optional<String> undecided = ReportSections.undecided(recommendations);
            if (undecided.isPresent()) {
                out.write("> **Warning:** " + md(undecided.get()) + "\n\n");
            }
            if (recommendations.isEmpty()) {
                out.write(ReportSections.NO_RECOMMENDATION + "\n\n");
            } else {
                out.write(ReportTables.recommendations(recommendations).markdown() + "\n");
            }
            if (!corrupted.isEmpty()) {
                out.write("> **Warning:** " + md(ReportSections.corruptedIntro(corrupted.size())) + "\n\n");
            }
        }

        @Override
        public void late(List<MeasuredPoint> late) throws IOException {
            out.write("## " + ReportSections.LATE_TITLE + "\n\n> **Warning:** "
                    + md(ReportSections.lateIntro(late.size())) + "\n\n"
                    + ReportTables.late(late).markdown() + "\n");
        }

        @Override
        public void comparison(long regressions, String otherVerdicts, List<PointChange> changes) throws IOException {
            out.write("## Comparison with the baseline run\n\n" + (regressions > 0 ? "**" : "") + regressions
                    + " regression(s)" + (regressions > 0 ? "**" : "") + ", " + md(otherVerdicts) + "\n\n");
            out.write(ReportTables.changes(changes).markdown() + "\n");
        }

        @Override
        public void directionStart(Direction d) throws IOException {
            out.write("## Direction " + d.label() + "\n\n");
        }

        /** One table row of images (copy | no-copy), then each caption. */
        @Override
        public void charts(List<? extends ReportChart> charts) throws IOException {
            StringBuilder header = new StringBuilder("|");
            StringBuilder rule = new StringBuilder("|");
            StringBuilder row = new StringBuilder("|");
            for (ReportChart image : charts) {
                header.append(' ').append(md(image.title())).append(" |");
                rule.append(" --- |");
                row.append(" ![")
                        .append(md(image.title()))
                        .append("](")
                        .append(image.fileName())
                        .append(") |");
            }
            out.write(header + "\n" + rule + "\n" + row + "\n\n");
            for (ReportChart image : charts) {
                out.write("*" + md(image.title()) + ":* " + md(image.caption()) + "\n\n");
            }
        }

        @Override
        public void panel(Panel p) throws IOException {
            out.write("### " + md(p.title()) + "\n\n");
            if (!p.fits().isEmpty()) {
                out.write("Selected fits:\n\n" + ReportTables.fits(p.fits()).markdown() + "\n");
            }
            out.write("Points:\n\n" + ReportTables.points(p.points()).markdown() + "\n");
        }

        @Override
        public void directionEnd() {
            // A Markdown heading needs no end.
        }

        @Override
        public void section(TableSection section) throws IOException {
            out.write(section.markdown());
        }

        @Override
        public void baselines(List<MeasuredPoint> baselines, double bestMbS) throws IOException {
            out.write("## Baselines for scale\n\nWhat the harness moves without the device under test.\n\n");
            out.write(ReportTables.baselines(baselines, bestMbS).markdown() + "\n");
        }

        @Override
        public void failed(List<MeasuredPoint> failed) throws IOException {
            out.write("## Failed points\n\n" + ReportTables.failed(failed).markdown() + "\n");
        }

        @Override
        public void end() {
            // The last part ends the file.
        }
    }

    private static String md(String text) {
        return MarkdownText.escape(text);
    }

    /** Inside a code span only a backtick or a line break can do harm. */
    private static String code(String text) {
        return TerminalText.line(text.replace('`', '\''));
    }
}
