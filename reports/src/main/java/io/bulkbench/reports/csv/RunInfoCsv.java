package io.bulkbench.reports.csv;

import io.bulkbench.analysis.trend.RunInfo;
import io.bulkbench.core.BadInputException;
import io.bulkbench.reports.AtomicFile;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.List;

/**
 * run.csv: one row saying what the run is beside its measurements, {@code started,host,
 * label,bulkbench_version} ({@code started} in ISO-8601 UTC, e.g. 2026-11-30T02:15:00Z).
 * Written when a sweep starts, so a later {@code import} records the run as it was.
 */
public final class RunInfoCsv {
    public static final List<String> COLUMNS = List.of("started", "host", "label", "bulkbench_version");

    private RunInfoCsv() {}

    public static void write(RunInfo info, Writer out) throws IOException {
        CsvTableWriter csv = CsvTableWriter.withHeader(out, COLUMNS);
        csv.row(
                info.started().toString(),
                CsvCells.text(info.host()),
                CsvCells.text(info.label()),
                CsvCells.text(info.bulkbenchVersion()));
        csv.flush();
    }

    /** Writes the whole file atomically. */
    public static void write(RunInfo info, Path file) throws IOException {
        AtomicFile.write(file, out -> write(info, out));
    }

    public static RunInfo read(Reader in, String fileName) throws IOException {
        List<CsvRow> rows = CsvTable.whole(fileName, List.of("started")).read(in);
        if (rows.size() != 1) {
            throw new BadInputException(
                    fileName + " has " + rows.size() + " rows; it describes one run in one row under its header");
        }
        CsvRow row = rows.get(0);
        Instant started;
        try {
            started = Instant.parse(row.raw("started"));
        } catch (DateTimeParseException e) {
            throw row.bad(
                    "started",
                    "'" + row.raw("started") + "' is not an instant; write one such as 2026-11-30T02:15:00Z");
        }
        try {
            return new RunInfo(started, row.text("host"), row.text("label"), row.text("bulkbench_version"));
        } catch (BadInputException e) {
            throw row.bad(e);
        }
    }

    public static RunInfo read(Path file) throws IOException {
        return CsvFile.read(file, RunInfoCsv::read);
    }
}
