package io.bulkbench.app.cli;

import io.bulkbench.app.kernel.BoardDefconfigs;
import io.bulkbench.app.kernel.BoardNights;
import io.bulkbench.app.kernel.BoardPatchPlan;
import io.bulkbench.app.kernel.DefconfigSeries;
import io.bulkbench.app.kernel.HeldDefaultPatch;
import io.bulkbench.app.kernel.KernelTree;
import io.bulkbench.app.kernel.SymbolChoice;
import io.bulkbench.app.kernel.TreeDefconfigs;
import io.bulkbench.core.BadInputException;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.reports.AtomicFile;
import io.bulkbench.reports.patch.DefconfigPath;
import io.bulkbench.reports.patch.PatchMessage;
import io.bulkbench.sweeps.run.ResultsLayout;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code patch --board} and {@code patch --all}: the patches made from the defaults a lab's
 * nights hold ({@link HeldDefaultPatch}, {@link DefconfigSeries}) written into the output
 * folder, with one line per setting and the command that applies them.
 */
final class HeldPatchCommand {
    private final PrintStreams streams;
    private final Path tree;
    private final Path configs;
    private final Optional<String> defconfig;
    private final SymbolChoice choice;
    private final Optional<Path> out;

    HeldPatchCommand(
            PrintStreams streams,
            Path tree,
            Path configs,
            Optional<String> defconfig,
            SymbolChoice choice,
            Optional<Path> out) {
        this.streams = streams;
        this.tree = tree;
        this.configs = configs;
        this.defconfig = defconfig;
        this.choice = choice;
        this.out = out;
    }

    /** {@code --board B} when {@code board} is given, else {@code --all}. */
    int run(Optional<String> board, int nights, Optional<String> dbUrl) throws IOException {
        KernelTree kernel = KernelTree.open(tree);
        DatabaseLocation location = DatabaseLocation.chosen(dbUrl, System.getenv(), ResultsLayout.DEFAULT_ROOT);
        if (board.isPresent()) {
            String path = defconfigOf(board.get());
            try (ResultsDatabase database = ResultsDatabase.openRecorded(location)) {
                BoardNights b = read(database, board.get(), nights);
                return board(kernel, path, b, BoardPatchPlan.of(b, choice), nights);
            }
        }
        if (choice.any() || defconfig.isPresent()) {
            throw new BadInputException("patch --all takes each board's defconfig from --configs and every kernel"
                    + " symbol its nights hold; drop --symbol, --direction, --mode and --defconfig, or patch one"
                    + " board with --board");
        }
        Map<String, String> defconfigs = BoardDefconfigs.read(configs, "--configs");
        if (defconfigs.isEmpty()) {
            throw new BadInputException("no board config in --configs " + configs + " names a defconfig; add"
                    + " 'defconfig: PATH' (inside --tree) to them");
        }
        // The tree's defconfigs are read (and refused when bad) before the database is opened.
        TreeDefconfigs tree = new TreeDefconfigs(kernel).readAll(defconfigs.values(), "--configs: defconfig");
        try (ResultsDatabase database = ResultsDatabase.openRecorded(location)) {
            try {
                return all(DefconfigSeries.of(database, kernel, tree, defconfigs, nights), kernel);
            } catch (SQLException e) {
                throw database.problem(e);
            }
        }
    }

    private static BoardNights read(ResultsDatabase database, String board, int nights) {
        try {
            return BoardNights.read(database, board, nights, BoardNights.EVIDENCE_NIGHTS);
        } catch (SQLException e) {
            throw database.problem(e);
        }
    }

    private String defconfigOf(String board) {
        if (defconfig.isPresent()) {
            return DefconfigPath.of(defconfig.get(), "--defconfig");
        }
        String path = BoardDefconfigs.read(configs, "--configs").get(board);
        if (path == null) {
            throw new BadInputException("no config in --configs " + configs + " names a defconfig for board '" + board
                    + "'; give --defconfig PATH, or add 'defconfig: PATH' to its config");
        }
        return path;
    }

    private int board(KernelTree kernel, String path, BoardNights b, BoardPatchPlan plan, int nights)
            throws IOException {
        HeldDefaultPatch.Result made = HeldDefaultPatch.of(kernel, path, b, plan, nights);
        if (made.file() == null) {
            streams.err()
                    .println("patch: " + path + " already sets "
                            + String.join(", ", made.edited().unchanged()) + ", as board '" + b.board()
                            + "'s nights hold; nothing to patch, no file written");
            return ExitCode.FAILED;
        }
        Path folder = ResultsLayout.outputFolder(out.orElse(Path.of(".")), "--out");
        Path file = folder.resolve(made.file().fileName());
        AtomicFile.write(file, w -> w.write(made.file().text()));
        PrintWriter o = streams.out();
        made.edited().changes().forEach(c -> o.println("patch: " + PatchMessage.summary(c)));
        made.edited().unchanged().forEach(u -> o.println("patch: already set, left as it is: " + u));
        o.println("patch: wrote " + file);
        o.println("apply: " + made.file().amCommand(kernel.dir(), file.toAbsolutePath()));
        return ExitCode.OK;
    }

    private int all(DefconfigSeries.Result series, KernelTree kernel) throws IOException {
        PrintWriter o = streams.out();
        series.notes().forEach(n -> streams.err().println("patch: left out: " + n));
        if (series.files().isEmpty()) {
            streams.err().println("patch: no defconfig ships a value a held default contradicts; no file written");
            return ExitCode.FAILED;
        }
        Path folder = ResultsLayout.outputFolder(out.orElse(Path.of(".")), "--out");
        List<String> written = new ArrayList<>();
        for (KernelTree.PatchFile f : series.files()) {
            Path file = folder.resolve(f.fileName());
            AtomicFile.write(file, w -> w.write(f.text()));
            written.add(file.toAbsolutePath().toString());
        }
        series.patched().forEach(p -> o.println("patch: " + p));
        o.println("patch: wrote " + (series.files().size() - 1) + " patch(es) and a cover letter in " + folder);
        // The cover letter has no diff; git am applies the patches after it, in their numbered order.
        o.println("apply: git -C " + kernel.dir() + " am " + String.join(" ", written.subList(1, written.size())));
        return ExitCode.OK;
    }
}
