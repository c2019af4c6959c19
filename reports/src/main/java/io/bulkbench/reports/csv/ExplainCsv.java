package io.bulkbench.reports.csv;

import io.bulkbench.analysis.explain.ChangeVerdict;
import io.bulkbench.analysis.explain.ModelChange;
import io.bulkbench.analysis.explain.ParameterChange;
import io.bulkbench.analysis.explain.PipelineStage;
import io.bulkbench.analysis.explain.StageEstimate;
import io.bulkbench.reports.AtomicFile;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;

/**
 * explain.csv: one row per compared parameter of two runs, the path's costs first,
 * {@code parameter,before,before_low,before_high,after,after_low,after_high,change_percent,verdict}.
 * parameter is the profile's YAML path, or {@code path.per_request_us} and {@code path.us_per_kib}
 * for the path's costs; an end of an interval the data do not bound, and
 * a side whose calibration did not fit the parameter, are empty cells; change_percent is
 * the change from before in percent, empty when either side is; verdict {@code changed},
 * {@code unchanged} or {@code undetermined}.
 */
public final class ExplainCsv {
    /** The columns every explain.csv has. */
    private static final List<String> REQUIRED = List.of(
            "parameter",
            "before",
            "before_low",
            "before_high",
            "after",
            "after_low",
            "after_high",
            "change_percent",
            "verdict");

    /**
     * How many points compare's rule calls changed between the two runs, the same on every
     * row; a file written before it was kept reads as none.
     */
    private static final String POINTS_CHANGED = "compare_points_changed";

    public static final List<String> COLUMNS = java.util.stream.Stream.concat(
                    REQUIRED.stream(), java.util.stream.Stream.of(POINTS_CHANGED))
            .toList();

    private ExplainCsv() {}

    public static void write(ModelChange change, Writer out) throws IOException {
        CsvFile.write(COLUMNS, change.parameters(), (c, csv) -> writeRow(c, change.pointsChanged(), csv), out);
    }

    public static void write(ModelChange change, Path file) throws IOException {
        AtomicFile.write(file, out -> write(change, out));
    }

    private static void writeRow(ParameterChange c, int pointsChanged, CsvTableWriter csv) throws IOException {
        csv.row(
                CsvCells.text(c.parameter()),
                CsvCells.number(c.before().value()),
                CsvCells.number(c.before().low()),
                CsvCells.number(c.before().high()),
                CsvCells.number(c.after().value()),
                CsvCells.number(c.after().low()),
                CsvCells.number(c.after().high()),
                CsvCells.number(100 * c.change().orElse(Double.NaN)),
                c.verdict().label(),
                Integer.toString(pointsChanged));
    }

    /** The comparison a file holds; its verdicts are those the project's rule gives its numbers. */
    public static ModelChange read(Reader in, String fileName) throws IOException {
        record Row(ParameterChange change, int pointsChanged) {}
        List<Row> rows = CsvFile.read(in, fileName, REQUIRED, row -> new Row(change(row), pointsChanged(row)));
        int pointsChanged = rows.stream().mapToInt(Row::pointsChanged).max().orElse(0);
        return new ModelChange(rows.stream().map(Row::change).toList(), pointsChanged);
    }

    public static ModelChange read(Path file) throws IOException {
        return CsvFile.read(file, ExplainCsv::read);
    }

    private static int pointsChanged(CsvRow row) {
        int n = row.has(POINTS_CHANGED) ? row.optionalInteger(POINTS_CHANGED).orElse(0) : 0;
        if (n < 0) {
            throw row.bad(POINTS_CHANGED, n + " is below 0; write a count of points, or leave it empty");
        }
        return n;
    }

    private static ParameterChange change(CsvRow row) {
        row.parsed("verdict", ChangeVerdict::parse);
        String parameter = row.text("parameter");
        try {
            PipelineStage.of(parameter);
        } catch (IllegalArgumentException e) {
            throw row.bad(
                    "parameter",
                    "'" + parameter + "' is a parameter of no stage (path., link., host., device. or copy.);"
                            + " write explain.csv again with bulkbench explain");
        }
        return new ParameterChange(side(row, parameter, "before"), side(row, parameter, "after"));
    }

    private static StageEstimate side(CsvRow row, String parameter, String side) {
        double value = row.number(side);
        double low = row.number(side + "_low");
        double high = row.number(side + "_high");
        if (low > value || value > high) {
            throw row.bad(
                    side,
                    value + " lies outside its interval " + low + " .. " + high
                            + "; write explain.csv again with bulkbench explain");
        }
        return new StageEstimate(parameter, value, low, high);
    }
}
