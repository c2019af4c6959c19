package io.bulkbench.site;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.trend.BoardSummary;
import io.bulkbench.analysis.trend.BoardTrend;
import io.bulkbench.analysis.trend.Trends;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.PointKey;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The lab's defaults page from index rows: held or unsettled, against what each defconfig ships. */
class LabDefaultsTest {
    private static final String HOSTILE = "<script>alert(1)</script>";

    /** A board whose five nights recommend the given buffer counts. */
    private static IndexEntry board(String board, String... values) {
        PointKey many = Trends.key(board, 32, 262144, CopyMode.NO_COPY);
        PointKey few = Trends.key(board, 2, 262144, CopyMode.NO_COPY);
        Map<PointKey, double[]> points = new LinkedHashMap<>();
        double[] level = new double[values.length];
        Arrays.fill(level, 40);
        points.put(many, level);
        points.put(few, level);
        BoardTrend h = Trends.board(board, points, List.of(values), Map.of());
        return IndexEntry.of(BoardSummary.of(
                h, h.runs().get(values.length - 1).info().started(), Optional.empty(), Optional.empty()));
    }

    private static ShippedDefconfigs shipping(Map<String, String> defconfigs, Map<String, String> values) {
        return new ShippedDefconfigs(
                "linux at 1a2b3c4d5e6f",
                "configs",
                defconfigs,
                (path, symbol) -> new ShippedDefconfigs.Shipped(Optional.ofNullable(values.get(path)), "defconfig"));
    }

    @Test
    void aHeldValueItsDefconfigShipsOtherwiseIsContradictedAndListedFirst() {
        List<IndexEntry> boards = List.of(
                board("alpha", "32", "32", "32", "32", "32"),
                board("beta", "32", "32", "32", "32", "32"),
                board("gamma", "2", "32", "2", "32", "2"));
        LabDefaults d = LabDefaults.of(
                boards,
                shipping(
                        Map.of("alpha", "a_defconfig", "beta", "b_defconfig", "gamma", "g_defconfig"),
                        Map.of("a_defconfig", "32", "b_defconfig", "2", "g_defconfig", "2")));

        assertThat(d.rows()).extracting(LabDefaults.Row::board).containsExactly("beta", "alpha", "gamma");
        assertThat(d.rows()).extracting(LabDefaults.Row::contradicts).containsExactly(true, false, false);
        assertThat(d.contradictedBoards()).containsExactly("beta");
        assertThat(d.rows().get(2).held().holds()).isFalse();
        assertThat(d.rows().get(2).held().heldText()).startsWith("unsettled: the last 5 nights recommend 2 (3 nights)");
    }

    @Test
    void boardsThatShareADefconfigAndDisagreeContradictNothingAndAreNamed() {
        List<IndexEntry> boards =
                List.of(board("alpha", "32", "32", "32", "32", "32"), board("beta", "2", "2", "2", "2", "2"));
        LabDefaults d = LabDefaults.of(
                boards,
                shipping(
                        Map.of("alpha", "shared_defconfig", "beta", "shared_defconfig"),
                        Map.of("shared_defconfig", "4")));

        assertThat(d.rows()).noneMatch(LabDefaults.Row::contradicts);
        assertThat(d.rows().get(0).shared()).containsExactlyInAnyOrderEntriesOf(Map.of("alpha", "32", "beta", "2"));
        assertThat(DefaultsPage.html(d, 2))
                .contains("the boards sharing it hold different values (alpha 32, beta 2), so no patch");
    }

    @Test
    void withoutATreeNothingIsComparedAndABoardsNameIsText() {
        LabDefaults d = LabDefaults.of(List.of(board(HOSTILE, "32", "32", "32", "32", "32")), ShippedDefconfigs.NONE);

        assertThat(d.rows()).singleElement().satisfies(r -> {
            assertThat(r.contradicts()).isFalse();
            assertThat(r.defconfig()).isNull();
        });
        String html = DefaultsPage.html(d, 1);
        assertThat(html).doesNotContain(HOSTILE).contains("No kernel tree is configured");
        assertThat(new String(DefaultsJson.of(d), java.nio.charset.StandardCharsets.UTF_8))
                .contains("\"tree\" : \"\"")
                .contains("\"held\" : true");
    }
}
