package io.bulkbench.inputs;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.ByteSizeText;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * The gate every file bulkbench reads passes before it is opened: it must be a regular
 * file (a named pipe would block the reader for ever, {@code /dev/zero} would never
 * end), readable, and under a size limit for its kind; its text must be UTF-8. A file
 * that fails gets one {@link BadInputException} naming the file and the fix, and a
 * byte that is not UTF-8 names the file and the line it is on.
 */
public final class InputFile {
    /** CSV tables of a run folder (points, raw samples, baselines, latencies). */
    public static final long TABLE_LIMIT = 256L << 20;
    /** Board configs, run plans and simulator profiles: a few hundred lines at most. */
    public static final long SETTINGS_LIMIT = 1L << 20;
    /** What JMH wrote for one point: its JSON result and its log. */
    public static final long JMH_OUTPUT_LIMIT = 64L << 20;

    private InputFile() {}

    /** True when something is at {@code file}, even a dangling link or a pipe: the gate then says what is wrong. */
    public static boolean exists(Path file) {
        return Files.exists(file, LinkOption.NOFOLLOW_LINKS);
    }

    /** Checks {@code file} and opens it as strict UTF-8 text, never more than {@code limit} bytes. */
    public static Reader open(Path file, long limit) throws IOException {
        check(file, limit);
        InputStream in;
        try {
            in = Files.newInputStream(file);
        } catch (NoSuchFileException e) {
            throw new BadInputException(file + " does not exist; give the path of an existing file");
        }
        return new StrictUtf8Reader(in, file.toString(), limit, ByteSizeText.of(limit));
    }

    /** The whole text of a checked file. */
    public static String read(Path file, long limit) throws IOException {
        try (Reader in = open(file, limit)) {
            StringWriter text = new StringWriter();
            in.transferTo(text);
            return text.toString();
        }
    }

    /**
     * The text of a file read some other way (a blob at a git commit), refused as a file's
     * would be when it is not UTF-8; {@code name} names it in the error.
     */
    public static String text(byte[] bytes, String name) throws IOException {
        try (Reader in = new StrictUtf8Reader(
                new ByteArrayInputStream(bytes), name, bytes.length, ByteSizeText.of(bytes.length))) {
            StringWriter text = new StringWriter();
            in.transferTo(text);
            return text.toString();
        }
    }

    /** Refuses anything but a regular, readable file of at most {@code limit} bytes. */
    public static void check(Path file, long limit) {
        check(file, limit, "give the file that was meant, or split it");
    }

    /**
     * As {@link #check}, for a file that is copied where others read it (a run's report into
     * the site): a symbolic link is refused rather than followed, since it may point at any
     * file this user can read. {@code overLimitFix} says how to lift the limit.
     */
    public static void checkUnlinked(Path file, long limit, String overLimitFix) {
        check(file, limit, overLimitFix, LinkOption.NOFOLLOW_LINKS);
    }

    private static void check(Path file, long limit, String overLimitFix, LinkOption... options) {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(file, BasicFileAttributes.class, options);
        } catch (IOException e) {
            throw new BadInputException(file + (exists(file) ? " is a link to nothing" : " does not exist")
                    + "; give the path of an existing file");
        }
        if (attributes.isSymbolicLink()) {
            throw new BadInputException(file + " is a symbolic link, which is not followed here (it may point at any"
                    + " file); put the file itself there");
        }
        if (attributes.isDirectory()) {
            throw new BadInputException(file + " is a folder, not a file; give the path of a file");
        }
        if (!attributes.isRegularFile()) {
            throw new BadInputException(file + " is not a regular file (a pipe, device or socket, which may never end);"
                    + " give the path of a regular file");
        }
        if (!Files.isReadable(file)) {
            throw new BadInputException(
                    file + " cannot be read (permission denied); make it readable or give another file");
        }
        if (attributes.size() > limit) {
            throw new BadInputException(file + " is " + ByteSizeText.of(attributes.size()) + ", over the "
                    + ByteSizeText.of(limit) + " a file of its kind may have; " + overLimitFix);
        }
    }
}
