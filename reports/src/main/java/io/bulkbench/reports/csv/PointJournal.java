package io.bulkbench.reports.csv;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.DiskFull;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.WriteTarget;
import java.io.Closeable;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.function.Predicate;

/**
 * The sweep's append-only journal: points.csv and raw.csv in a run folder, one point
 * appended the moment it is measured and forced to disk before {@link #append}
 * returns, so a killed sweep loses at most the point in flight. A point's raw rows are
 * made durable before its points row: a point listed in points.csv always has its
 * samples. Opening a journal a crash left with a torn last line cuts that fragment
 * off, so new rows start on a line of their own; a last points row that is whole but
 * lacks its newline gets one, as readers read it ({@link PointsCsv#readJournal}). A journal
 * is continued only when its files start with this version's headers.
 */
public final class PointJournal implements Closeable {
    /** Far longer than any row this journal writes, even with a long reason. */
    private static final int MAX_ROW_BYTES = 1 << 16;

    private final Path runDir;
    private final FileChannel points;
    private final FileChannel raw;

    private PointJournal(Path runDir, FileChannel points, FileChannel raw) {
        this.runDir = runDir;
        this.points = points;
        this.raw = raw;
    }

    /** Opens (creating if needed) the journal of a run folder. */
    public static PointJournal open(Path runDir) throws IOException {
        Files.createDirectories(runDir);
        FileChannel points = openFile(runDir.resolve(RunFolder.POINTS_CSV), PointsCsv.COLUMNS, PointsCsv::readsAsPoint);
        try {
            // a point's raw rows go to disk before its row: a raw row without its newline is the point in flight's
            return new PointJournal(
                    runDir, points, openFile(runDir.resolve(RunFolder.RAW_CSV), RawCsv.COLUMNS, row -> false));
        } catch (IOException | RuntimeException e) {
            points.close();
            throw e;
        }
    }

    /** Appends one point and its samples and forces both files to disk. */
    public synchronized void append(MeasuredPoint point) throws IOException {
        StringWriter rawRows = new StringWriter();
        CsvTableWriter rawCsv = CsvTableWriter.continuing(rawRows, RawCsv.COLUMNS);
        RawCsv.writeSamples(point, rawCsv);
        rawCsv.flush();
        StringWriter pointRow = new StringWriter();
        CsvTableWriter pointCsv = CsvTableWriter.continuing(pointRow, PointsCsv.COLUMNS);
        PointsCsv.appendRows(List.of(point), pointCsv);
        pointCsv.flush();
        writeAndForce(raw, runDir.resolve(RunFolder.RAW_CSV), rawRows.toString());
        writeAndForce(points, runDir.resolve(RunFolder.POINTS_CSV), pointRow.toString());
    }

    @Override
    public void close() throws IOException {
        try (points;
                raw) {
            // both channels close, the second even if the first fails
        }
    }

    /**
     * Locks the file for the journal's life (released on close): two sweeps appending to
     * one folder would interleave rows, and repairing a torn line another sweep is still
     * writing would cut its row.
     */
    private static void lock(FileChannel channel, Path file) throws IOException {
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (OverlappingFileLockException e) {
            lock = null;
        }
        if (lock == null) {
            throw new BadInputException(
                    file + " is being written by another sweep; " + "wait for it to finish or give another folder");
        }
    }

    /**
     * Opens a journal file: a new one gets the header of {@code columns}; an existing one
     * must start with that header. A last line without its newline is cut off, unless
     * {@code keepsLastRow} reads it as a whole row: then it gets its newline.
     */
    static FileChannel openFile(Path file, List<String> columns, Predicate<CsvRow> keepsLastRow) throws IOException {
        WriteTarget.requirePlain(file);
        FileChannel channel;
        try {
            // NOFOLLOW_LINKS as well: a link made after the check is refused by the system, not appended through.
            channel = FileChannel.open(
                    file,
                    StandardOpenOption.CREATE,
                    StandardOpenOption.READ,
                    StandardOpenOption.WRITE,
                    LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            throw DiskFull.of(file, e);
        }
        try {
            lock(channel, file);
            long complete = lastLineEnd(channel);
            if (complete == 0) {
                // new, or a crash tore the header itself: nothing worth keeping
                channel.truncate(0);
                writeAndForce(channel, file, header(columns));
                return channel;
            }
            requireHeader(channel, file, columns);
            if (CsvTable.unterminatedRow(file.toString(), tail(channel, complete), columns, 0)
                    .filter(keepsLastRow)
                    .isPresent()) {
                // a whole last row that lacks its newline is kept, as every reader keeps it
                channel.position(channel.size());
                writeAndForce(channel, file, "\n");
            } else {
                channel.truncate(complete);
                channel.position(channel.size());
            }
            return channel;
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    private static void requireHeader(FileChannel channel, Path file, List<String> columns) throws IOException {
        String header = header(columns);
        ByteBuffer start = ByteBuffer.allocate(header.getBytes(StandardCharsets.UTF_8).length);
        readFully(channel, start, 0);
        if (!new String(start.array(), 0, start.position(), StandardCharsets.UTF_8).equals(header)) {
            throw new BadInputException(file + " line 1 does not start with the header " + header.strip()
                    + "; resume only a run folder this version wrote, or start a new one");
        }
    }

    private static String header(List<String> columns) {
        return String.join(",", columns) + "\n";
    }

    /** The offset just past the last newline: everything after it is a torn line. */
    private static long lastLineEnd(FileChannel channel) throws IOException {
        ByteBuffer chunk = ByteBuffer.allocate(4096);
        long end = channel.size();
        while (end > 0) {
            long start = Math.max(0, end - chunk.capacity());
            chunk.clear().limit((int) (end - start));
            readFully(channel, chunk, start);
            for (int i = chunk.position() - 1; i >= 0; i--) {
                if (chunk.get(i) == '\n') {
                    return start + i + 1;
                }
            }
            end = start;
        }
        return 0;
    }

    /** What follows the last newline, as text; a tail longer than any row is a torn one, and read as none. */
    private static String tail(FileChannel channel, long complete) throws IOException {
        long length = channel.size() - complete;
        if (length > MAX_ROW_BYTES) {
            return "";
        }
        ByteBuffer tail = ByteBuffer.allocate((int) length);
        readFully(channel, tail, complete);
        return new String(tail.array(), 0, tail.position(), StandardCharsets.UTF_8);
    }

    private static void readFully(FileChannel channel, ByteBuffer buffer, long offset) throws IOException {
        while (buffer.hasRemaining()) {
            if (channel.read(buffer, offset + buffer.position()) < 0) {
                return;
            }
        }
    }

    /** Appends {@code text} to {@code file}'s channel and forces it to disk; a full disk is named as such. */
    static void writeAndForce(FileChannel channel, Path file, String text) throws IOException {
        ByteBuffer bytes = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
        try {
            while (bytes.hasRemaining()) {
                channel.write(bytes);
            }
            channel.force(false);
        } catch (IOException e) {
            throw DiskFull.of(file, e);
        }
    }
}
