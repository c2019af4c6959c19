package io.bulkbench.reports.csv;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.PointKey;
import java.util.List;

/**
 * The six columns that identify a point in points.csv, raw.csv and compare.csv:
 * {@code board,device,direction,buffers,request_bytes,copy_mode}.
 */
final class PointKeyColumns {
    static final List<String> NAMES = List.of("board", "device", "direction", "buffers", "request_bytes", "copy_mode");

    private PointKeyColumns() {}

    static String[] cells(PointKey key) {
        return new String[] {
            CsvCells.text(key.board()), CsvCells.text(key.device()),
                    key.direction().label(),
            CsvCells.integer(key.buffers()), CsvCells.integer(key.requestBytes()),
                    key.copyMode().label()
        };
    }

    static PointKey read(CsvRow row) {
        Direction direction = row.parsed("direction", Direction::parse);
        CopyMode copyMode = row.parsed("copy_mode", CopyMode::parse);
        int buffers = row.integer("buffers");
        int requestBytes = row.integer("request_bytes");
        try {
            return new PointKey(row.text("board"), row.text("device"), direction, buffers, requestBytes, copyMode);
        } catch (BadInputException e) {
            throw row.bad(e);
        }
    }

    /** Key cells followed by the given ones, as one row. */
    static String[] row(PointKey key, String... rest) {
        String[] keyCells = cells(key);
        String[] all = new String[keyCells.length + rest.length];
        System.arraycopy(keyCells, 0, all, 0, keyCells.length);
        System.arraycopy(rest, 0, all, keyCells.length, rest.length);
        return all;
    }

    /** The key columns followed by the given ones. */
    static List<String> header(String... rest) {
        return java.util.stream.Stream.concat(NAMES.stream(), java.util.Arrays.stream(rest))
                .toList();
    }
}
