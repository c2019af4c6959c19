package io.bulkbench.sweeps.run;

import io.bulkbench.core.BadInputException;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.sweeps.plan.BoardName;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.Optional;

/**
 * Decides every folder bulkbench writes into: a new run folder ({@code --out}, or
 * {@code RESULTS/BOARD/RUN-ID} with the run id from the clock), the results root of
 * nightly runs, the {@code --out} of analyze, and an existing run folder that gets its
 * derived files again. Each is checked before anything is written: a name, not an
 * empty string; a folder, not a file or a device, and not under a file; creatable and
 * writable. The files inside a run folder are named by {@link RunFolder}.
 */
public final class ResultsLayout {
    /** The results root when none is named: {@code results} in the current folder. */
    public static final Path DEFAULT_ROOT = Path.of("results");

    private static final DateTimeFormatter RUN_ID =
            DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT).withZone(ZoneOffset.UTC);

    private ResultsLayout() {}

    /** The folder holding one board's runs; the board name keeps it inside the root. */
    public static Path boardFolder(Path root, String board) {
        Path folder = root.resolve(BoardName.check(board, "board name"));
        if (!folder.normalize().startsWith(root.normalize())
                || folder.normalize().equals(root.normalize())) {
            throw new IllegalStateException("board folder " + folder + " is not inside " + root);
        }
        return folder;
    }

    /**
     * A new run folder, created and writable, holding no sweep yet: {@code out} (named
     * by {@code --out}) or a new {@code ROOT/BOARD/RUN-ID}.
     */
    public static Path newRunFolder(String board, Optional<Path> out, Path root, Clock clock) throws IOException {
        Path dir = out.isPresent() ? out.get() : boardFolder(root, board).resolve(RUN_ID.format(clock.instant()));
        String what = out.isPresent() ? "--out" : "run folder";
        requireFolderPath(dir, what);
        if (Files.exists(dir.resolve(RunFolder.POINTS_CSV))) {
            throw new BadInputException("run folder " + dir + " already holds a sweep; continue it with --resume " + dir
                    + " or give another --out");
        }
        return writableFolder(dir, what);
    }

    /** A folder a command writes into ({@code analyze --out}, nightly's results root), created when missing. */
    public static Path outputFolder(Path dir, String what) throws IOException {
        requireFolderPath(dir, what);
        return writableFolder(dir, what);
    }

    /** An existing folder that gets derived files again (a run folder for report, compare or resume). */
    public static Path existingFolder(Path dir, String what) {
        requireFolderPath(dir, what);
        if (!Files.isDirectory(dir)) {
            throw new BadInputException(what + " " + dir + " is not a folder; give a run folder written by sweep");
        }
        if (!Files.isWritable(dir)) {
            throw notWritable(dir, what);
        }
        return dir;
    }

    /**
     * A file a command writes whole ({@code --junit FILE}), checked before anything is
     * measured: a name, not a folder or a device or a pipe, in a folder that can be created
     * and written. Returns it as an absolute path.
     */
    public static Path outputFile(Path file, String what) {
        if (file.toString().isBlank()) {
            throw new BadInputException(what + " '" + file + "' is empty; name a file, e.g. " + what + " junit.xml");
        }
        Path absolute = file.toAbsolutePath().normalize();
        if (Files.exists(absolute) && !Files.isRegularFile(absolute)) {
            throw new BadInputException(what + " " + file + " is "
                    + (Files.isDirectory(absolute) ? "a folder" : "not a regular file (a device or a pipe)")
                    + "; name a new file or an existing regular file");
        }
        Path folder = absolute.getParent();
        if (folder == null) {
            throw new BadInputException(what + " " + file + " names no file; give a file path such as junit.xml");
        }
        requireFolderPath(folder, what + " folder");
        writableFolder(folder, what + " folder");
        return absolute;
    }

    /** A non-empty path whose every existing part is a folder. */
    private static void requireFolderPath(Path dir, String what) {
        if (dir.toString().isBlank()) {
            throw new BadInputException(
                    what + " '" + dir + "' is empty; name a folder, e.g. " + what + " results/my-run");
        }
        Path absolute = dir.toAbsolutePath().normalize();
        for (Path p = absolute; p != null; p = p.getParent()) {
            if (Files.isDirectory(p)) {
                return;
            }
            if (Files.exists(p)) {
                throw new BadInputException(
                        p.equals(absolute)
                                ? what + " " + dir + " is a file, not a folder; give a new folder or an existing one"
                                : what + " " + dir + " lies under " + p
                                        + ", which is a file, not a folder; give a folder path");
            }
        }
    }

    private static Path writableFolder(Path dir, String what) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new BadInputException(
                    what + " " + dir + " cannot be created (" + e.getClass().getSimpleName()
                            + (e.getMessage() == null ? "" : ": " + e.getMessage()) + "); give a folder you may write");
        }
        if (!Files.isWritable(dir)) {
            throw notWritable(dir, what);
        }
        return dir;
    }

    private static BadInputException notWritable(Path dir, String what) {
        return new BadInputException(
                what + " " + dir + " is not writable; give a folder you may write, or change its permissions");
    }
}
