package io.bulkbench.reports;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.util.List;

/**
 * A report section made of tables, one per direction and copy mode or a single one, under
 * a title and an introduction ("Completion intervals", "Why the curve bends"), written the same way by
 * the HTML and Markdown reports; a section without tables is left out.
 */
record TableSection(String id, String title, String intro, List<Panel> panels) {

    TableSection {
        panels = List.copyOf(panels);
    }

    /** One table under its heading; a section of one table may leave the heading empty. */
    record Panel(String title, ReportTable table) {
        /** The table of one direction and copy mode. */
        Panel(Direction direction, CopyMode copyMode, ReportTable table) {
            this(ReportFormat.scope(direction, copyMode), table);
        }
    }

    boolean isEmpty() {
        return panels.isEmpty();
    }

    String html() {
        StringBuilder out = new StringBuilder("<section id=\"" + id + "\">\n<h2>" + HtmlText.escape(title)
                + "</h2>\n<p>" + HtmlText.escape(intro) + "</p>\n");
        for (Panel p : panels) {
            if (!p.title().isEmpty()) {
                out.append("<h3>").append(HtmlText.escape(p.title())).append("</h3>\n");
            }
            out.append(p.table().html());
        }
        return out.append("</section>\n").toString();
    }

    String markdown() {
        StringBuilder out =
                new StringBuilder("## " + MarkdownText.escape(title) + "\n\n" + MarkdownText.escape(intro) + "\n\n");
        for (Panel p : panels) {
            if (!p.title().isEmpty()) {
                out.append("### ").append(MarkdownText.escape(p.title())).append("\n\n");
            }
            out.append(p.table().markdown()).append('\n');
        }
        return out.toString();
    }
}
