package io.bulkbench.reports.csv;

import io.bulkbench.core.BadInputException;
import java.util.Map;
import java.util.OptionalInt;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * One record of a CSV file, read by column name. Every accessor that meets a bad
 * cell throws a {@link BadInputException} naming the file, the line and the column,
 * so a user can open the file at that line and fix it.
 */
public final class CsvRow {
    /** Decimal notation only: Java would also take "12d" or hex, which no CSV tool writes. */
    private static final Pattern DECIMAL = Pattern.compile("[-+]?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?|[-+]?Infinity");

    private final String file;
    private final long line;
    private final Map<String, Integer> columns;
    private final String[] cells;

    CsvRow(String file, long line, Map<String, Integer> columns, String[] cells) {
        this.file = file;
        this.line = line;
        this.columns = columns;
        this.cells = cells;
    }

    /** The 1-based line the record ends on (the header is line 1). */
    public long line() {
        return line;
    }

    /** True when the file's header names this column. */
    public boolean has(String column) {
        return columns.containsKey(column);
    }

    /** The cell as written, or "" when the column is absent or the row is short. */
    public String raw(String column) {
        Integer index = columns.get(column);
        return index == null || index >= cells.length ? "" : cells[index].trim();
    }

    /** A text cell with the writer's formula guard removed. */
    public String text(String column) {
        Integer index = columns.get(column);
        return index == null || index >= cells.length ? "" : CsvCells.readText(cells[index]);
    }

    /** A number; an empty cell (or an absent optional column) is NaN. */
    public double number(String column) {
        String cell = raw(column);
        if (cell.isEmpty() || cell.equalsIgnoreCase("nan")) {
            return Double.NaN;
        }
        if (!DECIMAL.matcher(cell).matches()) {
            throw bad(column, "'" + cell + "' is not a number; write a decimal such as 412.5, or leave the cell empty");
        }
        return Double.parseDouble(cell);
    }

    /** A required integer. */
    public int integer(String column) {
        return optionalInteger(column)
                .orElseThrow(() -> bad(column, "the cell is empty; write a whole number such as 8"));
    }

    /** An integer that may be empty. */
    public OptionalInt optionalInteger(String column) {
        String cell = raw(column);
        if (cell.isEmpty()) {
            return OptionalInt.empty();
        }
        try {
            return OptionalInt.of(Integer.parseInt(cell));
        } catch (NumberFormatException e) {
            throw bad(column, "'" + cell + "' is not a whole number; write one such as 8");
        }
    }

    /** A long that defaults to {@code fallback} when the column is absent or empty. */
    public long longOr(String column, long fallback) {
        String cell = raw(column);
        if (cell.isEmpty()) {
            return fallback;
        }
        try {
            return Long.parseLong(cell);
        } catch (NumberFormatException e) {
            throw bad(column, "'" + cell + "' is not a whole number; write one such as 0");
        }
    }

    /** A cell parsed by one of the analysis enums' parsers, its complaint located. */
    public <T> T parsed(String column, Function<String, T> parser) {
        try {
            return parser.apply(raw(column));
        } catch (BadInputException e) {
            throw bad(column, e.getMessage());
        }
    }

    /** A complaint about one cell, located by file, line and column. */
    public BadInputException bad(String column, String problem) {
        return new BadInputException(file + " line " + line + ", column " + column + ": " + problem);
    }

    /** A complaint about the record as a whole (its values disagree with each other). */
    public BadInputException bad(BadInputException cause) {
        return new BadInputException(file + " line " + line + ": " + cause.getMessage(), cause);
    }
}
