package io.bulkbench.reports;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.AnalysisResult;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.reports.chart.ReportCharts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MarkdownReportTest {

    private static String render(ReportInput input) throws IOException {
        return RenderedReport.markdown(input);
    }

    @Test
    void sectionsComeInReportOrder() throws IOException {
        String md = render(Fixtures.input());

        List<String> headings = md.lines().filter(l -> l.startsWith("## ")).toList();
        assertThat(headings)
                .containsExactly(
                        "## Recommendation",
                        "## Comparison with the baseline run",
                        "## Direction in",
                        "## Baselines for scale",
                        "## Failed points");
        String comparison = md.substring(md.indexOf("## Comparison"), md.indexOf("## Direction in"));
        assertThat(comparison
                        .lines()
                        .filter(l -> l.startsWith("| ") && !l.startsWith("| verdict") && !l.startsWith("| ---"))
                        .findFirst())
                .hasValueSatisfying(row -> assertThat(row).startsWith("| **regression** |"));
        assertThat(md.indexOf("### in, copy")).isLessThan(md.indexOf("### in, no-copy"));
    }

    @Test
    void bothHarnessBaselinesAndTheFailedPointsReason() throws IOException {
        String md = render(RealisticRun.input());

        String baselines = md.substring(md.indexOf("## Baselines for scale"), md.indexOf("## Failed points"));
        assertThat(baselines.lines().filter(l -> l.startsWith("| null |") || l.startsWith("| memcpy |")))
                .hasSize(2)
                .allSatisfy(row -> assertThat(row).endsWith(" x |"));
        assertThat(md.substring(md.indexOf("## Failed points")))
                .contains("| in, copy | 256 KiB x 64 | ENOMEM: cannot allocate 64 x 256 KiB of contiguous memory |");
    }

    @Test
    void chartsAreLinkedSideBySideAndWrittenBesideTheReport(@TempDir Path dir) throws IOException {
        ReportInput input = Fixtures.input();
        Path file = dir.resolve(RunFolder.REPORT_MD);
        MarkdownReport.write(
                input, ReportCharts.of(input.points(), input.analysis().fits()), file);

        String md = Files.readString(file);
        Matcher link = Pattern.compile("!\\[[^]]*]\\(([^)]+)\\)").matcher(md);
        int links = 0;
        while (link.find()) {
            links++;
            Path png = dir.resolve(link.group(1));
            assertThat(png).exists();
            assertThat(ImageIO.read(png.toFile())).isNotNull();
        }
        assertThat(links).isEqualTo(4);
        assertThat(md)
                .contains("| ![Throughput vs buffer count (in, copy)](chart-in-copy-buffers.png) "
                        + "| ![Throughput vs buffer count (in, no-copy)](chart-in-no-copy-buffers.png) |");
    }

    @Test
    void userTextCannotBreakTablesOrInjectHtml() throws IOException {
        PointKey key = new PointKey("<script>x</script>", "sim:a|b", Direction.OUT, 4, 16384, CopyMode.COPY);
        ReportInput input = ReportInput.builder(key.board(), key.device(), new AnalysisResult(List.of(), List.of()))
                .run("r", "t", "run `rm -rf`")
                .points(List.of(MeasuredPoint.failed(key, "stall | then *reset*\nagain")))
                .build();

        String md = render(input);

        assertThat(md).doesNotContain("<script>").contains("&lt;script&gt;x&lt;/script&gt;");
        assertThat(md).contains("| out, copy | 16 KiB x 4 | stall \\| then \\*reset\\* again |");
        assertThat(md).contains("Reproduce: `run 'rm -rf'`");
    }
}
