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
    public static final List<String> COLUMNS = List.of(
            "parameter",
            "before",
            "before_low",
            "before_high",
            "after",
            "after_low",
            "after_high",
            "change_percent",
            "verdict");

    private ExplainCsv() {}

    public static void write(ModelChange change, Writer out) throws IOException {
        CsvFile.write(COLUMNS, change.parameters(), ExplainCsv::writeRow, out);
    }

    public static void write(ModelChange change, Path file) throws IOException {
        AtomicFile.write(file, out -> write(change, out));
    }

    private static void writeRow(ParameterChange c, CsvTableWriter csv) throws IOException {
        csv.row(
                CsvCells.text(c.parameter()),
                CsvCells.number(c.before().value()),
                CsvCells.number(c.before().low()),
                CsvCells.number(c.before().high()),
                CsvCells.number(c.after().value()),
                CsvCells.number(c.after().low()),
                CsvCells.number(c.after().high()),
                CsvCells.number(c.changePercent().orElse(Double.NaN)),
                c.verdict().label());
    }

    /** The comparison a file holds; its verdicts are those the project's rule gives its numbers. */
    public static ModelChange read(Reader in, String fileName) throws IOException {
        return new ModelChange(CsvFile.read(in, fileName, COLUMNS, ExplainCsv::change));
    }

    public static ModelChange read(Path file) throws IOException {
        return CsvFile.read(file, ExplainCsv::read);
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
