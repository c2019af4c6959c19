package io.bulkbench.site;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.trend.BoardSummary;
import io.bulkbench.analysis.trend.BoardTrend;
import io.bulkbench.analysis.trend.Trends;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.PointKey;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The device pages from index entries written out by hand: the median of the boards at each
 * key point they share, the outlier marked and first, a hostile board name as text; and
 * the key points an entry keeps, from a board's summary through the database's JSON.
 */
class ComparisonPagesTest {
    private static final String HOSTILE = "<script>alert(1)</script>\"><img src=x onerror=alert(2)>&amp;";
    private static final String DEVICE = "sim:hs";

    private static IndexEntry.KeyPoint at(CopyMode mode, int requestBytes, int buffers, Double mbS) {
        return new IndexEntry.KeyPoint("in", mode.label(), requestBytes, buffers, mbS);
    }

    private static IndexEntry entry(String board, String device, IndexEntry.KeyPoint... keyPoints) {
        return entry(board, device, Arrays.asList(keyPoints));
    }

    /** A board's entry: its latest run on {@code device} and its key points, no more (DevicePageAtScale's too). */
    static IndexEntry entry(String board, String device, List<IndexEntry.KeyPoint> keyPoints) {
        return new IndexEntry(
                board,
                "ok",
                "ok",
                SiteFolder.boardPage(board),
                SiteFolder.board(board) + "/spark-0123.png",
                new IndexEntry.LatestRun("run-9", "2026-01-10T02:15:00Z", "host", "", device),
                List.of(),
                null,
                List.of(),
                List.of(),
                List.of(),
                keyPoints,
                null,
                null,
                null,
                null);
    }

    /**
     * Six boards at in no-copy 16 KiB x 2, the hostile one at 70 MB/s; two of them at in copy
     * 16 KiB x 2 (one more has it as a key point, not measured ok); one alone at 256 KiB x 32.
     */
    private static List<IndexEntry> lab() {
        List<IndexEntry> boards = new ArrayList<>();
        boards.add(entry("a", DEVICE, at(CopyMode.NO_COPY, 16384, 2, 100.0), at(CopyMode.COPY, 16384, 2, 50.0)));
        boards.add(entry("b", DEVICE, at(CopyMode.NO_COPY, 16384, 2, 101.0), at(CopyMode.COPY, 16384, 2, null)));
        boards.add(entry("c", DEVICE, at(CopyMode.NO_COPY, 16384, 2, 99.0)));
        boards.add(entry("d", DEVICE, at(CopyMode.NO_COPY, 16384, 2, 102.0), at(CopyMode.COPY, 16384, 2, 52.0)));
        boards.add(entry("e", DEVICE, at(CopyMode.NO_COPY, 16384, 2, 98.0), at(CopyMode.NO_COPY, 262144, 32, 40.0)));
        boards.add(entry(HOSTILE, DEVICE, at(CopyMode.NO_COPY, 16384, 2, 70.0)));
        return boards;
    }

    private static List<String> cells(Element row) {
        return row.select("td").stream().map(Element::text).toList();
    }

    @Test
    void eachSharedKeyPointIsTheBoardsAgainstTheirMedianWithTheOutlierMarkedAndFirst() {
        Document page = Jsoup.parse(ComparisonPages.html(DEVICE, lab()));

        // Only the key points two boards or more measured ok; 256 KiB x 32 was measured by e alone.
        assertThat(page.select("thead tr").get(0).select("th").eachText())
                .containsExactly("board", "status", "trend", "in copy 16 KiB x 2", "in no-copy 16 KiB x 2");
        // 50 and 52: median 51. 70 98 99 100 101 102: median 99.5.
        assertThat(page.select("thead tr").get(1).select("th").eachText())
                .containsExactly("median of the boards", "51.0", "99.5");
        List<Element> rows = page.select("tbody tr.board");
        assertThat(rows).extracting(r -> r.select("a").text()).containsExactly(HOSTILE, "a", "b", "c", "d", "e");
        // 70 / 99.5 - 1 = -29.6 %; its modified z-score 0.6745 x 29.5 / 1.5 = 13.3 (MAD 1.5).
        assertThat(cells(rows.get(0))).containsExactly(HOSTILE, "ok", "", "–", "70.0 (-29.6 %) outlier");
        assertThat(rows.get(0).select("td.outlier")).hasSize(1);
        // 50 / 51 - 1 = -2.0 %; 100 / 99.5 - 1 = +0.5 %.
        assertThat(cells(rows.get(1))).containsExactly("a", "ok", "", "50.0 (-2.0 %)", "100 (+0.5 %)");
        assertThat(cells(rows.get(2))).containsExactly("b", "ok", "", "not measured ok", "101 (+1.5 %)");
        assertThat(page.select("td.outlier")).hasSize(1);
    }

    @Test
    void aHostileBoardNameIsTextAndItsLinksStayInsideTheSite() {
        Document page = Jsoup.parse(ComparisonPages.html(DEVICE, lab()));

        assertThat(page.select("[onerror]")).isEmpty();
        assertThat(page.select("script"))
                .singleElement()
                .satisfies(script -> assertThat(script.data()).doesNotContain("alert"));
        Element hostile = page.select("tbody tr.board").get(0);
        assertThat(hostile.select("a").text()).isEqualTo(HOSTILE);
        assertThat(hostile.select("a").attr("href")).matches("\\.\\./\\.\\./boards/x-[0-9a-f]{16}/index.html");
        assertThat(hostile.select("img").attr("src")).matches("\\.\\./\\.\\./boards/x-[0-9a-f]{16}/spark-0123.png");
        assertThat(hostile.select("img").attr("loading")).isEqualTo("lazy");
        assertThat(page.title()).isEqualTo("Device sim:hs: boards compared");
    }

    @Test
    void everyDeviceHasItsPageAndABoardStoredWithoutKeyPointsIsListedWithout(@TempDir Path site) throws Exception {
        List<IndexEntry> boards = new ArrayList<>(lab());
        boards.add(entry("usb", "usb:0525:a4a0", at(CopyMode.NO_COPY, 16384, 2, 30.0)));
        boards.add(entry("old", DEVICE, (List<IndexEntry.KeyPoint>) null));
        SiteFiles files = new SiteFiles(site);

        ComparisonPages.write(boards, files);

        Document simHs = Jsoup.parse(Files.readString(site.resolve(SiteFolder.devicePage(DEVICE))));
        assertThat(simHs.select("tbody tr.board a").eachText()).contains("old").doesNotContain("usb");
        assertThat(cells(simHs.select("tbody tr.board").last())).containsExactly("old", "ok", "", "–", "–");
        Document usb = Jsoup.parse(Files.readString(site.resolve(SiteFolder.devicePage("usb:0525:a4a0"))));
        // One board is its own median: its key points are shown, nothing is an outlier.
        assertThat(cells(usb.select("tbody tr.board").first())).containsExactly("usb", "ok", "", "30.0 (+0.0 %)");
        assertThat(Jsoup.parse(ComparisonPages.links(boards)).select("a").eachText())
                .containsExactly(DEVICE, "usb:0525:a4a0");
    }

    @Test
    void anEntryKeepsTheLatestNightAtEachKeyPointThroughTheDatabasesJson() {
        PointKey few = Trends.key("b", 2, 16384, CopyMode.NO_COPY);
        PointKey many = Trends.key("b", 32, 262144, CopyMode.NO_COPY);
        Map<PointKey, double[]> points = new LinkedHashMap<>();
        points.put(few, new double[] {10, 11, Double.NaN});
        points.put(many, new double[] {40, 40, 36});
        BoardTrend h = Trends.board("b", points, List.of("32", "32", "32"), Map.of());
        BoardSummary s = BoardSummary.of(
                h,
                h.runs().get(2).info().started(),
                Optional.of(Trends.judged(h, Optional.empty(), 0.03)),
                Optional.empty());

        IndexEntry stored = IndexEntry.parse(IndexEntry.of(s).json());

        // The recommended configuration (32 buffers) first, then the grid's corners; few failed last night.
        assertThat(stored.keepsKeyPoints()).isTrue();
        assertThat(stored.keyPoints())
                .containsExactly(at(CopyMode.NO_COPY, 262144, 32, 36.0), at(CopyMode.NO_COPY, 16384, 2, null));
        assertThat(stored.keyPoints().get(0).text()).isEqualTo("in no-copy 256 KiB x 32");
        assertThat(Optional.of(
                        stored.onTheNightOf(h.runs().get(2).info().started().plusSeconds(3 * 86400))))
                .get()
                .extracting(IndexEntry::keyPoints)
                .isEqualTo(stored.keyPoints());
    }
}
