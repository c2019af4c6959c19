package io.bulkbench.reports.csv;

import java.math.BigDecimal;
import java.util.regex.Pattern;

/**
 * How one value becomes one CSV cell and back. Text cells are neutralised against
 * spreadsheet formula injection (OWASP: a cell starting with {@code = + - @}, tab or CR
 * gets a leading single quote) and kept on one line; numbers are written in plain
 * decimal, shortest form that reads back to the same double, and NaN as an empty cell.
 */
public final class CsvCells {
    private static final String FORMULA_STARTS = "=+-@\t\r";
    /** A signed number is data, not a formula: "-1" stays "-1". */
    private static final Pattern PLAIN_NUMBER = Pattern.compile("[-+]?\\d+(\\.\\d+)?([eE][-+]?\\d+)?");

    private CsvCells() {}

    /**
     * A text cell safe to open in a spreadsheet. Line breaks become spaces so every
     * record is one physical line: a journal's torn last line is then recognisable.
     * A text that already starts with a quote gets one more, so {@link #readText}
     * restores every text exactly.
     */
    public static String text(String value) {
        String oneLine = value.replace("\r\n", " ").replace('\n', ' ').replace('\r', ' ');
        if (oneLine.isEmpty()) {
            return oneLine;
        }
        char first = oneLine.charAt(0);
        boolean formula = FORMULA_STARTS.indexOf(first) >= 0
                && !PLAIN_NUMBER.matcher(oneLine).matches();
        return formula || first == '\'' ? "'" + oneLine : oneLine;
    }

    /** Undoes {@link #text}: drops the one leading quote the writer adds. */
    public static String readText(String cell) {
        return cell.startsWith("'") ? cell.substring(1) : cell;
    }

    /** Plain decimal (no exponent), the shortest that reads back exactly; NaN is empty. */
    public static String number(double value) {
        if (Double.isNaN(value)) {
            return "";
        }
        if (Double.isInfinite(value)) {
            return value > 0 ? "Infinity" : "-Infinity";
        }
        if (value == 0) {
            return "0";
        }
        return new BigDecimal(Double.toString(value)).stripTrailingZeros().toPlainString();
    }

    /** An integer cell. */
    public static String integer(long value) {
        return Long.toString(value);
    }

    /** A UTC time as the files write it ({@code 2026-11-30T02:15:00Z}); refused in one line otherwise. */
    public static java.time.Instant instant(String cell) {
        try {
            return java.time.Instant.parse(cell);
        } catch (java.time.format.DateTimeParseException e) {
            throw new io.bulkbench.core.BadInputException(
                    "'" + cell + "' is not a UTC time such as 2026-11-30T02:15:00Z");
        }
    }
}
