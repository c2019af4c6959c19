package io.bulkbench.core;

import java.util.Locale;

/**
 * Text from outside (a flag's value, a board name or label a database keeps, a line of a
 * file, a recorded command line) made one line, safe to print on a terminal and to write
 * where a file takes a single line (a comment in sweep.yaml or in a Kconfig fragment):
 * every control character is written as an escape a person can read ({@code \n},
 * {@code \t}, {@code \e} for ESC, {@code \x07}, and the code of U+202E, the right-to-left
 * override), and so is every line break YAML or Unicode knows (CR, NEL, LS, PS), so no value
 * can move the cursor, set the window title (OSC), colour the screen (CSI), hide text or
 * start a line of its own. Everything else, including a backslash, stays as it is. The command
 * line passes every error and every line it prints for a person through {@link #line}
 * (the app's {@code PrintStreams}), and {@code history} each value it shows from the database.
 */
public final class TerminalText {
    private TerminalText() {}

    /** {@code text} with each control, line-separator and bidirectional-override character escaped. */
    public static String line(String text) {
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            String escape = escape(c);
            if (escape != null && out == null) {
                out = new StringBuilder(text.length() + 16).append(text, 0, i);
            }
            if (out != null) {
                if (escape != null) {
                    out.append(escape);
                } else {
                    out.append(c);
                }
            }
        }
        return out == null ? text : out.toString();
    }

    /** The escape of {@code c}, or null when a terminal shows it as itself. */
    private static String escape(char c) {
        switch (c) {
            case '\n':
                return "\\n";
            case '\r':
                return "\\r";
            case '\t':
                return "\\t";
            case 0x1B:
                return "\\e";
            default:
                break;
        }
        if (c < 0x20 || c == 0x7F || (c >= 0x80 && c <= 0x9F)) {
            return String.format(Locale.ROOT, "\\x%02x", (int) c);
        }
        boolean invisibleControl = c == 0x2028 // line separator
                || c == 0x2029 // paragraph separator
                || (c >= 0x202A && c <= 0x202E) // bidirectional embeddings and overrides
                || (c >= 0x2066 && c <= 0x2069) // bidirectional isolates
                || c == 0x200E
                || c == 0x200F;
        return invisibleControl ? String.format(Locale.ROOT, "\\u%04x", (int) c) : null;
    }
}
