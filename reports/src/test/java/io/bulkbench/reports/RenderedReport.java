package io.bulkbench.reports;

import io.bulkbench.reports.chart.ReportCharts;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Path;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;

/**
 * The two report forms of an input as a run folder gets them (charts rendered once, for
 * both): report.html parsed or written to a file, report.md as text.
 */
final class RenderedReport {

    private RenderedReport() {}

    static ReportCharts charts(ReportInput input) {
        return ReportCharts.of(input.points(), input.analysis().fits());
    }

    static Document html(ReportInput input) throws IOException {
        StringWriter out = new StringWriter();
        HtmlReport.write(input, charts(input), out);
        return Jsoup.parse(out.toString());
    }

    /** report.html written to {@code file}, as a run folder holds it. */
    static Path htmlFile(ReportInput input, Path file) throws IOException {
        HtmlReport.write(input, charts(input), file);
        return file;
    }

    static String markdown(ReportInput input) throws IOException {
        StringWriter out = new StringWriter();
        MarkdownReport.write(input, charts(input), out);
        return out.toString();
    }
}
