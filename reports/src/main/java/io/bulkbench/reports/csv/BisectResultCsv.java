package io.bulkbench.reports.csv;

import io.bulkbench.analysis.bisect.RecordedBisection.Conclusion;
import io.bulkbench.analysis.bisect.RecordedBisection.Outcome;
import io.bulkbench.core.BadInputException;
import io.bulkbench.reports.AtomicFile;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.List;

/**
 * bisect-result.csv: how a bisect ended, one row {@code outcome,commits,subject,finished}:
 * outcome {@code found}, {@code one_of} or {@code ends_alike}; commits the first bad
 * commit's full SHA, or the few it is one of (oldest first, space-separated), empty when the
 * ends are alike; subject the first bad commit's (empty otherwise); finished ISO-8601 UTC.
 * Written when the bisect ends, so a folder with it is a finished bisect.
 */
public final class BisectResultCsv {
    public static final List<String> COLUMNS = List.of("outcome", "commits", "subject", "finished");

    /** A bisect's end: its conclusion and when it was reached. */
    public record Result(Conclusion conclusion, Instant finished) {}

    private BisectResultCsv() {}

    public static void write(Result result, Writer out) throws IOException {
        CsvFile.write(
                COLUMNS,
                List.of(result),
                (r, csv) -> csv.row(
                        r.conclusion().outcome().label(),
                        CsvCells.text(String.join(" ", r.conclusion().commits())),
                        CsvCells.text(r.conclusion().subject()),
                        r.finished().toString()),
                out);
    }

    public static void write(Result result, Path file) throws IOException {
        AtomicFile.write(file, out -> write(result, out));
    }

    public static Result read(Reader in, String fileName) throws IOException {
        return CsvFile.readOne(in, fileName, COLUMNS, row -> result(row, fileName));
    }

    public static Result read(Path file) throws IOException {
        return CsvFile.read(file, BisectResultCsv::read);
    }

    private static Result result(CsvRow row, String fileName) {
        Outcome outcome = Outcome.parse(row.text("outcome"))
                .orElseThrow(() -> new BadInputException(fileName + ": outcome '" + row.text("outcome")
                        + "' is none of found, one_of, ends_alike; give the file a bisect wrote"));
        String commits = row.text("commits").strip();
        List<String> shas = commits.isEmpty() ? List.of() : Arrays.asList(commits.split("\\s+"));
        Instant finished;
        try {
            finished = Instant.parse(row.text("finished"));
        } catch (DateTimeParseException e) {
            throw new BadInputException(fileName + ": finished '" + row.text("finished")
                    + "' is not an ISO-8601 UTC time such as 2026-12-01T10:00:00Z");
        }
        try {
            return new Result(new Conclusion(outcome, shas, row.text("subject")), finished);
        } catch (IllegalArgumentException e) {
            throw new BadInputException(fileName + ": outcome " + outcome.label() + " names " + shas.size()
                    + " commit(s); give the file a bisect wrote");
        }
    }
}
