package io.bulkbench.reports.csv;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.RunFolder;
import java.io.Closeable;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
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
 * lacks its newline gets one, as readers read it ({@link PointsCsv#readJournal}). A points.csv written before the
 * late_share or the source column is continued in its own layout, without it; a predicted
 * point cannot go into such a file, which could not say so.
 */
public final class PointJournal implements Closeable {
    /** Far longer than any row this journal writes, even with a long reason. */
    private static final int MAX_ROW_BYTES = 1 << 16;

    private final FileChannel points;
    private final List<String> pointColumns;
    private final FileChannel raw;

    private PointJournal(OpenFile points, FileChannel raw) {
        this.points = points.channel();
        this.pointColumns = points.columns();
        this.raw = raw;
    }

    /** A journal file open for appending, and the columns its header names. */
    record OpenFile(FileChannel channel, List<String> columns) {}

    /** Opens (creating if needed) the journal of a run folder. */
    public static PointJournal open(Path runDir) throws IOException {
        Files.createDirectories(runDir);
        OpenFile points = openFile(
                runDir.resolve(RunFolder.POINTS_CSV),
                List.of(PointsCsv.COLUMNS, PointsCsv.WITHOUT_SOURCE, PointsCsv.WITHOUT_LATE_SHARE),
                PointsCsv::readsAsPoint);
        try {
            // a point's raw rows go to disk before its row: a raw row without its newline is the point in flight's
            return new PointJournal(
                    points,
                    openFile(runDir.resolve(RunFolder.RAW_CSV), List.of(RawCsv.COLUMNS), row -> false)
                            .channel());
        } catch (IOException | RuntimeException e) {
            points.channel().close();
            throw e;
        }
    }

    /** Appends one point and its samples and forces both files to disk. */
    public synchronized void append(MeasuredPoint point) throws IOException {
        if (point.isPredicted() && !pointColumns.contains("source")) {
            throw new BadInputException("points.csv was written before its source column, so it cannot mark a"
                    + " predicted point; start a new run folder for a model-designed sweep");
        }
        StringWriter rawRows = new StringWriter();
        CsvTableWriter rawCsv = CsvTableWriter.continuing(rawRows, RawCsv.COLUMNS);
        RawCsv.writeSamples(point, rawCsv);
        rawCsv.flush();
        StringWriter pointRow = new StringWriter();
        CsvTableWriter pointCsv = CsvTableWriter.continuing(pointRow, pointColumns);
        PointsCsv.appendRows(List.of(point), pointCsv, pointColumns);
        pointCsv.flush();
        writeAndForce(raw, rawRows.toString());
        writeAndForce(points, pointRow.toString());
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
     * Opens a journal file: a new one gets the first layout's header; an existing one must
     * start with the header of one of the layouts, and its rows go on in that layout. A
     * last line without its newline is cut off, unless {@code keepsLastRow} reads it as a
     * whole row: then it gets its newline.
     */
    static OpenFile openFile(Path file, List<List<String>> layouts, Predicate<CsvRow> keepsLastRow) throws IOException {
        FileChannel channel =
                FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
        try {
            lock(channel, file);
            long complete = lastLineEnd(channel);
            if (complete == 0) {
                // new, or a crash tore the header itself: nothing worth keeping
                channel.truncate(0);
                writeAndForce(channel, header(layouts.get(0)));
                return new OpenFile(channel, layouts.get(0));
            }
            List<String> columns = layoutOf(channel, file, layouts);
            if (CsvTable.unterminatedRow(file.toString(), tail(channel, complete), columns, 0)
                    .filter(keepsLastRow)
                    .isPresent()) {
                // a whole last row that lacks its newline is kept, as every reader keeps it
                channel.position(channel.size());
                writeAndForce(channel, "\n");
            } else {
                channel.truncate(complete);
                channel.position(channel.size());
            }
            return new OpenFile(channel, columns);
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    private static List<String> layoutOf(FileChannel channel, Path file, List<List<String>> layouts)
            throws IOException {
        for (List<String> columns : layouts) {
            String header = header(columns);
            ByteBuffer start = ByteBuffer.allocate(header.getBytes(StandardCharsets.UTF_8).length);
            readFully(channel, start, 0);
            if (new String(start.array(), 0, start.position(), StandardCharsets.UTF_8).equals(header)) {
                return columns;
            }
        }
        throw new BadInputException(file + " line 1 does not start with the header "
                + header(layouts.get(0)).strip() + "; resume only a run folder this version wrote, or start a new one");
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

    static void writeAndForce(FileChannel channel, String text) throws IOException {
        ByteBuffer bytes = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
        while (bytes.hasRemaining()) {
            channel.write(bytes);
        }
        channel.force(false);
    }
}
