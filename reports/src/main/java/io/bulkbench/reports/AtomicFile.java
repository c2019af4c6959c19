package io.bulkbench.reports;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.SecureRandom;

/**
 * Writes a whole file so that nobody ever sees half of it: the content goes to a
 * temporary file in the same folder, is forced to disk, and is then renamed over the
 * target in one atomic step. A reader sees the old file or the new one; a failing
 * writer leaves the old file as it was and no temporary file behind. A link, a folder or
 * a device at the target's name is refused, never replaced ({@link WriteTarget}). A full disk is said as such, naming the
 * target ({@link DiskFull}).
 *
 * <p>A process killed outright in the middle of a write cannot clean up, so it may leave
 * its temporary file. That file is named {@code .NAME.RANDOM.tmp}: hidden, and ending
 * in {@code .tmp} rather than the target's extension, so a reader that opens a file by
 * its name or picks files by extension never takes it for the target
 * ({@link #isTemporary(Path)} says which files these are).
 *
 * <p>The target must hold nothing yet or a regular file ({@link WriteTarget}): the rename
 * would replace a symbolic link, a folder or a device, none of which bulkbench made.
 */
public final class AtomicFile {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final String TEMPORARY_SUFFIX = ".tmp";

    private AtomicFile() {}

    /**
     * The length in bytes of the temporary name {@code name} is written under (at most
     * that: the random part may be shorter), for checking a name against the filesystem's
     * limit before anything is written.
     */
    public static int temporaryNameBytes(String name) {
        return temporaryName(name, -1L).getBytes(StandardCharsets.UTF_8).length;
    }

    private static String temporaryName(String name, long random) {
        return "." + name + "." + Long.toHexString(random) + TEMPORARY_SUFFIX;
    }

    /** True for a temporary file this class writes (and a killed writer may leave): readers skip these. */
    public static boolean isTemporary(Path file) {
        String name = file.getFileName().toString();
        return name.startsWith(".") && name.endsWith(TEMPORARY_SUFFIX);
    }

    /** Writes UTF-8 text through {@code content} and moves it into place. */
    public static void write(Path target, IOConsumer<Writer> content) throws IOException {
        writeBytes(target, out -> {
            Writer writer = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
            content.accept(writer);
            writer.flush();
        });
    }

    /** Writes bytes (a PNG chart) and moves them into place. */
    public static void writeBytes(Path target, byte[] bytes) throws IOException {
        writeBytes(target, out -> out.write(bytes));
    }

    /** Writes bytes through {@code content} (a bounded copy of another file) and moves them into place. */
    public static void writeStream(Path target, IOConsumer<OutputStream> content) throws IOException {
        writeBytes(target, content);
    }

    private static void writeBytes(Path target, IOConsumer<OutputStream> content) throws IOException {
        Path absolute = WriteTarget.requirePlain(target.toAbsolutePath());
        Path folder = absolute.getParent();
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            throw DiskFull.of(absolute, e);
        }
        Path temporary = folder.resolve(temporaryName(absolute.getFileName().toString(), RANDOM.nextLong()));
        try {
            // CREATE_NEW: a name nobody else holds, with the usual permissions (a report is for others to read)
            try (FileChannel channel =
                    FileChannel.open(temporary, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                OutputStream out = Channels.newOutputStream(channel);
                content.accept(out);
                out.flush();
                channel.force(true);
            }
            Files.move(temporary, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AccessDeniedException e) {
            Files.deleteIfExists(temporary);
            // Name the file the caller asked for, not the hidden temporary one.
            throw new AccessDeniedException(absolute.toString(), null, "permission denied in " + folder);
        } catch (IOException e) {
            // Named before the temporary file goes: its bytes are what show a full disk as full.
            IOException failure = DiskFull.of(absolute, e);
            Files.deleteIfExists(temporary);
            throw failure;
        } catch (RuntimeException | Error e) {
            Files.deleteIfExists(temporary);
            throw e;
        }
        forceFolder(folder);
    }

    /** Makes the rename itself durable; not every platform can open a folder, and then it is moot. */
    private static void forceFolder(Path folder) {
        try (FileChannel channel = FileChannel.open(folder, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // The file is complete and in place; only its survival of a power cut is less certain.
        }
    }
}
