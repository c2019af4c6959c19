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
import java.util.function.Predicate;

/**
 * Reads a CSV file by header name with OpenCSV: columns may come in any order, unknown
 * columns are ignored, and a missing required column is bad input. In journal mode a
 * torn last line (no newline at the end) is dropped, because an append-only journal cut
 * short by a crash is still a good journal; a journal whose format can tell a whole last
 * row from a cut one keeps a last row that lacks only its newline
 * ({@link #journal(String, List, Predicate)}). A whole line with too few cells is refused
 * wherever it stands. A column renamed in a later bulkbench is read under its old name
 * too ({@link #withOldNames}), so the run folders written before still read.
 */
public final class CsvTable {
    private final String file;
    private final List<String> required;
    private final boolean journal;
    private final Predicate<CsvRow> keepsLastRow;
    private final Map<String, String> oldNames;

    private CsvTable(
            String file,
            List<String> required,
            boolean journal,
            Predicate<CsvRow> keepsLastRow,
            Map<String, String> oldNames) {
        this.file = file;
        this.required = List.copyOf(required);
        this.journal = journal;
        this.keepsLastRow = keepsLastRow;
        this.oldNames = Map.copyOf(oldNames);
    }

    /** A whole file, written at once: every line must be complete. */
    public static CsvTable whole(String file, List<String> required) {
        return new CsvTable(file, required, false, row -> false, Map.of());
    }

    /** An append-only journal whose last line may be torn: a last line without its newline is dropped. */
    public static CsvTable journal(String file, List<String> required) {
        return new CsvTable(file, required, true, row -> false, Map.of());
    }

    /**
     * An append-only journal whose last line without its newline is kept when it has
     * every cell ({@link #unterminatedRow}) and {@code keepsLastRow} reads it as whole (a
     * file saved by an editor); else it is the line a crash cut off, and dropped.
     */
    public static CsvTable journal(String file, List<String> required, Predicate<CsvRow> keepsLastRow) {
        return new CsvTable(file, required, true, keepsLastRow, Map.of());
    }

    /**
     * The same table, reading a header that names a column by its old name as if it gave
     * the current one ({@code oldNames}: each current name to its old one), unless the
     * header gives the current name too.
     */
    public CsvTable withOldNames(Map<String, String> oldNames) {
        return new CsvTable(file, required, journal, keepsLastRow, oldNames);
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
            List<String> names = currentNames(names(header));
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
                unterminatedRow(file, lines.tail(), names, csv.getLinesRead() + 1)
                        .filter(keepsLastRow)
                        .ifPresent(rows::add);
            }
            return new Contents(names, rows);
        } finally {
            csv.close();
        }
    }

    /**
     * A journal's last line that lacks its newline, as a row of {@code header} when it has
     * one cell per column; fewer, or a quote never closed, is a line a crash cut off. A cut
     * inside the last cell still has every cell, so the journal's own format decides
     * whether such a row is whole. The journal's writer applies the same rule when it
     * continues the file.
     */
    static Optional<CsvRow> unterminatedRow(String file, String tail, List<String> header, long line) {
        if (tail.isBlank()) {
            return Optional.empty();
        }
        try (CSVReader csv = new CSVReaderBuilder(new StringReader(tail))
                .withCSVParser(new RFC4180ParserBuilder().build())
                .build()) {
            String[] cells = csv.readNext();
            return cells != null && cells.length == header.size() && csv.readNext() == null
                    ? Optional.of(new CsvRow(file, line, positions(header), cells))
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

    /** The header with each old name whose current name it lacks read as the current name. */
    private List<String> currentNames(List<String> names) {
        List<String> current = new ArrayList<>(names);
        oldNames.forEach((name, old) -> {
            int at = current.indexOf(old);
            if (at >= 0 && !current.contains(name)) {
                current.set(at, name);
            }
        });
        return current;
    }

    private Map<String, Integer> columns(List<String> names) {
        Map<String, Integer> columns = positions(names);
        for (String column : required) {
            if (!columns.containsKey(column)) {
                throw new BadInputException(file + " line 1, column " + column
                        + ": the header lacks this required column; the file needs " + String.join(",", required));
            }
        }
        return columns;
    }

    /** Each column's index, the first where a name is given twice. */
    private static Map<String, Integer> positions(List<String> names) {
        Map<String, Integer> columns = new HashMap<>();
        for (int i = 0; i < names.size(); i++) {
            columns.putIfAbsent(names.get(i), i);
        }
        return columns;
    }
}
