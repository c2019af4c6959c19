package io.bulkbench.app.cli;

import io.bulkbench.testing.RequiredEnvironment;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * A 256 KiB tmpfs mounted for a test, to be filled: a full disk on purpose, whatever the
 * machine's own disks hold. Mounting needs root, which CI has; elsewhere the tests that
 * need it are skipped, in CI they fail ({@link RequiredEnvironment}).
 */
final class SmallDisk implements AutoCloseable {
    private static final String SIZE = "256k";

    private final Path dir;

    private SmallDisk(Path dir) {
        this.dir = dir;
    }

    /** A new tmpfs at {@code dir} (made when missing); {@link #close} unmounts it. */
    static SmallDisk mount(Path dir) throws IOException, InterruptedException {
        Files.createDirectories(dir);
        Optional<String> failed = run("mount", "-t", "tmpfs", "-o", "size=" + SIZE, "tmpfs", dir.toString());
        RequiredEnvironment.require(
                "the full-disk tests",
                failed.map(why -> "a " + SIZE + " tmpfs could not be mounted (" + why + ")"),
                "run them as root, where mount -t tmpfs works (CI does)");
        return new SmallDisk(dir);
    }

    Path dir() {
        return dir;
    }

    /** The file that fills the disk. */
    Path filler() {
        return dir.resolve("filler");
    }

    /** Fills the disk until the system says it is full, then frees about {@code bytes} of it again (0: none). */
    void fillLeaving(long bytes) throws IOException {
        Files.deleteIfExists(filler());
        try (FileChannel channel =
                FileChannel.open(filler(), StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            ByteBuffer block = ByteBuffer.allocate(4096);
            try {
                while (true) {
                    block.clear();
                    channel.write(block);
                }
            } catch (IOException full) {
                // ENOSPC: every page of the tmpfs is taken
            }
            channel.truncate(Math.max(0, channel.size() - bytes));
        }
    }

    @Override
    public void close() throws IOException, InterruptedException {
        if (run("umount", dir.toString()).isPresent()) {
            // a file still open keeps it busy: detach it now, gone once that is closed
            run("umount", "-l", dir.toString());
        }
    }

    /** Runs a program; empty when it exits 0, else what it said. */
    private static Optional<String> run(String... command) throws IOException, InterruptedException {
        Process p;
        try {
            p = new ProcessBuilder(command).redirectErrorStream(true).start();
        } catch (IOException e) {
            return Optional.of(String.join(" ", List.of(command)) + ": " + e.getMessage());
        }
        String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        if (!p.waitFor(30, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return Optional.of(command[0] + " did not finish");
        }
        return p.exitValue() == 0
                ? Optional.empty()
                : Optional.of(command[0] + " exited " + p.exitValue() + ": " + said);
    }
}
