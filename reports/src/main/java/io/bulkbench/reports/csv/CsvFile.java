package io.bulkbench.reports.csv;

import io.bulkbench.core.BadInputException;
import io.bulkbench.inputs.InputFile;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * What every table of a run folder does the same way as a file, so that each format class
 * says only how one value becomes its row(s) and one row becomes a value: the header
 * line, then the values' rows; a whole table read by header name; a file opened through
 * {@link InputFile}'s gate and named in every error.
 */
final class CsvFile {
    private CsvFile() {}

    /** How a format writes one value as its row or rows. */
    interface Rows<T> {
        void write(T value, CsvTableWriter csv) throws IOException;
    }

    /** How a format reads its values from a table's text; {@code fileName} names it in every error. */
    interface Text<T> {
        T read(Reader in, String fileName) throws IOException;
    }

    /** The header, then every value's rows. */
    static <T> void write(List<String> header, Iterable<T> values, Rows<T> rows, Writer out) throws IOException {
        CsvTableWriter csv = CsvTableWriter.withHeader(out, header);
        for (T value : values) {
            rows.write(value, csv);
        }
        csv.flush();
    }

    /** One value per row of a whole table (every line complete) that has at least the {@code required} columns. */
    static <T> List<T> read(Reader in, String fileName, List<String> required, Function<CsvRow, T> value)
            throws IOException {
        List<T> values = new ArrayList<>();
        for (CsvRow row : CsvTable.whole(fileName, required).read(in)) {
            values.add(value.apply(row));
        }
        return values;
    }

    /** The value of a table that holds exactly one row, as a folder's description does (bisect-range.csv, explain-before.csv). */
    static <T> T readOne(Reader in, String fileName, List<String> required, Function<CsvRow, T> value)
            throws IOException {
        List<T> rows = read(in, fileName, required, value);
        if (rows.size() != 1) {
            throw new BadInputException(
                    fileName + " holds " + rows.size() + " rows, not one; give the file as bulkbench wrote it");
        }
        return rows.get(0);
    }

    /** Reads {@code file} through {@link InputFile}, within its limit for a table. */
    static <T> T read(Path file, Text<T> text) throws IOException {
        try (Reader in = InputFile.open(file, InputFile.TABLE_LIMIT)) {
            return text.read(in, file.toString());
        }
    }
}
