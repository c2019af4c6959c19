package io.bulkbench.sweeps.run;

import io.bulkbench.core.BadInputException;
import io.bulkbench.history.RecordOutcome;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.RunStore;
import io.bulkbench.reports.RunFolder;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The runs of a results root not yet in its database: every finished run folder under
 * {@code ROOT/BOARD/} whose board and run id the database lacks. It is derived, not kept:
 * the run folders are the spool, and the database says which it holds, so a run that
 * could not be recorded (the database was out of reach, or the host died between the
 * run's end and its recording) is replayed by the next run that records into the same
 * database, whichever board that is, and a run is recorded once (its board and run id
 * are the database's unique key, and a run already there is skipped).
 */
public final class RecordingSpool {
    private final Path root;

    public RecordingSpool(Path root) {
        this.root = root.toAbsolutePath().normalize();
    }

    /** The run folders under the root whose sweep got to measuring, by board and then run id (oldest first). */
    public List<Path> runFolders() throws IOException {
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        List<Path> runs = new ArrayList<>();
        try (Stream<Path> boards = Files.list(root)) {
            for (Path board : boards.filter(Files::isDirectory).sorted().toList()) {
                RunFolder.runsOf(board).stream().filter(RunFolder::hasMeasured).forEach(runs::add);
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        return runs;
    }

    /**
     * Records every run folder under the root that the database lacks, and says how many
     * of each board's were. A folder that cannot be recorded (unfinished, or another run
     * under its id) stays for {@code bulkbench import} to name the reason. A database
     * that fails on the way is one line: the rest wait for the next night.
     */
    public void replay(ResultsDatabase db, PrintWriter out, PrintWriter err) {
        RunStore store = new RunStore(db);
        String board = null;
        int recorded = 0;
        try {
            for (Path dir : runFolders()) {
                String folderBoard = dir.getParent().getFileName().toString();
                if (!folderBoard.equals(board)) {
                    said(board, recorded, out);
                    board = folderBoard;
                    recorded = 0;
                }
                if (!store.has(folderBoard, RunFolder.id(dir)) && recordIfFinished(db, dir)) {
                    recorded++;
                }
            }
            said(board, recorded, out);
        } catch (IOException | SQLException | RuntimeException e) {
            said(board, recorded, out);
            err.println("replaying the runs under " + root + " not yet in "
                    + db.location().shown() + " stopped: "
                    + db.describe(e)
                    + "; the next run recorded there replays the rest, or: bulkbench import " + root);
        }
    }

    private static boolean recordIfFinished(ResultsDatabase db, Path dir) throws IOException {
        try {
            return RunRecording.record(db, RunRecording.read(dir)) != RecordOutcome.ALREADY_RECORDED;
        } catch (BadInputException e) {
            // Unfinished, or not this board's: import names the reason when asked.
            return false;
        }
    }

    private void said(String board, int recorded, PrintWriter out) {
        if (board != null && recorded > 0) {
            out.println(
                    "caught up: " + recorded + " earlier run(s) of " + board + " recorded from " + root.resolve(board));
        }
    }
}
