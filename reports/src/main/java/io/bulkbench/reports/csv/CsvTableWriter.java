package io.bulkbench.reports.csv;

import com.opencsv.CSVWriter;
import com.opencsv.ICSVWriter;
import java.io.IOException;
import java.io.Writer;
import java.util.List;

/**
 * Writes CSV records with OpenCSV (RFC 4180 quoting, {@code \n} line ends, quotes only
 * where a cell needs them). OpenCSV keeps write errors to itself, so every record is
 * checked and a failed write surfaces as the {@link IOException} it was. The caller
 * owns the {@link Writer}; this class flushes but never closes it.
 */
public final class CsvTableWriter {
    private final ICSVWriter csv;
    private final int width;

    private CsvTableWriter(Writer out, int width) {
        this.csv = new CSVWriter(
                out,
                ICSVWriter.DEFAULT_SEPARATOR,
                ICSVWriter.DEFAULT_QUOTE_CHARACTER,
                ICSVWriter.DEFAULT_QUOTE_CHARACTER,
                "\n");
        this.width = width;
    }

    /** A writer that starts with the header line. */
    public static CsvTableWriter withHeader(Writer out, List<String> header) throws IOException {
        CsvTableWriter writer = new CsvTableWriter(out, header.size());
        writer.row(header.toArray(String[]::new));
        return writer;
    }

    /** A writer that appends records under a header written earlier. */
    public static CsvTableWriter continuing(Writer out, List<String> header) {
        return new CsvTableWriter(out, header.size());
    }

    public void row(String... cells) throws IOException {
        if (cells.length != width) {
            throw new IllegalArgumentException("row has " + cells.length + " cells, header has " + width);
        }
        csv.writeNext(cells, false);
        IOException failure = csv.getException();
        if (failure != null) {
            throw failure;
        }
    }

    public void flush() throws IOException {
        csv.flush();
    }
}
