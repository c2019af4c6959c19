package io.bulkbench.reports;

/**
 * Text for an XML document (the Atom feed, JUnit XML): the characters XML 1.0 cannot hold
 * at all, such as the control characters of an ANSI escape a database may keep in a label,
 * each become U+FFFD, so the document stays well-formed and shows that something was
 * there. Markup is escaped by the XML writer itself, not here.
 */
public final class XmlText {
    private XmlText() {}

    public static String legal(String text) {
        StringBuilder out = new StringBuilder(text.length());
        text.codePoints().forEach(c -> {
            boolean allowed = c == 0x9
                    || c == 0xA
                    || c == 0xD
                    || (c >= 0x20 && c <= 0xD7FF)
                    || (c >= 0xE000 && c <= 0xFFFD)
                    || (c >= 0x10000 && c <= 0x10FFFF);
            out.appendCodePoint(allowed ? c : 0xFFFD);
        });
        return out.toString();
    }
}
