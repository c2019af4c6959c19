package io.bulkbench.reports;

/**
 * Escapes text for HTML element content and quoted attribute values. Every string a
 * user supplied (board, device, reason, rationale, command) passes through here before
 * it reaches report.html or a page of the site, so a board named {@code <script>} is
 * shown, not run.
 */
public final class HtmlText {

    private HtmlText() {}

    public static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
