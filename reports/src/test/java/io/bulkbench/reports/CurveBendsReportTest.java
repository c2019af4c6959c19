package io.bulkbench.reports;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.PointLimit;
import io.bulkbench.analysis.PointLimit.Resource;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.io.IOException;
import java.util.List;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

/** "Why the curve bends": what limits each point, a table per direction and copy mode, only with a calibrated model. */
class CurveBendsReportTest {

    private static List<PointLimit> limits() {
        return List.of(
                new PointLimit(Fixtures.key(Direction.IN, 2, 16384, CopyMode.NO_COPY), Resource.BUFFERS, 18.6),
                new PointLimit(Fixtures.key(Direction.IN, 8, 16384, CopyMode.NO_COPY), Resource.DEVICE, 19.8),
                new PointLimit(Fixtures.key(Direction.IN, 2, 65536, CopyMode.NO_COPY), Resource.LINK, 19.9),
                new PointLimit(Fixtures.key(Direction.IN, 8, 65536, CopyMode.COPY), Resource.COPY, 19.9));
    }

    private static ReportInput withLimits(List<PointLimit> limits) {
        ReportInput base = Fixtures.input();
        return base.toBuilder().limits(limits).build();
    }

    @Test
    void theHtmlReportTablesTheLimitOfEveryPointBySizeAndBufferCount() throws IOException {
        Document page = RenderedReport.html(withLimits(limits()));
        Element section = page.getElementById("curve-bends");
        assertThat(section.selectFirst("h2").text()).isEqualTo("Why the curve bends");
        assertThat(section.select("h3").eachText()).containsExactly("in, copy", "in, no-copy");
        Element noCopy = section.select("table").get(1);
        assertThat(noCopy.select("thead th").eachText()).containsExactly("request", "2 buffers", "8 buffers");
        assertThat(noCopy.select("tbody tr").get(0).children().eachText())
                .containsExactly("16 KiB", "too few buffers", "device storage");
        Element sixtyFour = noCopy.select("tbody tr").get(1);
        assertThat(sixtyFour.children()).hasSize(3);
        assertThat(sixtyFour.child(1).text()).isEqualTo("link bandwidth");
        assertThat(sixtyFour.child(2).text())
                .as("no point at 64 KiB x 8 without copy")
                .isEmpty();
    }

    @Test
    void theMarkdownReportHasTheSameSectionAndARunWithoutAModelHasNone() throws IOException {
        assertThat(RenderedReport.markdown(withLimits(limits())))
                .contains("## Why the curve bends\n")
                .contains("| 64 KiB | copy |");

        assertThat(RenderedReport.html(Fixtures.input()).getElementById("curve-bends"))
                .isNull();
    }
}
