package io.bulkbench.site;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.history.SummarySettings;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** Which boards a build makes, from stored summaries and what the site's folder remembers; by hand. */
class SitePlanTest {
    private static final SummarySettings SETTINGS = SummarySettings.defaults();
    private static final Instant NIGHT = Instant.parse("2026-11-30T02:15:00Z");

    private static StoredBoard stored(String board, long revision, Instant latest) {
        return stored(board, revision, latest, List.of());
    }

    /** {@code keyPoints} null: an entry stored before key points were kept. */
    private static StoredBoard stored(
            String board, long revision, Instant latest, List<IndexEntry.KeyPoint> keyPoints) {
        IndexEntry entry = new IndexEntry(
                board,
                "ok",
                "ok",
                "boards/" + board + "/index.html",
                null,
                new IndexEntry.LatestRun("run", latest.toString(), "host", "", "sim:snowball-msc"),
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
        return new StoredBoard(board, revision, StoredBoard.textOf(SETTINGS), Optional.of(entry));
    }

    private static final Function<String, String> NO_FOLDERS = board -> "none";

    private static SitePlan plan(List<StoredBoard> boards, boolean full, Map<String, String> remembered) {
        return SitePlan.of(boards, Map.of(), Map.of(), SETTINGS, "reports", NO_FOLDERS, full, remembered);
    }

    @Test
    void aBoardIsMadeWhenItsRevisionOrItsRecordsMovedAndKeptOtherwise() {
        List<StoredBoard> boards = List.of(stored("a", 3, NIGHT), stored("b", 5, NIGHT));
        Map<String, String> remembered = plan(boards, false, Map.of()).fingerprints();

        assertThat(plan(boards, false, remembered).made()).isEmpty();
        assertThat(plan(List.of(stored("a", 3, NIGHT), stored("b", 6, NIGHT)), false, remembered)
                        .made())
                .containsExactly("b");
        SitePlan bisected =
                SitePlan.of(boards, Map.of("a", "1 0"), Map.of(), SETTINGS, "reports", NO_FOLDERS, false, remembered);
        assertThat(bisected.made()).containsExactly("a");
        assertThat(bisected.kept()).extracting(IndexEntry::board).containsExactly("b");
        assertThat(plan(boards, true, remembered).made()).containsExactly("a", "b");
        assertThat(SitePlan.of(boards, Map.of(), Map.of(), SETTINGS, "other reports", NO_FOLDERS, false, remembered)
                        .made())
                .containsExactly("a", "b");
    }

    @Test
    void aBoardIsMadeWhenItsRunFoldersOnThisHostChange() {
        List<StoredBoard> boards = List.of(stored("a", 3, NIGHT), stored("b", 5, NIGHT));
        Map<String, String> remembered = plan(boards, false, Map.of()).fingerprints();

        SitePlan plan = SitePlan.of(
                boards,
                Map.of(),
                Map.of(),
                SETTINGS,
                "reports",
                board -> board.equals("b") ? "1 folder 0123abcd" : "none",
                false,
                remembered);

        assertThat(plan.made()).containsExactly("b");
        assertThat(plan.kept()).extracting(IndexEntry::board).containsExactly("a");
    }

    @Test
    void aBoardThatFellANightBehindIsMadeAgainAndKeptAsNotRun() {
        Instant later = NIGHT.plusSeconds(25 * 3600);
        Map<String, String> remembered = plan(List.of(stored("a", 1, NIGHT), stored("b", 1, NIGHT)), false, Map.of())
                .fingerprints();

        SitePlan plan = plan(List.of(stored("a", 1, NIGHT), stored("b", 2, later)), false, remembered);

        assertThat(plan.labNewest()).isEqualTo(later);
        assertThat(plan.made()).containsExactly("a", "b");
        Map<String, String> now = new HashMap<>(plan.fingerprints());
        SitePlan next = plan(List.of(stored("a", 1, NIGHT), stored("b", 2, later)), false, now);
        assertThat(next.made()).isEmpty();
        assertThat(next.kept()).extracting(IndexEntry::status).containsExactly("not run", "ok");
    }

    @Test
    void aSummaryMissingOrOfOtherSettingsIsMadeAndStoredAtTheRevisionRead() {
        StoredBoard none = new StoredBoard("a", 0, "", Optional.empty());
        StoredBoard other =
                new StoredBoard("b", 4, "window 7", stored("b", 4, NIGHT).entry());

        SitePlan plan = SitePlan.of(
                List.of(none, other),
                Map.of(),
                Map.of("a", NIGHT, "b", NIGHT),
                SETTINGS,
                "reports",
                NO_FOLDERS,
                false,
                Map.of());

        assertThat(plan.made()).containsExactly("a", "b");
        assertThat(plan.storeAt()).isEqualTo(Map.of("a", 0L, "b", 4L));
        assertThat(plan.labNewest()).isEqualTo(NIGHT);
    }

    @Test
    void aSummaryStoredBeforeItKeptKeyPointsIsMadeAndStoredAgainOnce() {
        String old = "{\"board\":\"a\",\"status\":\"ok\",\"latest_run\":{\"run_id\":\"run\",\"started\":\""
                + NIGHT + "\",\"device\":\"sim:hs\"},\"defaults\":[],\"changes\":[],"
                + "\"slower_than_the_night_before\":[],\"not_judged_tonight\":[]}";
        IndexEntry parsed = IndexEntry.parse(old);
        assertThat(parsed.keepsKeyPoints()).isFalse();
        List<StoredBoard> before = List.of(
                new StoredBoard("a", 3, StoredBoard.textOf(SETTINGS), Optional.of(parsed)), stored("b", 5, NIGHT));
        Map<String, String> remembered = plan(before, false, Map.of()).fingerprints();

        SitePlan plan =
                SitePlan.of(before, Map.of(), Map.of("a", NIGHT), SETTINGS, "reports", NO_FOLDERS, false, remembered);

        assertThat(SitePlan.needsLatestStarts(before, SETTINGS)).isTrue();
        assertThat(plan.made()).containsExactly("a");
        assertThat(plan.storeAt()).isEqualTo(Map.of("a", 3L));
        List<StoredBoard> after = List.of(stored("a", 3, NIGHT), stored("b", 5, NIGHT));
        assertThat(plan(after, false, plan.fingerprints()).made()).isEmpty();
    }
}
