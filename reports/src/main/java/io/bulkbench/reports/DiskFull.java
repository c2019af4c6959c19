package io.bulkbench.reports;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A file that could not be written because its disk is full (or its owner's quota is
 * spent), said in one sentence that names the file and the fix. The system's own error
 * names no file ("No space left on device" from a write), so the writers that know the
 * file ({@link AtomicFile}, the journals) make this of it; the command line prints the
 * sentence alone.
 */
public final class DiskFull extends FileSystemException {
    private static final long serialVersionUID = 1L;

    private DiskFull(Path file, IOException cause) {
        super(file.toString(), null, cause instanceof FileSystemException fs ? fs.getReason() : cause.getMessage());
        initCause(cause);
    }

    /**
     * {@code failure}, met while writing {@code file}, as a {@code DiskFull} when the disk
     * is full; any other failure as it is. Call it before a partial file is removed: its
     * bytes are what keep a full disk full.
     */
    public static IOException of(Path file, IOException failure) {
        if (failure instanceof DiskFull || !full(file, failure)) {
            return failure;
        }
        return new DiskFull(file.toAbsolutePath(), failure);
    }

    /**
     * The full disk a failure came from, found through its causes: one a writer named, or a
     * file system error of the JDK's (a folder that could not be made) on a full disk.
     */
    public static Optional<DiskFull> in(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof DiskFull full) {
                return Optional.of(full);
            }
            if (t instanceof FileSystemException fs && fs.getFile() != null) {
                IOException named = of(Path.of(fs.getFile()), fs);
                if (named instanceof DiskFull full) {
                    return Optional.of(full);
                }
            }
            if (t.getCause() == t) {
                break;
            }
        }
        return Optional.empty();
    }

    @Override
    public String getMessage() {
        return "cannot write " + getFile() + ": its disk is full"
                + (getReason() == null ? "" : " (" + getReason() + ")") + "; free space on it, or write somewhere else";
    }

    /**
     * Whether the failure is a full disk: the system says so (ENOSPC, EDQUOT), or, as it may
     * say it in the user's language, the disk has no byte left this user may write.
     */
    private static boolean full(Path file, IOException failure) {
        String said = String.valueOf(failure.getMessage());
        if (said.contains("No space left on device") || said.contains("Disk quota exceeded")) {
            return true;
        }
        try {
            Path existing = file.toAbsolutePath();
            while (existing != null && !Files.exists(existing)) {
                existing = existing.getParent();
            }
            return existing != null && Files.getFileStore(existing).getUsableSpace() == 0;
        } catch (IOException | SecurityException e) {
            return false;
        }
    }
}
