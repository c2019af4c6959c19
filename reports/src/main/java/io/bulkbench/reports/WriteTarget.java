package io.bulkbench.reports;

import io.bulkbench.core.BadInputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * What a file bulkbench writes may be before it is written: nothing yet, or a regular file.
 * A symbolic link is refused, since writing through it would change a file anywhere and
 * renaming over it would destroy a link bulkbench did not make; so is a folder, a device or a
 * pipe, which are not bulkbench's to replace. Every write checks it: {@link AtomicFile}'s,
 * the journals' appends, and the files JMH and a bisect's build write into a run folder (with
 * the folders they go in). A stream a person names for output ({@code --junit /dev/stdout})
 * is the output gate's to allow ({@link OutputFile}), never this rule's.
 */
public final class WriteTarget {
    private WriteTarget() {}

    /** Returns {@code file} when it holds nothing yet or a regular file; else one sentence saying why not. */
    public static Path requirePlain(Path file) {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            return file; // nothing there yet (or unreadable, which the write itself then says)
        }
        if (attributes.isSymbolicLink()) {
            throw linkRefused(file);
        }
        if (!attributes.isRegularFile()) {
            throw new BadInputException(file + " is " + (attributes.isDirectory() ? "a folder" : "a device or a pipe")
                    + ", not a file bulkbench may replace; move it away, or write elsewhere");
        }
        return file;
    }

    /** Returns {@code path} (a file, or a folder bulkbench writes into) when it is no symbolic link. */
    public static Path requireNoLink(Path path) {
        if (Files.isSymbolicLink(path)) {
            throw linkRefused(path);
        }
        return path;
    }

    private static BadInputException linkRefused(Path link) {
        String target;
        try {
            target = " (to " + Files.readSymbolicLink(link) + ")";
        } catch (IOException | UnsupportedOperationException e) {
            target = "";
        }
        return new BadInputException(link + " is a symbolic link" + target
                + ", which bulkbench neither writes through nor replaces; remove the link, or write elsewhere");
    }
}
