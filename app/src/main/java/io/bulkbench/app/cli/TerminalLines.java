package io.bulkbench.app.cli;

import io.bulkbench.core.TerminalText;
import java.io.PrintWriter;
import java.io.Writer;

/**
 * Data written line by line (CSV on standard output) as a terminal may show it: each
 * line through {@link TerminalText}, so a cell's escape sequence is seen, not obeyed.
 * Output that goes to a file or a pipe is left exact ({@link #onTerminal}).
 */
final class TerminalLines extends Writer {
    private final PrintWriter out;
    private final StringBuilder line = new StringBuilder();

    private TerminalLines(PrintWriter out) {
        this.out = out;
    }

    /** {@code out} itself, or a writer that escapes each line when standard output is a terminal. */
    static PrintWriter onTerminal(PrintWriter out) {
        return System.console() == null ? out : escaping(out);
    }

    /** A writer that escapes each line it passes to {@code out}. */
    static PrintWriter escaping(PrintWriter out) {
        return new PrintWriter(new TerminalLines(out));
    }

    @Override
    public void write(char[] chars, int offset, int length) {
        for (int i = offset; i < offset + length; i++) {
            if (chars[i] == '\n') {
                out.print(TerminalText.line(line.toString()));
                out.print('\n');
                line.setLength(0);
            } else {
                line.append(chars[i]);
            }
        }
    }

    @Override
    public void flush() {
        if (!line.isEmpty()) {
            out.print(TerminalText.line(line.toString()));
            line.setLength(0);
        }
        out.flush();
    }

    @Override
    public void close() {
        flush();
    }
}
