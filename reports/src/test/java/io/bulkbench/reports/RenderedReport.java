package io.bulkbench.reports;

import io.bulkbench.reports.chart.ReportCharts;
import java.io.IOException;
import java.io.StringWriter;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;

/** The two report forms of an input, rendered in memory for tests: report.html parsed, report.md as text. */
final class RenderedReport {

    private RenderedReport() {}

    static Document html(ReportInput input) throws IOException {
        StringWriter out = new StringWriter();
        HtmlReport.write(input, out);
        return Jsoup.parse(out.toString());
    }

    static String markdown(ReportInput input) throws IOException {
        StringWriter out = new StringWriter();
        MarkdownReport.write(
                input, ReportCharts.render(input.points(), input.analysis().fits()), out);
        return out.toString();
    }
}
