package io.bulkbench.benchmarks.file;

import com.sun.nio.file.ExtendedOpenOption;
import io.bulkbench.benchmarks.device.Channel;
import io.bulkbench.benchmarks.device.ChannelSpec;
import io.bulkbench.benchmarks.device.Device;
import io.bulkbench.benchmarks.device.FileDeviceSpec;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.Direction;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;
import java.util.Set;

/**
 * {@code file:PATH}: a file or block device read with {@code buffers} requests of the
 * request size in flight, the host's view of a mass-storage gadget that the Linux
 * measurements took with {@code dd if=/dev/sdb}. It reads with O_DIRECT where the file
 * system allows it, so the page cache does not answer instead of the device; where it
 * does not (tmpfs, some network file systems) it reads through the cache and says so in
 * {@link #note()}. Reads start at offset 0, go on request after request and wrap to the
 * start before a request would cross the end. Read-only: OUT would write the board's
 * disk.
 */
public final class FileDevice implements Device {
    /** O_DIRECT wants buffers, offsets and lengths aligned to the logical block size; 4 KiB covers them all. */
    static final int ALIGNMENT = 4096;

    private final FileDeviceSpec spec;
    private final Path path;
    private final long size;
    private final boolean direct;
    private final Optional<String> note;
    private FileReadChannel channel;

    private FileDevice(FileDeviceSpec spec, Path path, long size, boolean direct, Optional<String> note) {
        this.spec = spec;
        this.path = path;
        this.size = size;
        this.direct = direct;
        this.note = note;
    }

    /** Checks the path is readable and finds out whether O_DIRECT works on it. */
    public static FileDevice open(FileDeviceSpec spec) {
        return open(spec, FileDevice::directWorks);
    }

    /** Opens with another O_DIRECT probe (tests stand in for a file system that refuses it). */
    static FileDevice open(FileDeviceSpec spec, java.util.function.Predicate<Path> directProbe) {
        Path path = Path.of(spec.path());
        if (!Files.exists(path)) {
            throw new BadInputException("device spec '" + spec.text() + "' names no existing file; give a file or block"
                    + " device, e.g. file:/dev/sdb");
        }
        if (Files.isDirectory(path)) {
            throw new BadInputException(
                    "device spec '" + spec.text() + "' names a directory; give a file or block device");
        }
        if (!Files.isReadable(path)) {
            throw new BadInputException("device spec '" + spec.text() + "': no permission to read " + path
                    + "; add your user to the disk group or run as root");
        }
        if (isPipeOrSocket(path)) {
            throw new BadInputException("device spec '" + spec.text() + "' names a pipe or socket, which may never"
                    + " answer; give a file or block device, e.g. file:/dev/sdb");
        }
        long size = FileSize.of(path);
        boolean direct = directProbe.test(path);
        Optional<String> note = direct
                ? Optional.empty()
                : Optional.of("file system of " + path + " refuses O_DIRECT;"
                        + " reading through the page cache, so repeated reads may measure memory, not the device");
        note.ifPresent(n -> System.err.println("bulkbench: " + spec.text() + ": " + n));
        return new FileDevice(spec, path, size, direct, note);
    }

    private static boolean isPipeOrSocket(Path path) {
        try {
            int type = (Integer) Files.getAttribute(path, "unix:mode") & 0170000;
            return type == 0010000 || type == 0140000;
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return false;
        }
    }

    /** Some file systems accept the open flag and fail the read, so the probe reads one aligned block. */
    static boolean directWorks(Path path) {
        try (var probe = java.nio.channels.FileChannel.open(path, StandardOpenOption.READ, ExtendedOpenOption.DIRECT)) {
            ByteBuffer block = ByteBuffer.allocateDirect(2 * ALIGNMENT).alignedSlice(ALIGNMENT);
            block.limit(ALIGNMENT);
            return probe.read(block, 0) >= 0;
        } catch (IOException | UnsupportedOperationException e) {
            return false;
        }
    }

    @Override
    public String spec() {
        return spec.text();
    }

    /** Whether reads bypass the page cache. */
    public boolean direct() {
        return direct;
    }

    /** Why reads go through the page cache, when they do. */
    public Optional<String> note() {
        return note;
    }

    /** Bytes the reads cycle over. */
    public long size() {
        return size;
    }

    @Override
    public synchronized Channel open(ChannelSpec channelSpec) {
        if (channelSpec.direction() != Direction.IN) {
            throw new BadInputException("device " + spec.text() + " is read-only; use --direction in (writing would"
                    + " overwrite the board's disk)");
        }
        if (channel != null) {
            throw new IllegalStateException("IN channel of " + spec.text() + " is already open");
        }
        if (channelSpec.requestBytes() > size) {
            throw new BadInputException("request size " + channelSpec.requestBytes() + " bytes is larger than "
                    + spec.text() + " (" + size + " bytes); use a smaller request or a larger file");
        }
        if (direct && channelSpec.requestBytes() % ALIGNMENT != 0) {
            throw new BadInputException("request size " + channelSpec.requestBytes() + " bytes is not a multiple of "
                    + ALIGNMENT + " bytes, which O_DIRECT reads of " + spec.text() + " need; use e.g. 16K");
        }
        Set<OpenOption> options =
                direct ? Set.of(StandardOpenOption.READ, ExtendedOpenOption.DIRECT) : Set.of(StandardOpenOption.READ);
        channel = FileReadChannel.open(this, channelSpec, path, options, size);
        return channel;
    }

    synchronized void closed(FileReadChannel closing) {
        if (channel == closing) {
            channel = null;
        }
    }

    @Override
    public synchronized void close() {
        if (channel != null) {
            channel.close();
        }
    }
}
