package io.bulkbench.reports.csv;

import io.bulkbench.reports.AtomicFile;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;

/**
 * explain-before.csv, beside explain.csv in the AFTER run's folder: one row {@code before_run},
 * the id (folder name) of the run explain.csv compares this one with. explain.csv's columns
 * are a contract, so the run it was compared with is said here; {@code import} records the
 * comparison from both files.
 */
public final class ExplainBeforeCsv {
    public static final List<String> COLUMNS = List.of("before_run");

    private ExplainBeforeCsv() {}

    public static void write(String beforeRun, Writer out) throws IOException {
        CsvFile.write(COLUMNS, List.of(beforeRun), (run, csv) -> csv.row(CsvCells.text(run)), out);
    }

    public static void write(String beforeRun, Path file) throws IOException {
        AtomicFile.write(file, out -> write(beforeRun, out));
    }

    /** The BEFORE run's id. */
    public static String read(Reader in, String fileName) throws IOException {
        return CsvFile.readOne(in, fileName, COLUMNS, row -> {
            String run = row.text("before_run");
            if (run.isBlank()) {
                throw row.bad("before_run", "the cell is empty; write the file again with bulkbench explain");
            }
            return run;
        });
    }

    public static String read(Path file) throws IOException {
        return CsvFile.read(file, ExplainBeforeCsv::read);
    }
}
