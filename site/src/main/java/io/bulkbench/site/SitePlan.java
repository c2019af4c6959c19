package io.bulkbench.site;

import io.bulkbench.analysis.trend.BoardStatus;
import io.bulkbench.history.SummarySettings;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Which boards one site build makes and which it keeps, from what the results database
 * keeps per board and what the site's folder remembers. A board is made (its history read,
 * its pages written) when the build is full, when its stored summary is missing, of
 * other change-point settings or stored before it kept its key points, or when its
 * fingerprint moved: its revision (a run recorded), its bisections and comparisons, the
 * settings and options its pages follow (which run reports are copied), the run folders
 * this host has of it (a folder that appears may bring a run's report to copy), or its
 * falling behind the lab's newest night (its status turns "not run"). Every other board keeps its
 * files and its stored index row. Pure.
 *
 * @param labNewest    when the lab's newest run started
 * @param made         the boards made, by name
 * @param kept         the kept boards' index rows, on the lab's night
 * @param fingerprints every board's fingerprint, to remember
 * @param storeAt      the boards whose summary this build stores, each with the revision it read
 */
record SitePlan(
        Instant labNewest,
        List<String> made,
        List<IndexEntry> kept,
        Map<String, String> fingerprints,
        Map<String, Long> storeAt) {

    SitePlan {
        made = List.copyOf(made);
        kept = List.copyOf(kept);
        fingerprints = Map.copyOf(fingerprints);
        storeAt = Map.copyOf(storeAt);
    }

    boolean storesFor(String board) {
        return storeAt.containsKey(board);
    }

    /**
     * The plan for {@code stored} boards: {@code beside} their bisections and comparisons
     * as counted, {@code latestOfStale} the latest run's start of each board whose stored
     * summary does not serve ({@code settings} differ, or none), {@code pageOptions} the
     * build's other options its pages depend on, {@code runFolders} a board's run folders on
     * this host in a few words (a count and a digest of their names), {@code remembered}
     * the fingerprints of the site's last build.
     */
    static SitePlan of(
            List<StoredBoard> stored,
            Map<String, String> beside,
            Map<String, Instant> latestOfStale,
            SummarySettings settings,
            String pageOptions,
            Function<String, String> runFolders,
            boolean full,
            Map<String, String> remembered) {
        Instant labNewest = stored.stream()
                .flatMap(s -> latestOf(s, settings, latestOfStale).stream())
                .max(Instant::compareTo)
                .orElse(Instant.EPOCH);
        List<String> made = new ArrayList<>();
        List<IndexEntry> kept = new ArrayList<>();
        Map<String, String> fingerprints = new HashMap<>();
        Map<String, Long> storeAt = new HashMap<>();
        for (StoredBoard s : stored) {
            boolean serves = serves(s, settings);
            boolean behind = BoardStatus.missed(latestOf(s, settings, latestOfStale), labNewest);
            String fingerprint = "revision " + s.revision() + "; beside " + beside.getOrDefault(s.board(), "0 0") + "; "
                    + StoredBoard.textOf(settings) + "; " + pageOptions + "; run folders " + runFolders.apply(s.board())
                    + (behind ? "; not run" : "");
            fingerprints.put(s.board(), fingerprint);
            if (full || !serves) {
                storeAt.put(s.board(), s.revision());
            }
            if (full || !serves || !fingerprint.equals(remembered.get(s.board()))) {
                made.add(s.board());
            } else {
                kept.add(s.entry().orElseThrow().onTheNightOf(labNewest));
            }
        }
        return new SitePlan(labNewest, made, kept, fingerprints, storeAt);
    }

    /** When the board's latest run started: as its stored summary says, where that serves. */
    private static Optional<Instant> latestOf(
            StoredBoard s, SummarySettings settings, Map<String, Instant> latestOfStale) {
        return serves(s, settings)
                ? s.entry().orElseThrow().latestStarted()
                : Optional.ofNullable(latestOfStale.get(s.board()));
    }

    /** Whether any board's stored summary does not serve, so its latest run's start must be read. */
    static boolean needsLatestStarts(List<StoredBoard> stored, SummarySettings settings) {
        return stored.stream().anyMatch(s -> !serves(s, settings));
    }

    /**
     * Whether a board's stored summary can stand for it: computed with {@code settings}, and
     * with its key points' latest values, which every device page is drawn from (an entry
     * stored before they were kept is computed and stored again, once).
     */
    private static boolean serves(StoredBoard s, SummarySettings settings) {
        return s.holds(settings) && s.entry().orElseThrow().keepsKeyPoints();
    }
}
