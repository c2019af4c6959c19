package io.bulkbench.reports.csv;

import com.opencsv.CSVReader;
import com.opencsv.CSVReaderBuilder;
import com.opencsv.RFC4180ParserBuilder;
import com.opencsv.exceptions.CsvMalformedLineException;
import com.opencsv.exceptions.CsvValidationException;
import io.bulkbench.core.BadInputException;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Reads a CSV file by header name with OpenCSV: columns may come in any order, unknown
 * columns are ignored, and a missing required column is bad input. In journal mode a
 * torn last line (no newline at the end, too few cells) is dropped, because an
 * append-only journal cut short by a crash is still a good journal, while a last line
 * with every cell that lacks only its newline is read ({@link #wholeRecord}); a line
 * with a newline and too few cells is refused wherever it stands.
 */
public final class CsvTable {
    private final String file;
    private final List<String> required;
    private final boolean journal;

    private CsvTable(String file, List<String> required, boolean journal) {
        this.file = file;
        this.required = List.copyOf(required);
        this.journal = journal;
    }

    /** A whole file, written at once: every line must be complete. */
    public static CsvTable whole(String file, List<String> required) {
        return new CsvTable(file, required, false);
    }

    /** An append-only journal whose last line may be torn. */
    public static CsvTable journal(String file, List<String> required) {
        return new CsvTable(file, required, true);
    }

    /** The header's column names in file order, and every record under it. */
    public record Contents(List<String> header, List<CsvRow> rows) {
        public Contents {
            header = List.copyOf(header);
            rows = List.copyOf(rows);
        }
    }

    /** Reads every record; an empty input has no records (and needs no header). */
    public List<CsvRow> read(Reader in) throws IOException {
        return readContents(in).rows();
    }

    /** Reads the header and every record; an empty input has neither. */
    public Contents readContents(Reader in) throws IOException {
        return readContents(in, header -> {});
    }

    /**
     * Reads the header and every record; {@code checkHeader} sees the header (not an
     * empty input's) before any record is read, so a file that is wrong from its first
     * line is refused for that, not for what follows.
     */
    public Contents readContents(Reader in, Consumer<List<String>> checkHeader) throws IOException {
        CompleteLines lines = journal ? new CompleteLines(in) : null;
        Reader source = journal ? lines : in;
        // RFC 4180 parsing: a backslash in a reason or a Windows path is just a character.
        CSVReader csv = new CSVReaderBuilder(source)
                .withCSVParser(new RFC4180ParserBuilder().build())
                .build();
        try {
            String[] header = next(csv);
            if (header == null) {
                return new Contents(List.of(), List.of());
            }
            List<String> names = names(header);
            checkHeader.accept(names);
            Map<String, Integer> columns = columns(names);
            List<CsvRow> rows = new ArrayList<>();
            String[] cells;
            while ((cells = next(csv)) != null) {
                if (cells.length == 1 && cells[0].isBlank()) {
                    continue;
                }
                long line = csv.getLinesRead();
                if (cells.length != header.length) {
                    throw new BadInputException(
                            file + " line " + line + ": the record has " + cells.length + " cells but the header names "
                                    + header.length + " columns; give every row one cell per column");
                }
                rows.add(new CsvRow(file, line, columns, cells));
            }
            if (journal) {
                wholeRecord(lines.tail(), header.length)
                        .ifPresent(last -> rows.add(new CsvRow(file, csv.getLinesRead() + 1, columns, last)));
            }
            return new Contents(names, rows);
        } finally {
            csv.close();
        }
    }

    /**
     * The cells of a journal's last line when it lacks only its newline: a line with one
     * cell per column (a file saved by an editor or another program), which is read, not
     * dropped. Fewer cells, or a quote never closed, is a line a crash cut off. The
     * journal's writer applies the same rule when it continues the file.
     */
    static Optional<String[]> wholeRecord(String tail, int columns) {
        if (tail.isBlank()) {
            return Optional.empty();
        }
        try (CSVReader csv = new CSVReaderBuilder(new StringReader(tail))
                .withCSVParser(new RFC4180ParserBuilder().build())
                .build()) {
            String[] cells = csv.readNext();
            return cells != null && cells.length == columns && csv.readNext() == null
                    ? Optional.of(cells)
                    : Optional.empty();
        } catch (CsvValidationException | IOException e) {
            return Optional.empty();
        }
    }

    private String[] next(CSVReader csv) throws IOException {
        try {
            return csv.readNext();
        } catch (CsvMalformedLineException e) {
            throw new BadInputException(
                    file + " line " + e.getLineNumber() + ": a quoted cell is never closed; "
                            + "close the quote (a quote inside a cell is written twice)",
                    e);
        } catch (CsvValidationException e) {
            throw new BadInputException(file + " line " + csv.getLinesRead() + ": " + e.getMessage(), e);
        }
    }

    private static List<String> names(String[] header) {
        List<String> names = new ArrayList<>();
        for (String cell : header) {
            names.add(cell.replace("\uFEFF", "").trim());
        }
        return names;
    }

    private Map<String, Integer> columns(List<String> names) {
        Map<String, Integer> columns = new HashMap<>();
        for (int i = 0; i < names.size(); i++) {
            columns.putIfAbsent(names.get(i), i);
        }
        for (String column : required) {
            if (!columns.containsKey(column)) {
                throw new BadInputException(file + " line 1, column " + column
                        + ": the header lacks this required column; the file needs " + String.join(",", required));
            }
        }
        return columns;
    }
}
