package io.bulkbench.reports.csv;

import io.bulkbench.analysis.AnalysisSettings;
import io.bulkbench.analysis.CurveChoice;
import io.bulkbench.reports.AtomicFile;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalDouble;

/**
 * analysis.csv: the settings a run folder was last analysed with, one row,
 * {@code knee_share,curve,buffers_symbol,request_size_symbol,cpu_budget_percent}, so that
 * what re-derives the folder later ({@code report}, {@code compare}, {@code nightly}) fits
 * and recommends as {@code analyze --curve/--knee} did, not with the defaults again. The
 * bootstrap's seed and rounds are the defaults', as every analysis uses them.
 */
public final class AnalysisCsv {
    public static final List<String> COLUMNS =
            List.of("knee_share", "curve", "buffers_symbol", "request_size_symbol", "cpu_budget_percent");

    private AnalysisCsv() {}

    public static void write(AnalysisSettings settings, Path file) throws IOException {
        AtomicFile.write(file, out -> write(settings, out));
    }

    public static void write(AnalysisSettings s, Writer out) throws IOException {
        CsvFile.write(COLUMNS, List.of(s), AnalysisCsv::writeRow, out);
    }

    private static void writeRow(AnalysisSettings s, CsvTableWriter csv) throws IOException {
        csv.row(new String[] {
            CsvCells.number(s.kneeShare()),
            s.curve().label(),
            CsvCells.text(s.buffersSymbol()),
            CsvCells.text(s.requestSizeSymbol()),
            s.cpuBudgetPercent().isPresent()
                    ? CsvCells.number(s.cpuBudgetPercent().getAsDouble())
                    : ""
        });
    }

    public static AnalysisSettings read(Path file) throws IOException {
        return CsvFile.read(file, AnalysisCsv::read);
    }

    public static AnalysisSettings read(Reader in, String fileName) throws IOException {
        return CsvFile.readOne(in, fileName, COLUMNS, AnalysisCsv::settings);
    }

    private static AnalysisSettings settings(CsvRow row) {
        AnalysisSettings defaults = AnalysisSettings.defaults();
        double budget = row.number("cpu_budget_percent");
        try {
            return new AnalysisSettings(
                    row.number("knee_share"),
                    row.parsed("curve", CurveChoice::parse),
                    row.text("buffers_symbol"),
                    row.text("request_size_symbol"),
                    defaults.seed(),
                    defaults.bootstrapRounds(),
                    Double.isNaN(budget) ? OptionalDouble.empty() : OptionalDouble.of(budget));
        } catch (io.bulkbench.core.BadInputException e) {
            throw row.bad(e);
        }
    }
}
