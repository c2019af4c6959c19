package io.bulkbench.reports;

/**
 * Escapes user text for report.md: Markdown punctuation that could start emphasis, a
 * link, code, strike-through or a table cell is backslash-escaped (never at the start of
 * a line here, so list and heading markers are harmless), HTML's {@code < > &} become entities
 * (renderers pass raw HTML through), and line breaks become spaces so text stays in its
 * table cell or paragraph.
 */
final class MarkdownText {
    private static final String PUNCTUATION = "\\`*_[]|~";

    private MarkdownText() {}

    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\r' || c == '\n') {
                out.append(' ');
            } else if (!HtmlText.appendContentEntity(c, out)) {
                if (PUNCTUATION.indexOf(c) >= 0) {
                    out.append('\\');
                }
                out.append(c);
            }
        }
        return out.toString();
    }
}
