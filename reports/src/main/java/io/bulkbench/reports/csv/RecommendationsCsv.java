package io.bulkbench.reports.csv;

import io.bulkbench.analysis.Recommendation;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.reports.AtomicFile;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;

/**
 * recommendations.csv: {@code board,device,direction,copy_mode,symbol,value,
 * throughput_mb_s,share_of_best,memory_bytes,rationale}, one row per recommended
 * default. Symbol, value and rationale are text cells and guarded against formulas.
 */
public final class RecommendationsCsv {
    public static final List<String> COLUMNS = List.of(
            "board",
            "device",
            "direction",
            "copy_mode",
            "symbol",
            "value",
            "throughput_mb_s",
            "share_of_best",
            "memory_bytes",
            "rationale");

    private RecommendationsCsv() {}

    public static void write(List<Recommendation> recommendations, Writer out) throws IOException {
        CsvFile.write(COLUMNS, recommendations, RecommendationsCsv::writeRow, out);
    }

    private static void writeRow(Recommendation r, CsvTableWriter csv) throws IOException {
        csv.row(
                CsvCells.text(r.board()),
                CsvCells.text(r.device()),
                r.direction().label(),
                r.copyMode().label(),
                CsvCells.text(r.symbol()),
                CsvCells.text(r.value()),
                CsvCells.number(r.throughputMbS()),
                CsvCells.number(r.shareOfBest()),
                CsvCells.integer(r.memoryBytes()),
                CsvCells.text(r.rationale()));
    }

    public static void write(List<Recommendation> recommendations, Path file) throws IOException {
        AtomicFile.write(file, out -> write(recommendations, out));
    }

    public static List<Recommendation> read(Reader in, String fileName) throws IOException {
        return CsvFile.read(in, fileName, COLUMNS.subList(0, 9), RecommendationsCsv::recommendation);
    }

    private static Recommendation recommendation(CsvRow row) {
        Direction direction = row.parsed("direction", Direction::parse);
        CopyMode copyMode = row.parsed("copy_mode", CopyMode::parse);
        String symbol = row.text("symbol");
        if (symbol.isBlank()) {
            throw row.bad(
                    "symbol", "the cell is empty; name the Kconfig symbol, e.g. CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS");
        }
        long memory = row.longOr("memory_bytes", -1);
        if (memory < 0) {
            throw row.bad(
                    "memory_bytes", "'" + row.raw("memory_bytes") + "' is not a byte count; write a whole number >= 0");
        }
        double throughput = row.number("throughput_mb_s");
        double share = row.number("share_of_best");
        try {
            return new Recommendation(
                    row.text("board"),
                    row.text("device"),
                    direction,
                    copyMode,
                    symbol,
                    row.text("value"),
                    throughput,
                    share,
                    memory,
                    row.text("rationale"));
        } catch (BadInputException e) {
            throw row.bad(e);
        }
    }

    public static List<Recommendation> read(Path file) throws IOException {
        return CsvFile.read(file, RecommendationsCsv::read);
    }
}
