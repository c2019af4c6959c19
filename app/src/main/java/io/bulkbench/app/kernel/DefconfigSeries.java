package io.bulkbench.app.kernel;

import io.bulkbench.analysis.AnalysisSettings;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.trend.SymbolHold;
import io.bulkbench.core.BadInputException;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.reports.patch.DefconfigPath;
import io.bulkbench.reports.patch.MeasuredNeighbours;
import io.bulkbench.reports.patch.MessageWrap;
import io.bulkbench.reports.patch.PatchMessage;
import io.bulkbench.reports.patch.PatchSetting;
import io.bulkbench.reports.patch.SettingChange;
import io.bulkbench.site.ShippedDefconfigs;
import java.io.IOException;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * {@code patch --all}: one patch per defconfig whose value a held default contradicts, as a
 * numbered series with a cover letter. Every board whose config names a defconfig is read
 * ({@link BoardNights}); each symbol its nights hold ({@link BoardPatchPlan}) is set against
 * what its defconfig ships ({@link TreeDefconfigs}). Boards that share a defconfig and hold
 * different values for a symbol are named in the cover letter, and that defconfig gets no
 * patch; so are boards whose defaults are unsettled or have no run.
 */
public final class DefconfigSeries {
    private final ResultsDatabase database;
    private final int nights;
    private final List<KernelTree.Commit> commits = new ArrayList<>();
    private final List<String> patched = new ArrayList<>();
    private final List<String> disagreements = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();
    /** The subject prefix of each defconfig folder: its history is read once. */
    private final Map<String, Optional<String>> prefixes = new LinkedHashMap<>();

    private DefconfigSeries(ResultsDatabase database, int nights) {
        this.database = database;
        this.nights = nights;
    }

    /** The series' files, cover letter first, and the lines that say what was left out and why. */
    public record Result(List<KernelTree.PatchFile> files, List<String> patched, List<String> notes) {}

    /** One board's held value of one symbol against its defconfig. */
    private record Held(BoardNights board, Recommendation recommendation, String kernelSymbol, SymbolHold hold) {}

    /**
     * The series for the boards of {@code defconfigs} (board to defconfig path), read from
     * {@code tree} ({@link TreeDefconfigs#readAll} them first, so a bad one is refused before
     * the database is opened).
     */
    public static Result of(
            ResultsDatabase database,
            KernelTree kernel,
            TreeDefconfigs tree,
            Map<String, String> defconfigs,
            int nights)
            throws IOException, SQLException {
        DefconfigSeries series = new DefconfigSeries(database, nights);
        // defconfig -> kernel symbol -> the boards' held values
        Map<String, Map<String, List<Held>>> byDefconfig = new TreeMap<>();
        for (Map.Entry<String, String> e : defconfigs.entrySet()) {
            series.read(e.getKey(), e.getValue(), byDefconfig);
        }
        for (Map.Entry<String, Map<String, List<Held>>> d : byDefconfig.entrySet()) {
            series.defconfig(kernel, tree, d.getKey(), d.getValue());
        }
        if (series.commits.isEmpty()) {
            return new Result(List.of(), List.of(), series.notes);
        }
        KernelTree.Author author = kernel.author();
        List<KernelTree.PatchFile> files =
                kernel.formatSeries(series.commits, series.coverSubject(), series.coverBlurb(), author);
        return new Result(files, series.patched, series.notes);
    }

    /**
     * Reads a board's defaults over as many nights as its page reads (a few rows a night, not
     * its points: a thousand boards are read), and the points of its latest night.
     */
    private void read(String board, String defconfig, Map<String, Map<String, List<Held>>> byDefconfig)
            throws SQLException {
        BoardNights b;
        BoardPatchPlan plan;
        try {
            b = BoardNights.read(database, board, nights, BoardNights.EVIDENCE_NIGHTS);
            plan = BoardPatchPlan.of(b, SymbolChoice.ALL);
        } catch (BadInputException e) {
            notes.add(board + ": " + e.getMessage());
            return;
        }
        plan.unsettled().forEach(u -> notes.add(board + ": " + u));
        for (BoardPatchPlan.SetSymbol s : plan.set()) {
            byDefconfig
                    .computeIfAbsent(defconfig, k -> new TreeMap<>())
                    .computeIfAbsent(s.kernelName(), k -> new ArrayList<>())
                    .add(new Held(b, s.recommendation(), s.kernelName(), s.hold()));
        }
    }

    private void defconfig(KernelTree kernel, TreeDefconfigs tree, String path, Map<String, List<Held>> symbols)
            throws IOException {
        List<Held> contradicted = new ArrayList<>();
        for (Map.Entry<String, List<Held>> s : symbols.entrySet()) {
            Map<String, List<String>> values = new LinkedHashMap<>();
            s.getValue()
                    .forEach(h -> values.computeIfAbsent(h.recommendation().value(), v -> new ArrayList<>())
                            .add(h.board().board()));
            if (values.size() > 1) {
                List<String> each = new ArrayList<>();
                values.forEach((v, boards) -> each.add(String.join(", ", boards) + " hold " + v));
                disagreements.add(path + ": " + s.getKey() + ": " + String.join("; ", each));
                notes.add(path + ": its boards disagree on " + s.getKey() + " (" + String.join("; ", each)
                        + "), so it gets no patch");
                return;
            }
            ShippedDefconfigs.Shipped shipped = tree.shipped(path, s.getKey());
            Held first = s.getValue().get(0);
            if (shipped.contradicts(first.recommendation().value())) {
                contradicted.add(first);
            } else if (shipped.value().isEmpty()) {
                notes.add(path + ": " + s.getKey() + " is not set and has no Kconfig default in the tree; the"
                        + " nights hold " + first.recommendation().value() + " (not patched)");
            }
        }
        if (contradicted.isEmpty()) {
            return;
        }
        Held first = contradicted.get(0);
        BoardNights board = first.board();
        Map<String, String> names = new LinkedHashMap<>();
        contradicted.forEach(h -> names.put(h.recommendation().symbol(), h.kernelSymbol()));
        DefconfigPatch edited = DefconfigPatch.of(
                kernel,
                path,
                tree.text(path),
                contradicted.stream().map(Held::recommendation).toList(),
                names,
                AnalysisSettings.defaults().requestSizeSymbol(),
                board.points());
        Map<String, String> evidence = new LinkedHashMap<>();
        for (SettingChange c : edited.changes()) {
            List<String> said = new ArrayList<>();
            for (Held h : symbols.get(c.setting().kernelSymbol())) {
                said.add(NightsEvidence.of(h.board().board(), h.hold(), ownTable(c, h), deviceKind(h.board())));
            }
            evidence.put(c.setting().kernelSymbol(), String.join(" ", said));
        }
        List<String> boards = symbols.values().stream()
                .flatMap(List::stream)
                .map(h -> h.board().board())
                .distinct()
                .toList();
        String message = PatchMessage.of(
                path,
                edited.changes(),
                new PatchMessage.Run(
                        board.latestRun().runId(),
                        String.join(", ", boards),
                        board.latestRun().device(),
                        deviceKind(board),
                        board.latestRun().info().bulkbenchVersion()),
                prefixes.computeIfAbsent(DefconfigPath.folderOf(path), kernel::subjectPrefix),
                evidence);
        commits.add(new KernelTree.Commit(path, edited.text(), message));
        for (SettingChange c : edited.changes()) {
            patched.add(path + ": " + PatchMessage.summary(c) + " for " + String.join(", ", boards));
        }
    }

    /** The change as board {@code h} measured it: its own recommendation and its latest night's table. */
    private static SettingChange ownTable(SettingChange c, Held h) {
        PatchSetting setting = new PatchSetting(
                h.recommendation(), c.setting().kernelSymbol(), c.setting().kind());
        return new SettingChange(
                setting,
                c.defconfigValue(),
                c.kconfigDefault(),
                MeasuredNeighbours.of(setting, h.board().points(), c.current()));
    }

    private static String deviceKind(BoardNights b) {
        return DeviceKind.of(b.latestRun().device());
    }

    private String coverSubject() {
        return "defconfigs: set the USB defaults a lab's nights hold";
    }

    private String coverBlurb() {
        List<String> lines = new ArrayList<>(MessageWrap.wrap("bulkbench's lab measured each board below every"
                + " night. Over each board's last " + nights + " nights its recommended defaults agreed, none moved"
                + " by late points, and the defconfig it ships with sets another value. One patch per defconfig:"));
        lines.add("");
        patched.forEach(p -> lines.add("  " + p));
        if (!disagreements.isEmpty()) {
            lines.add("");
            lines.addAll(MessageWrap.wrap(
                    "Boards that share a defconfig and hold different values (that defconfig is left alone):"));
            lines.add("");
            disagreements.forEach(d -> lines.add("  " + d));
        }
        return String.join("\n", lines) + "\n";
    }
}
