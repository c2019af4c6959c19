package io.bulkbench.reports;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A table of a report, built row by row from plain strings and rendered as HTML or
 * Markdown. It escapes every cell itself, so no caller can forget to. A row may be
 * marked (a regression, a corrupted point) so it stands out.
 */
final class ReportTable {
    private final List<String> header;
    private final List<List<String>> rows = new ArrayList<>();
    private final List<Boolean> marked = new ArrayList<>();
    private final Set<Integer> whole = new HashSet<>();

    ReportTable(String... header) {
        this.header = List.of(header);
    }

    /**
     * Cells of {@code column} (from 0) are never broken inside a word in HTML: a Kconfig
     * symbol is what a reader copies, so it keeps its line and the other columns wrap.
     */
    ReportTable keepWhole(int column) {
        whole.add(column);
        return this;
    }

    ReportTable row(String... cells) {
        return row(false, cells);
    }

    ReportTable row(boolean mark, String... cells) {
        if (cells.length != header.size()) {
            throw new IllegalArgumentException("row has " + cells.length + " cells, table has " + header.size());
        }
        rows.add(List.of(cells));
        marked.add(mark);
        return this;
    }

    boolean isEmpty() {
        return rows.isEmpty();
    }

    String html() {
        StringBuilder out = new StringBuilder("<table>\n<thead><tr>");
        for (String h : header) {
            out.append("<th>").append(HtmlText.escape(h)).append("</th>");
        }
        out.append("</tr></thead>\n<tbody>\n");
        for (int r = 0; r < rows.size(); r++) {
            out.append(marked.get(r) ? "<tr class=\"marked\">" : "<tr>");
            List<String> row = rows.get(r);
            for (int c = 0; c < row.size(); c++) {
                out.append(whole.contains(c) ? "<td class=\"symbol\">" : "<td>")
                        .append(HtmlText.escape(row.get(c)))
                        .append("</td>");
            }
            out.append("</tr>\n");
        }
        return out.append("</tbody>\n</table>\n").toString();
    }

    /** A GitHub-flavoured Markdown table; a marked row is bold. */
    String markdown() {
        StringBuilder out = new StringBuilder("|");
        for (String h : header) {
            out.append(' ').append(MarkdownText.escape(h)).append(" |");
        }
        out.append("\n|");
        out.append(" --- |".repeat(header.size())).append('\n');
        for (int r = 0; r < rows.size(); r++) {
            out.append('|');
            for (String cell : rows.get(r)) {
                String text = MarkdownText.escape(cell);
                out.append(' ')
                        .append(marked.get(r) && !text.isEmpty() ? "**" + text + "**" : text)
                        .append(" |");
            }
            out.append('\n');
        }
        return out.toString();
    }

    /** Plain text for a terminal: columns aligned, two spaces apart; a marked row ends in " *". */
    String text() {
        int[] width = new int[header.size()];
        for (int c = 0; c < width.length; c++) {
            width[c] = header.get(c).length();
            for (List<String> row : rows) {
                width[c] = Math.max(width[c], row.get(c).length());
            }
        }
        StringBuilder out = new StringBuilder();
        textLine(out, header, width, false);
        for (int r = 0; r < rows.size(); r++) {
            textLine(out, rows.get(r), width, marked.get(r));
        }
        return out.toString();
    }

    private static void textLine(StringBuilder out, List<String> cells, int[] width, boolean mark) {
        StringBuilder line = new StringBuilder();
        for (int c = 0; c < cells.size(); c++) {
            String cell = cells.get(c).replaceAll("\\R", " ");
            line.append(cell).append(" ".repeat(c == cells.size() - 1 ? 0 : width[c] - cell.length() + 2));
        }
        out.append(line.toString().stripTrailing()).append(mark ? " *" : "").append('\n');
    }
}
