package io.bulkbench.reports;

/**
 * Escapes text for HTML element content and quoted attribute values. Every string a
 * user supplied (board, device, reason, rationale, command) passes through here before
 * it reaches report.html or a page of the site, so a board named {@code <script>} is
 * shown, not run. The entities of element content are also what report.md needs, since
 * Markdown renderers pass raw HTML through ({@link MarkdownText}).
 */
public final class HtmlText {

    private HtmlText() {}

    public static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> {
                    if (!appendContentEntity(c, out)) {
                        out.append(c);
                    }
                }
            }
        }
        return out.toString();
    }

    /** Appends the entity of {@code c} when it would start markup in element content; answers whether it did. */
    static boolean appendContentEntity(char c, StringBuilder out) {
        switch (c) {
            case '&' -> out.append("&amp;");
            case '<' -> out.append("&lt;");
            case '>' -> out.append("&gt;");
            default -> {
                return false;
            }
        }
        return true;
    }
}
