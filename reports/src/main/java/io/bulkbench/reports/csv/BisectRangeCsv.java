package io.bulkbench.reports.csv;

import io.bulkbench.reports.AtomicFile;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * bisect-range.csv: what a bisect walks, one row {@code repo,good,bad,build,from}: the
 * repository's folder, the full SHAs of the good and bad ends, the build command, and the
 * run folder whose regressions are bisected ({@code --from}; empty when the points were given).
 * Written when the bisect starts; {@code --resume} reads it back.
 */
public final class BisectRangeCsv {
    public static final List<String> COLUMNS = List.of("repo", "good", "bad", "build", "from");

    /** The range of one bisect. */
    public record Range(Path repo, String good, String bad, String build, Optional<Path> from) {}

    private BisectRangeCsv() {}

    public static void write(Range range, Writer out) throws IOException {
        CsvFile.write(
                COLUMNS,
                List.of(range),
                (r, csv) -> csv.row(
                        CsvCells.text(r.repo().toString()),
                        CsvCells.text(r.good()),
                        CsvCells.text(r.bad()),
                        CsvCells.text(r.build()),
                        CsvCells.text(r.from().map(Path::toString).orElse(""))),
                out);
    }

    public static void write(Range range, Path file) throws IOException {
        AtomicFile.write(file, out -> write(range, out));
    }

    public static Range read(Reader in, String fileName) throws IOException {
        return CsvFile.readOne(
                in,
                fileName,
                COLUMNS,
                row -> new Range(
                        Path.of(row.text("repo")),
                        row.text("good"),
                        row.text("bad"),
                        row.text("build"),
                        row.text("from").isEmpty() ? Optional.empty() : Optional.of(Path.of(row.text("from")))));
    }

    public static Range read(Path file) throws IOException {
        return CsvFile.read(file, BisectRangeCsv::read);
    }
}
