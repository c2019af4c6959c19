package io.bulkbench.reports.csv;

import io.bulkbench.analysis.CheaperMode;
import io.bulkbench.analysis.Confirmation;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.ThroughputBasis;
import io.bulkbench.analysis.Undecided;
import io.bulkbench.analysis.ValueInterval;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.KconfigSymbol;
import io.bulkbench.reports.AtomicFile;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * recommendations.csv: {@code board,device,direction,copy_mode,symbol,value,
 * throughput_mb_s,share_of_best,memory_bytes,rationale,predicted_mb_s,confirmed_mb_s,
 * throughput_basis,cheaper_on_cpu,undecided,interval}, one row per recommended default; throughput_basis says whether
 * throughput_mb_s was {@code measured} at that point or {@code fitted} (empty in files
 * from before it, and then no surface says either); cheaper_on_cpu answers "copy or not?" at
 * the row's configuration measured both ways ({@link CheaperMode}: "no-copy", or with what
 * MB/s said, "no-copy; copy 2 % faster for 60 % more CPU per MB"), empty where the CPU did
 * not differ beyond the errors or was not measured; files from before that wrote
 * {@code true} where this mode moved the same MB/s for less CPU, which reads as this mode. Symbol, value and rationale are text cells and guarded
 * against formulas. The last two (appended after the others, so files written before them
 * still read) are filled when {@code --confirm} measured the recommended configuration of
 * the row's direction and copy mode again (see {@link Confirmation}), empty otherwise.
 * undecided, last, holds the range of values late points leave open ("3..7",
 * {@link Undecided}) and is empty for a decided default (and in files from before it).
 * interval, after it, is the range the value's estimate allows ("6..45", a buffer count's
 * knee interval; {@link ValueInterval}), empty where there is none.
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
            "rationale",
            "predicted_mb_s",
            "confirmed_mb_s",
            "throughput_basis",
            "cheaper_on_cpu",
            "undecided",
            "interval");

    private static final Pattern WHOLE_NUMBER = Pattern.compile("[0-9]{1,10}");

    private RecommendationsCsv() {}

    /** The recommendations, each with the confirmation of its direction and copy mode when there is one. */
    public static void write(List<Recommendation> recommendations, List<Confirmation> confirmations, Writer out)
            throws IOException {
        CsvFile.write(COLUMNS, recommendations, (r, csv) -> writeRow(r, confirmation(r, confirmations), csv), out);
    }

    private static Optional<Confirmation> confirmation(Recommendation r, List<Confirmation> confirmations) {
        return confirmations.stream()
                .filter(x -> x.key().board().equals(r.board())
                        && x.key().device().equals(r.device())
                        && x.key().direction() == r.direction()
                        && x.key().copyMode() == r.copyMode())
                .findFirst();
    }

    private static void writeRow(Recommendation r, Optional<Confirmation> c, CsvTableWriter csv) throws IOException {
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
                CsvCells.text(r.rationale()),
                c.map(x -> CsvCells.number(x.predictedMbS())).orElse(""),
                c.map(x -> CsvCells.number(x.confirmedMbS())).orElse(""),
                r.basis().map(ThroughputBasis::label).orElse(""),
                r.cheaperMode().map(m -> CsvCells.text(m.cell())).orElse(""),
                r.undecided().map(Undecided::range).orElse(""),
                r.interval().map(ValueInterval::text).orElse(""));
    }

    public static void write(List<Recommendation> recommendations, List<Confirmation> confirmations, Path file)
            throws IOException {
        AtomicFile.write(file, out -> write(recommendations, confirmations, out));
    }

    public static List<Recommendation> read(Reader in, String fileName) throws IOException {
        return CsvFile.read(in, fileName, COLUMNS.subList(0, 9), RecommendationsCsv::recommendation);
    }

    private static Recommendation recommendation(CsvRow row) {
        Direction direction = row.parsed("direction", Direction::parse);
        CopyMode copyMode = row.parsed("copy_mode", CopyMode::parse);
        String symbol = symbol(row);
        String value = value(row);
        long memory = row.longOr("memory_bytes", -1);
        if (memory < 0) {
            throw row.bad(
                    "memory_bytes", "'" + row.raw("memory_bytes") + "' is not a byte count; write a whole number >= 0");
        }
        double throughput = row.number("throughput_mb_s");
        double share = row.number("share_of_best");
        Optional<CheaperMode> cheaperMode = cheaperMode(row, copyMode);
        Optional<Undecided> undecided = undecided(row);
        Optional<ValueInterval> interval = interval(row);
        try {
            return Recommendation.builder()
                    .board(row.text("board"))
                    .device(row.text("device"))
                    .direction(direction)
                    .copyMode(copyMode)
                    .symbol(symbol)
                    .value(value)
                    .throughputMbS(throughput)
                    .shareOfBest(share)
                    .memoryBytes(memory)
                    .rationale(row.text("rationale"))
                    .basis(
                            row.raw("throughput_basis").isEmpty()
                                    ? Optional.empty()
                                    : Optional.of(row.parsed("throughput_basis", ThroughputBasis::parse)))
                    .cheaperMode(cheaperMode)
                    .undecided(undecided)
                    .interval(interval)
                    .build();
        } catch (BadInputException e) {
            throw row.bad(e);
        }
    }

    /** Empty (and absent, in files from before the column) is no interval; else one such as 6..45. */
    private static Optional<ValueInterval> interval(CsvRow row) {
        String cell = row.raw("interval").strip();
        if (cell.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(ValueInterval.parse(cell));
        } catch (IllegalArgumentException e) {
            throw row.bad("interval", e.getMessage() + "; write the knee's interval, or leave it empty");
        }
    }

    /** Empty (and absent, in files from before the column) is decided; else a range such as 3..7. */
    private static Optional<Undecided> undecided(CsvRow row) {
        String cell = row.raw("undecided").strip();
        if (cell.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(Undecided.parse(cell));
        } catch (IllegalArgumentException e) {
            throw row.bad("undecided", e.getMessage() + "; write the range of values left open, or leave it empty");
        }
    }

    /**
     * Empty, false (and absent, in files from before the column) is no answer; true, from
     * files before the cell named the mode, is this row's mode at the same MB/s; else a cell
     * as {@link CheaperMode#cell} writes it.
     */
    private static Optional<CheaperMode> cheaperMode(CsvRow row, CopyMode rowMode) {
        String cell = row.text("cheaper_on_cpu").strip();
        if (cell.isEmpty() || cell.equals("false")) {
            return Optional.empty();
        }
        if (cell.equals("true")) {
            return Optional.of(new CheaperMode(rowMode, ""));
        }
        try {
            return Optional.of(CheaperMode.parse(cell));
        } catch (BadInputException e) {
            throw row.bad(
                    "cheaper_on_cpu",
                    "'" + cell + "' names no copy mode; write copy or no-copy (then '; ' and what MB/s said),"
                            + " true, false or leave it empty");
        }
    }

    /**
     * A recommended value is a whole number (a buffer count, a request size in KiB): it
     * becomes a defconfig line and a patch's subject, so nothing else is taken from a file.
     */
    private static String value(CsvRow row) {
        String cell = row.text("value").strip();
        if (!WHOLE_NUMBER.matcher(cell).matches()) {
            throw row.bad(
                    "value",
                    "'" + row.raw("value") + "' is not a whole number; a recommended buffer count or"
                            + " request size in KiB is one, such as 8");
        }
        return cell;
    }

    /** The row's symbol; a patch writes it into a defconfig, so it must be a Kconfig name and nothing more. */
    private static String symbol(CsvRow row) {
        String cell = row.text("symbol");
        if (cell.isEmpty()) {
            throw row.bad(
                    "symbol", "the cell is empty; name the Kconfig symbol, e.g. CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS");
        }
        try {
            return KconfigSymbol.of(cell, "the cell");
        } catch (BadInputException e) {
            throw row.bad("symbol", e.getMessage());
        }
    }

    public static List<Recommendation> read(Path file) throws IOException {
        return CsvFile.read(file, RecommendationsCsv::read);
    }
}
