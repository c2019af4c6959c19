package io.bulkbench.sweeps.run;

import io.bulkbench.core.BadInputException;
import io.bulkbench.reports.AtomicFile;
import io.bulkbench.reports.OutputFile;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.RunId;
import io.bulkbench.sweeps.plan.BoardName;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;

/**
 * Decides every path bulkbench writes: a new run folder ({@code --out}, or
 * {@code RESULTS/BOARD/RUN-ID} with the run id from the clock), the results root of
 * nightly runs, the {@code --out} of analyze, predict and site, an existing run folder that
 * gets its derived files again, and a file written whole ({@code --junit},
 * {@code calibrate --out}). Each is checked before anything is written, by one set of
 * rules: a name, not an empty string; a folder where a folder is wanted and a regular
 * file where a file is (or a pipe or a character device, written into), never a link a
 * file would be renamed over, and not under a file; no {@code ..}
 * after a part that is not an existing folder (creating the path would make that part);
 * every name within the filesystem's {@value #NAME_MAX} bytes, a file's counting the
 * temporary name it is written under ({@link AtomicFile}); creatable and writable. The
 * files inside a run folder are named by {@link RunFolder}.
 */
public final class ResultsLayout {
    /** The results root's name when none is given, as a flag's default spells it. */
    public static final String DEFAULT_ROOT_NAME = "results";
    /** The results root when none is named: {@code results} in the current folder. */
    public static final Path DEFAULT_ROOT = Path.of(DEFAULT_ROOT_NAME);
    /** Where a bisection's folders go when no {@code --out} is given: {@code bisect} in the current folder. */
    public static final Path BISECT_ROOT = Path.of("bisect");
    /** The longest file name, in bytes, of Linux's filesystems (ext4, xfs, btrfs, tmpfs) and macOS's. */
    public static final int NAME_MAX = 255;

    /** The file-type bits of a unix mode ({@code stat(2)}). */
    private static final int S_IFMT = 0170000;
    /** A FIFO's type: a stream. */
    private static final int S_IFIFO = 0010000;
    /** A character device's type (a terminal, /dev/null): a stream. */
    private static final int S_IFCHR = 0020000;

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
     * by {@code --out}) or a new {@code ROOT/BOARD/RUN-ID} with a {@link RunId} of its own.
     */
    public static Path newRunFolder(String board, Optional<Path> out, Path root, Clock clock) {
        if (out.isPresent()) {
            Path dir = out.get();
            return freshRunFolder(dir, "--out", "continue it with --resume " + dir + " or give another --out");
        }
        Path boardDir = boardFolder(root, board);
        requireFolderPath(boardDir, "run folder");
        return claimRunId(writableFolder(boardDir, "run folder"), clock.instant());
    }

    /**
     * The first of the second's run ids that names nothing yet, its folder made at once:
     * creating a folder is atomic, so two runs of a board started in one second, even by
     * two processes, get two folders, and neither is added to the other's.
     */
    private static Path claimRunId(Path boardDir, Instant started) {
        for (int nth = 1; nth <= RunId.MAX_PER_SECOND; nth++) {
            Path dir = boardDir.resolve(RunId.of(started, nth));
            try {
                Files.createDirectory(dir);
                return dir;
            } catch (FileAlreadyExistsException e) {
                // another run of the board started in this second: try the next id
            } catch (IOException e) {
                throw cannotCreate(dir, "run folder", e);
            }
        }
        throw new BadInputException(RunId.MAX_PER_SECOND + " runs of " + boardDir.getFileName() + " started at "
                + RunId.of(started, 1) + " already; start the next one a second later");
    }

    /** A new folder for points that are not measured ({@code predict --out}): it must hold no run yet. */
    public static Path newPointsFolder(Path dir, String what) {
        return freshRunFolder(dir, what, "give a new folder");
    }

    private static Path freshRunFolder(Path dir, String what, String fix) {
        requireFolderPath(dir, what);
        for (String journal : new String[] {RunFolder.POINTS_CSV, RunFolder.RAW_CSV}) {
            if (Files.exists(dir.resolve(journal), LinkOption.NOFOLLOW_LINKS)) {
                throw new BadInputException(what + " " + dir + " already holds a " + journal
                        + ", which a new run would be added to; " + fix);
            }
        }
        return writableFolder(dir, what);
    }

    /** A folder a command writes into ({@code analyze --out}, nightly's results root), created when missing. */
    public static Path outputFolder(Path dir, String what) {
        requireFolderPath(dir, what);
        return writableFolder(dir, what);
    }

    /**
     * Checks the path of a folder a command will write into, creating nothing: for a
     * command that has more to check first (site checks its database before making its folder).
     */
    public static Path checkFolderPath(Path dir, String what) {
        requireFolderPath(dir, what);
        return dir;
    }

    /** An existing folder that gets derived files again (a run folder for report, compare or resume). */
    public static Path existingFolder(Path dir, String what) {
        requireFolderPath(dir, what);
        RunFolder.requireFolder(dir, what);
        if (!Files.isWritable(dir)) {
            throw notWritable(dir, what);
        }
        return dir;
    }

    /**
     * A file a person names for a command to write ({@code --junit FILE}, {@code calibrate
     * --out}), checked before anything is measured or fitted, and how it is to be written;
     * the one place that decides what such a path may be. A new or regular file is written
     * whole (under a temporary name, short enough to fit, in a folder that can be created and
     * written). A FIFO or a character device, named or reached through links ({@code
     * /dev/stdout}, {@code /dev/null}), is a stream the person means to be written into, and is.
     * Refused: an empty name, one ending in '/' (it names a folder), a folder, a block device or
     * a socket, and a link to anything but a stream, which writing the file whole would replace.
     */
    public static OutputFile outputFile(String given, String what) {
        if (given.isBlank()) {
            throw new BadInputException(
                    what + " '" + given + "' is empty; name a file, e.g. " + what + " " + example(what));
        }
        if (given.endsWith("/")) {
            throw new BadInputException(what + " " + given + " ends in '/', which names a folder; name a file, e.g. "
                    + what + " " + given.replaceAll("/+$", "") + (given.matches("/+") ? example(what) : ""));
        }
        if (given.equals(".") || given.equals("..") || given.endsWith("/.") || given.endsWith("/..")) {
            throw new BadInputException(what + " " + given + " ends in '.' or '..', which names a folder; name a file,"
                    + " e.g. " + what + " " + example(what));
        }
        Path file = pathOf(given, what);
        requireDotDotAfterFolders(file, what);
        Path absolute = file.toAbsolutePath().normalize();
        if (absolute.getParent() == null || absolute.getFileName() == null) {
            throw new BadInputException(
                    what + " " + file + " names no file; give a file path such as " + example(what));
        }
        Optional<OutputFile> stream = stream(absolute, file, what);
        if (stream.isPresent()) {
            return stream.get();
        }
        String name = absolute.getFileName().toString();
        if (AtomicFile.temporaryNameBytes(name) > NAME_MAX) {
            throw new BadInputException(what + " " + shortened(file) + ": the name is " + bytes(name)
                    + " bytes, and written"
                    + " under a temporary name first it would be over the " + NAME_MAX + " bytes a file name may"
                    + " have; give a name of at most " + (NAME_MAX - AtomicFile.temporaryNameBytes("")) + " bytes");
        }
        requireNamesFit(file, what);
        requireFoldersUpFrom(absolute.getParent(), file, what);
        // Checked, not made: a command that refuses its input later leaves nothing behind; the write makes it.
        folderThatCanBeMade(absolute.getParent(), what + " folder");
        return OutputFile.whole(absolute);
    }

    /**
     * The stream {@code absolute} is, when it is a FIFO or a character device or a link to one;
     * empty when it is nothing yet or a regular file; refused when it is anything else.
     */
    private static Optional<OutputFile> stream(Path absolute, Path given, String what) {
        boolean link = Files.isSymbolicLink(absolute);
        if (!link
                && (!Files.exists(absolute, LinkOption.NOFOLLOW_LINKS)
                        || Files.isRegularFile(absolute, LinkOption.NOFOLLOW_LINKS))) {
            return Optional.empty();
        }
        if (isStream(absolute)) {
            if (!Files.isWritable(absolute)) {
                throw new BadInputException(what + " " + given + " is a pipe or a device this user may not write;"
                        + " name a file, or one you may write");
            }
            return Optional.of(OutputFile.stream(absolute));
        }
        if (Files.isDirectory(absolute)) {
            throw new BadInputException(
                    what + " " + given + " is a folder; name a new file or an existing regular file");
        }
        if (link && Files.isRegularFile(absolute)) {
            Path real = realPath(absolute);
            throw new BadInputException(what + " " + given + " is a symbolic link to " + real + ", which writing the"
                    + " file whole would replace; name " + real + " itself, or a new file");
        }
        if (link && !Files.exists(absolute)) {
            throw new BadInputException(what + " " + given + " is a symbolic link to nothing; name a new file"
                    + " or an existing regular file, not a link");
        }
        throw new BadInputException(what + " " + given + " is not a regular file (a block device or a socket);"
                + " name a file, or a pipe or a terminal to write into");
    }

    /** A FIFO or a character device, following links: what a person means when naming /dev/stdout. */
    private static boolean isStream(Path path) {
        try {
            int type = ((Integer) Files.getAttribute(path, "unix:mode")) & S_IFMT;
            return type == S_IFIFO || type == S_IFCHR;
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return false; // no such file, or a platform without the unix view: not a stream then
        }
    }

    /**
     * Where {@code path} is, or will be once made, on disk: the real path of its nearest
     * existing folder (every link on the way followed) with the rest of it appended, for
     * telling whether it lies inside another folder (bisect's run folder and the checkout).
     */
    public static Path realPath(Path path) {
        Path absolute = path.toAbsolutePath().normalize();
        for (Path p = absolute; p != null; p = p.getParent()) {
            try {
                return p.toRealPath().resolve(p.relativize(absolute));
            } catch (IOException e) {
                // not there yet: the part above it decides
            }
        }
        return absolute;
    }

    private static Path pathOf(String given, String what) {
        try {
            return Path.of(given);
        } catch (InvalidPathException e) {
            throw new BadInputException(what + " '" + given + "' is not a path (" + e.getReason() + "); name a file,"
                    + " e.g. " + what + " " + example(what));
        }
    }

    private static String example(String what) {
        return what.equals("--junit") ? "junit.xml" : "board.yaml";
    }

    /** A non-empty path whose every existing part is a folder and whose every name fits the filesystem. */
    private static void requireFolderPath(Path dir, String what) {
        if (dir.toString().isBlank()) {
            throw new BadInputException(
                    what + " '" + dir + "' is empty; name a folder, e.g. " + what + " results/my-run");
        }
        requireDotDotAfterFolders(dir, what);
        requireNamesFit(dir, what);
        requireFoldersUpFrom(dir.toAbsolutePath().normalize(), dir, what);
    }

    private static void requireNamesFit(Path path, String what) {
        for (Path part : path) {
            if (bytes(part.toString()) > NAME_MAX) {
                throw new BadInputException(what + " " + shortened(path) + ": the name " + shortened(part) + " is "
                        + bytes(part.toString()) + " bytes, over the " + NAME_MAX
                        + " bytes a file name may have; give a shorter one");
            }
        }
    }

    /** From {@code start} up, the first part that exists is a folder; {@code given} is the path as the person wrote it. */
    private static void requireFoldersUpFrom(Path start, Path given, String what) {
        Path absolute = given.toAbsolutePath().normalize();
        for (Path p = start.toAbsolutePath().normalize(); p != null; p = p.getParent()) {
            if (Files.isDirectory(p)) {
                return;
            }
            if (Files.exists(p)) {
                String kind = Files.isRegularFile(p) ? "a file" : "a device or a pipe";
                throw new BadInputException(
                        p.equals(absolute)
                                ? what + " " + given + " is " + kind
                                        + ", not a folder; give a new folder or an existing" + " one"
                                : what + " " + given + " lies under " + p + ", which is " + kind
                                        + ", not a folder; give a folder path");
            }
        }
    }

    /**
     * A {@code ..} is resolved by the system only after the part before it exists; creating
     * {@code new/../x} would make {@code new} on the way, a folder nobody asked for.
     */
    private static void requireDotDotAfterFolders(Path path, String what) {
        Path walked = path.getRoot();
        for (Path part : path) {
            if (part.toString().equals("..") && walked != null && !Files.isDirectory(walked)) {
                throw new BadInputException(what + " " + path + " goes up ('..') from " + walked
                        + ", which is not an existing folder; write the path without '..'");
            }
            walked = walked == null ? part : walked.resolve(part);
        }
    }

    private static int bytes(String name) {
        return name.getBytes(StandardCharsets.UTF_8).length;
    }

    /** A path as a message shows it: a 4,000-character name would bury the sentence. */
    private static String shortened(Path path) {
        String text = path.toString();
        return text.length() <= 80 ? text : text.substring(0, 60) + "..." + text.substring(text.length() - 12);
    }

    /**
     * Whether {@code dir} exists as a folder one may write, or can be made: its nearest
     * existing folder is one may write into. Nothing is created.
     */
    private static void folderThatCanBeMade(Path dir, String what) {
        Path existing = dir;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (existing == null || !Files.isDirectory(existing) || !Files.isWritable(existing)) {
            throw existing != null && Files.isDirectory(existing)
                    ? notWritable(existing, what)
                    : new BadInputException(what + " " + dir + " cannot be made; give a folder you may write");
        }
    }

    private static Path writableFolder(Path dir, String what) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw cannotCreate(dir, what, e);
        }
        if (!Files.isWritable(dir)) {
            throw notWritable(dir, what);
        }
        return dir;
    }

    private static BadInputException cannotCreate(Path dir, String what, IOException e) {
        return new BadInputException(
                what + " " + dir + " cannot be created (" + e.getClass().getSimpleName()
                        + (e.getMessage() == null ? "" : ": " + e.getMessage()) + "); give a folder you may write");
    }

    private static BadInputException notWritable(Path dir, String what) {
        return new BadInputException(
                what + " " + dir + " is not writable; give a folder you may write, or change its permissions");
    }
}
