package io.bulkbench.site;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.bulkbench.analysis.change.ChangePoint;
import io.bulkbench.analysis.trend.Acknowledgement;
import io.bulkbench.analysis.trend.BoardSummary;
import io.bulkbench.analysis.trend.BoardTrend;
import io.bulkbench.analysis.trend.NightVerdict;
import io.bulkbench.analysis.trend.Trends;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.PointKey;
import io.bulkbench.history.NightVerdicts;
import java.io.ByteArrayInputStream;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import javax.xml.parsers.DocumentBuilderFactory;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * index.json, feed.xml and the index page from summaries written out by hand, hostile names among them,
 * each through the index entry the results database keeps.
 */
class FeedAndIndexTest {
    private static final String HOSTILE = "<script>alert(1)</script>\"><img src=x onerror=alert(2)>&amp;";

    private static BoardSummary summary(String board, List<ChangePoint> changes) {
        return summary(board, new double[] {40, 40, 36, 36}, changes);
    }

    /** Four nights of a board, its large point's as given, its verdicts as the database stores them. */
    private static BoardSummary summary(String board, double[] large, List<ChangePoint> changes) {
        PointKey few = Trends.key(board, 2, 16384, CopyMode.NO_COPY);
        PointKey many = Trends.key(board, 32, 262144, CopyMode.NO_COPY);
        Map<PointKey, double[]> points = new LinkedHashMap<>();
        points.put(few, new double[] {10, 10, 10, 10});
        points.put(many, large);
        BoardTrend h = Trends.board(board, points, List.of("32", "32", "32", "32"), Map.of(many, changes));
        Instant last = h.runs().get(3).info().started();
        return BoardSummary.of(h, last, judged(h), Optional.empty());
    }

    /** The latest night's verdict as the database stores it, at 3 %, no change acknowledged. */
    private static Optional<NightVerdict> judged(BoardTrend h) {
        return Optional.of(Trends.judged(h, Optional.empty(), 0.03));
    }

    /** Each board's latest night with its stored verdict, as the feed's window reads them from the database. */
    private static List<NightVerdicts.StoredNight> nights(List<BoardSummary> boards) {
        return boards.stream()
                .map(b -> new NightVerdicts.StoredNight(
                        b.board(),
                        b.latest().orElseThrow().runId(),
                        b.latest().orElseThrow().info().started(),
                        b.verdict().orElseThrow()))
                .toList();
    }

    private static List<RegressionFeed.Entry> entries(List<BoardSummary> boards) {
        return RegressionFeed.entries(stored(boards), nights(boards));
    }

    /** Each board's index entry as the results database keeps it: written as JSON text and read back. */
    private static List<IndexEntry> stored(List<BoardSummary> boards) {
        return boards.stream()
                .map(b -> IndexEntry.parse(IndexEntry.of(b).json()))
                .toList();
    }

    private static final ChangePoint DROP = new ChangePoint(2, 40, 36, 0.0001);
    private static final ChangePoint SMALL_DROP = new ChangePoint(1, 40, 39.5, 0.0001);

    @Test
    void theFeedIsWellFormedAtomWithOneEntryPerRegressionAndTextKeptText() throws Exception {
        List<BoardSummary> boards = List.of(
                summary("quiet", new double[] {40, 39.5, 39.5, 39.6}, List.of(SMALL_DROP)),
                summary(HOSTILE, List.of(DROP)));

        byte[] xml = RegressionFeed.of(stored(boards), nights(boards), Optional.empty());

        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        org.w3c.dom.Document feed = factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml));
        Element root = feed.getDocumentElement();
        assertThat(root.getNamespaceURI()).isEqualTo("http://www.w3.org/2005/Atom");
        assertThat(root.getLocalName()).isEqualTo("feed");
        for (String required : List.of("id", "title", "updated", "author")) {
            assertThat(root.getElementsByTagNameNS(RegressionFeed.ATOM, required)
                            .getLength())
                    .as(required)
                    .isGreaterThan(0);
        }
        NodeList entries = root.getElementsByTagNameNS(RegressionFeed.ATOM, "entry");
        assertThat(entries.getLength()).isEqualTo(1);
        Element entry = (Element) entries.item(0);
        assertThat(entry.getElementsByTagNameNS(RegressionFeed.ATOM, "title")
                        .item(0)
                        .getTextContent())
                .startsWith(HOSTILE + ": ")
                .contains("40.0 -> 36.0 MB/s (-10.0 %, p = ");
        assertThat(entry.getElementsByTagNameNS(RegressionFeed.ATOM, "updated")
                        .item(0)
                        .getTextContent())
                .isEqualTo("2026-01-03T02:15:00Z");
        assertThat(entry.getElementsByTagNameNS(RegressionFeed.ATOM, "id")
                        .item(0)
                        .getTextContent())
                .startsWith("urn:uuid:");
    }

    @Test
    void aNightSlowerThanTheOneBeforeIsAnEntryOfItsOwn() {
        PointKey many = Trends.key("b", 32, 262144, CopyMode.NO_COPY);
        Map<PointKey, double[]> points = Map.of(many, new double[] {40, 40, 40, 30});
        BoardTrend h = Trends.board("b", points, List.of("32", "32", "32", "32"), Map.of());
        BoardSummary s = BoardSummary.of(h, h.runs().get(3).info().started(), judged(h), Optional.empty());

        List<RegressionFeed.Entry> entries = entries(List.of(s));

        assertThat(entries).hasSize(1);
        assertThat(entries.get(0).title()).isEqualTo("b: 1 point(s) slower in run-3");
        assertThat(entries.get(0).summary()).contains("40.0 -> 30.0 MB/s (-25.0 %, p = ");
        assertThat(entries.get(0).updated()).isEqualTo(h.runs().get(3).info().started());
    }

    /**
     * Nights known by mean and error alone (no iterations recorded) are compared by the normal
     * approximation, and every place that gives the p-value names that test beside it: 40 -> 30
     * MB/s with errors of 1 % over 10 iterations is z = 10 / hypot(0.4, 0.3) x t(9, 0.9995)
     * = 4.78 x 20 = 96, far below p 0.001.
     */
    @Test
    void aNightComparedWithoutIterationsSaysItsTestIsTheNormalApproximation() throws Exception {
        PointKey many = Trends.key("b", 32, 262144, CopyMode.NO_COPY);
        BoardTrend h = Trends.board(
                "b", Map.of(many, new double[] {40, 40, 40, 30}), List.of("32", "32", "32", "32"), Map.of());
        List<BoardSummary> boards =
                List.of(BoardSummary.of(h, h.runs().get(3).info().started(), judged(h), Optional.empty()));
        List<IndexEntry> stored = stored(boards);

        JsonNode slower = new ObjectMapper()
                .readTree(IndexJson.of(stored))
                .get("boards")
                .get(0)
                .get("slower_than_the_night_before")
                .get(0);
        assertThat(slower.get("test").asText()).isEqualTo("normal");
        assertThat(slower.get("p_value").asDouble()).isLessThan(0.001);
        String said = "40.0 -> 30.0 MB/s (-25.0 %, p = "
                + String.format(Locale.ROOT, "%.2g", slower.get("p_value").asDouble()) + ", normal)";
        assertThat(Jsoup.parse(IndexPage.html(stored, Optional.empty()))
                        .select("li.drop")
                        .text())
                .contains(said);
        assertThat(entries(boards).get(0).summary())
                .contains("40.0 -> 30.0 MB/s (-25.0 %, p = ")
                .contains(", normal)");
    }

    @Test
    void aBoardNameWithControlCharactersStillMakesAWellFormedFeed() throws Exception {
        String board = "lab\u0001\u001b[31m\uFFFEboard";
        List<BoardSummary> boards = List.of(summary(board, List.of(DROP)));
        byte[] xml = RegressionFeed.of(stored(boards), nights(boards), Optional.empty());

        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        org.w3c.dom.Document feed = factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml));

        assertThat(feed.getElementsByTagNameNS(RegressionFeed.ATOM, "entry").getLength())
                .isEqualTo(1);
        assertThat(io.bulkbench.reports.XmlText.legal(board)).isEqualTo("lab\uFFFD\uFFFD[31m\uFFFDboard");
    }

    @Test
    void anEntrysIdIsTheSameOnEveryRebuild() {
        List<BoardSummary> boards = List.of(summary("b", List.of(DROP)));

        assertThat(entries(boards).get(0).id())
                .isEqualTo(entries(List.of(summary("b", List.of(DROP)))).get(0).id());
    }

    @Test
    void indexJsonSaysWhatTheIndexShows() throws Exception {
        List<BoardSummary> boards = List.of(summary(HOSTILE, List.of(DROP)));

        JsonNode json = new ObjectMapper().readTree(IndexJson.of(stored(boards)));

        JsonNode board = json.get("boards").get(0);
        assertThat(board.get("board").asText()).isEqualTo(HOSTILE);
        // 40, 40, 36, 36: a 10 % drop that has held for two nights is confirmed.
        assertThat(board.get("status").asText()).isEqualTo("regression");
        assertThat(board.get("page").asText()).matches("boards/x-[0-9a-f]{16}/index.html");
        assertThat(board.get("defaults").get(0).get("value").asText()).isEqualTo("32");
        assertThat(board.get("defaults").get(0).get("since_run").asText()).isEqualTo("run-0");
        String symbol = board.get("defaults").get(0).get("symbol").asText();
        assertThat(IndexPage.html(stored(boards), Optional.empty()))
                .as("the index keeps a symbol and its value on one line")
                .contains("<span class=\"symbol\">" + symbol + "=32</span>");
        assertThat(board.get("headline").get("tonight_mb_s").asDouble()).isEqualTo(36);
        assertThat(board.get("headline").get("best_mb_s").asDouble()).isEqualTo(40);
        assertThat(board.get("changes").get(0).get("regression").asBoolean()).isTrue();
        assertThat(board.get("changes").get(0).get("verdict").asText()).isEqualTo("regression");
        assertThat(board.get("changes").get(0).get("run_id").asText()).isEqualTo("run-2");
        assertThat(board.get("changes").get(0).get("before_run").asText()).isEqualTo("run-1");
        // The night's whole verdict: what it came to, against which run, in one line.
        assertThat(board.get("outcome").asText()).isEqualTo("regression");
        assertThat(board.get("baseline_run").asText()).isEqualTo("run-2");
        assertThat(board.get("verdict").asText())
                .isEqualTo("regression: against run run-2, 0 of 2 points slower;" + " 1 change point confirms a drop");
    }

    @Test
    void theIndexShowsAHostileBoardNameAsText() {
        List<BoardSummary> boards = List.of(summary(HOSTILE, List.of(DROP)));
        Document page = Jsoup.parse(IndexPage.html(stored(boards), Optional.empty()));

        assertThat(page.select("[onerror]")).isEmpty();
        // The one script is the filter box's, and no board's text reaches it.
        assertThat(page.select("script"))
                .singleElement()
                .satisfies(script -> assertThat(script.data()).doesNotContain("alert"));
        assertThat(page.select("tr.board a").text()).isEqualTo(HOSTILE);
        assertThat(page.select("tr.board a").attr("href")).matches("boards/x-[0-9a-f]{16}/index.html");
        assertThat(page.select("li.drop").text())
                .startsWith("REGRESSION change point ")
                .contains("-10.0 %");
    }

    /**
     * A board acknowledged since the night its drop starts: its row and index.json say who,
     * when and why, the reason shown as text; an entry stored before acknowledgements were
     * kept reads as acknowledging nothing.
     */
    @Test
    void anAcknowledgementIsOnTheIndexAndInIndexJsonAsText() throws Exception {
        PointKey many = Trends.key("b", 32, 262144, CopyMode.NO_COPY);
        BoardTrend h = Trends.board(
                "b", Map.of(many, new double[] {40, 40, 36, 36}), List.of("32", "32", "32", "32"), Map.of());
        Acknowledgement ack = new Acknowledgement("run-2", HOSTILE, "alice", Instant.parse("2026-01-05T09:00:00Z"));
        BoardSummary s = BoardSummary.of(
                h,
                h.runs().get(3).info().started(),
                Optional.of(Trends.judged(h, Optional.of(ack), 0.03)),
                Optional.of(ack));

        JsonNode board = new ObjectMapper()
                .readTree(IndexJson.of(stored(List.of(s))))
                .get("boards")
                .get(0);
        Document page = Jsoup.parse(IndexPage.html(stored(List.of(s)), Optional.empty()));

        assertThat(board.get("status").asText()).isEqualTo("ok");
        assertThat(board.get("acknowledged").get("since").asText()).isEqualTo("run-2");
        assertThat(board.get("acknowledged").get("reason").asText()).isEqualTo(HOSTILE);
        assertThat(board.get("acknowledged").get("by").asText()).isEqualTo("alice");
        assertThat(board.get("acknowledged").get("at").asText()).isEqualTo("2026-01-05T09:00:00Z");
        assertThat(page.select("[onerror]")).isEmpty();
        assertThat(page.select("tr.board td").get(1).text())
                .isEqualTo("ok acknowledged: " + HOSTILE + " (since run-2)");
        String before = IndexEntry.of(s).json().replaceFirst(",\"acknowledged\":\\{[^}]*\\}", "");
        assertThat(before).doesNotContain("\"acknowledged\":{");
        assertThat(IndexEntry.parse(before).acknowledged()).isNull();
        // The night's verdict names the acknowledgement it was judged with, as text.
        assertThat(board.get("outcome").asText()).isEqualTo("acknowledged");
        assertThat(board.get("changes").get(0).get("verdict").asText()).isEqualTo("acknowledged");
        assertThat(board.get("verdict").asText()).endsWith("acknowledged: " + HOSTILE + " (since run-2)");
    }

    /**
     * Two boards, three nights, every point of both late on the busy nights 2 and 3 (its bus
     * idle 1 % and 20 % of the time); board beta 30 % slower on night 3, which 20 % of lateness
     * cannot explain. Beta is a regression everywhere a status is shown, alpha ok.
     */
    @Test
    void aBoardThirtyPercentSlowerOnABusyHostIsFlaggedAndItsSteadyNeighbourIsOk() throws Exception {
        List<BoardSummary> boards = List.of(busy("alpha", 1.0), busy("beta", 0.7));

        JsonNode json = new ObjectMapper().readTree(IndexJson.of(stored(boards)));
        assertThat(json.get("boards").get(0).get("status").asText()).isEqualTo("ok");
        assertThat(json.get("boards").get(1).get("status").asText()).isEqualTo("regression");
        assertThat(json.get("boards").get(1).get("slower_than_the_night_before"))
                .hasSize(2);

        Document index = Jsoup.parse(IndexPage.html(stored(boards), Optional.empty()));
        // Regressions first, whatever the names' order.
        assertThat(index.select("tr.board").eachAttr("data-status")).containsExactly("regression", "ok");
        assertThat(index.select("tr.board a").eachText()).containsExactly("beta", "alpha");
        assertThat(entries(boards)).extracting(RegressionFeed.Entry::board).containsExactly("beta");
    }

    @Test
    void aNightWhoseDropOnlyLatenessCanExplainIsNotJudgedEverywhere() throws Exception {
        // -10 % on a night whose bus sat idle 12 % of the time: not judged, and never "ok".
        PointKey few = Trends.key("gamma", 2, 16384, CopyMode.NO_COPY);
        Map<PointKey, double[]> points = new LinkedHashMap<>();
        points.put(few, new double[] {40, 40, 36});
        BoardTrend h = Trends.late(Trends.board("gamma", points, List.of("2", "2", "2"), Map.of()), 2, 0.12);
        BoardSummary gamma = BoardSummary.of(h, h.runs().get(2).info().started(), judged(h), Optional.empty());

        JsonNode board = new ObjectMapper()
                .readTree(IndexJson.of(stored(List.of(gamma))))
                .get("boards")
                .get(0);
        assertThat(board.get("status").asText()).isEqualTo("not judged");
        assertThat(board.get("status_line").asText()).isEqualTo("not judged: simulator late, 1 of 1 points");
        assertThat(board.get("not_judged_tonight")).hasSize(1);
        Document index = Jsoup.parse(IndexPage.html(stored(List.of(gamma)), Optional.empty()));
        assertThat(index.select("tr.board td.status-not-judged").text())
                .isEqualTo("not judged: simulator late, 1 of 1 points");
        assertThat(entries(List.of(gamma)))
                .singleElement()
                .satisfies(e -> assertThat(e.title()).contains("not judged: simulator late, 1 of 1 points"));
    }

    private static BoardSummary busy(String board, double lastNight) {
        PointKey few = Trends.key(board, 2, 16384, CopyMode.NO_COPY);
        PointKey many = Trends.key(board, 32, 262144, CopyMode.NO_COPY);
        Map<PointKey, double[]> points = new LinkedHashMap<>();
        points.put(few, new double[] {30, 29.5, 30 * lastNight});
        points.put(many, new double[] {40, 39.7, 40 * lastNight});
        BoardTrend h = Trends.board(board, points, List.of("32", "32", "32"), Map.of());
        h = Trends.late(Trends.late(h, 1, 0.01), 2, 0.2);
        return BoardSummary.of(h, h.runs().get(2).info().started(), judged(h), Optional.empty());
    }

    @Test
    void aBoardWhoseLatestRunIsANightBehindTheLabsNewestIsNotRunOnTheIndex() {
        IndexEntry judged = stored(List.of(summary("b", List.of(DROP)))).get(0);
        Instant latest = judged.latestStarted().orElseThrow();

        assertThat(judged.onTheNightOf(latest.plus(java.time.Duration.ofHours(23)))
                        .status())
                .isEqualTo("regression");
        IndexEntry late = judged.onTheNightOf(latest.plus(java.time.Duration.ofHours(25)));
        assertThat(late.status()).isEqualTo("not run");
        assertThat(late.statusLine()).isEqualTo("not run");
        assertThat(late.changes()).isEqualTo(judged.changes());
    }

    /**
     * The feed keeps a night's regression after later nights pass: a reader polling once a
     * day still finds it. Board b regressed on its fourth night and passed the night after;
     * the feed, given the window's stored regressions, still has that night's entry, and a
     * change point found again on a later night is one entry, not two.
     */
    @Test
    void aRegressionStaysInTheFeedAfterTheNextNightPasses() {
        PointKey many = Trends.key("b", 32, 262144, CopyMode.NO_COPY);
        BoardTrend slow = Trends.board(
                "b", Map.of(many, new double[] {40, 40, 40, 30}), List.of("32", "32", "32", "32"), Map.of());
        BoardTrend after = Trends.board(
                "b",
                Map.of(many, new double[] {40, 40, 40, 30, 30.1}),
                List.of("32", "32", "32", "32", "32"),
                Map.of());
        BoardSummary slowNight =
                BoardSummary.of(slow, slow.runs().get(3).info().started(), judged(slow), Optional.empty());
        BoardSummary tonight =
                BoardSummary.of(after, after.runs().get(4).info().started(), judged(after), Optional.empty());
        assertThat(tonight.slowerThanTheNightBefore()).isEmpty();

        List<RegressionFeed.Entry> entries = RegressionFeed.entries(
                stored(List.of(tonight)),
                List.of(
                        nights(List.of(tonight)).get(0),
                        nights(List.of(slowNight)).get(0)));

        assertThat(entries).extracting(RegressionFeed.Entry::title).contains("b: 1 point(s) slower in run-3");
        assertThat(entries.stream().map(RegressionFeed.Entry::id).distinct()).hasSize(entries.size());
    }

    @Test
    void theFeedHoldsAtMostItsNumberOfEntriesTheNewestKept() {
        List<BoardSummary> boards = new java.util.ArrayList<>();
        for (int i = 0; i < RegressionFeed.MOST + 20; i++) {
            PointKey many = Trends.key("b" + i, 32, 262144, CopyMode.NO_COPY);
            BoardTrend h = Trends.board(
                    "b" + i, Map.of(many, new double[] {40, 40, 40, 30}), List.of("32", "32", "32", "32"), Map.of());
            boards.add(BoardSummary.of(h, h.runs().get(3).info().started(), judged(h), Optional.empty()));
        }

        assertThat(entries(boards)).hasSize(RegressionFeed.MOST);
    }
}
