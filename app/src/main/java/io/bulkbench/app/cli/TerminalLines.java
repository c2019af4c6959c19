package io.bulkbench.app.cli;

import io.bulkbench.core.TerminalText;
import java.io.PrintWriter;
import java.io.Writer;
import java.time.temporal.TemporalAccessor;
import java.util.Formattable;
import java.util.Locale;

/**
 * Text written as a terminal may show it, through {@link TerminalText}: an escape
 * sequence a value holds is seen, not obeyed. Text written as it is ({@code print},
 * {@code write}) keeps its line breaks and has every other control character escaped;
 * a {@code println} is one line, and so is each text argument of a {@code printf}, so a
 * value holding a line break (a folder named so, a commit subject) cannot start a line
 * of its own. {@link TerminalText} escapes character by character, so nothing is held
 * back: a line shows as far as it was written.
 */
final class TerminalLines extends Writer {
    private final PrintWriter out;

    private TerminalLines(PrintWriter out) {
        this.out = out;
    }

    /** {@code out} itself, or a writer that escapes each line when standard output is a terminal. */
    static PrintWriter onTerminal(PrintWriter out) {
        return System.console() == null ? out : escaping(out);
    }

    /** A writer that escapes what it passes to {@code out}, flushed as {@code println} flushes. */
    static PrintWriter escaping(PrintWriter out) {
        return new OneLineValues(new TerminalLines(out));
    }

    @Override
    public void write(char[] chars, int offset, int length) {
        int start = offset;
        for (int i = offset; i < offset + length; i++) {
            if (chars[i] == '\n') {
                out.write(TerminalText.line(new String(chars, start, i - start)));
                out.write('\n');
                start = i + 1;
            }
        }
        if (start < offset + length) {
            out.write(TerminalText.line(new String(chars, start, offset + length - start)));
        }
    }

    @Override
    public void flush() {
        out.flush();
    }

    @Override
    public void close() {
        flush();
    }

    /** The writer the commands print their lines with: a line, and each value in it, stays one line. */
    private static final class OneLineValues extends PrintWriter {
        OneLineValues(TerminalLines lines) {
            super(lines, true);
        }

        @Override
        public void println(String line) {
            super.println(TerminalText.line(String.valueOf(line)));
        }

        @Override
        public void println(Object line) {
            println(String.valueOf(line));
        }

        @Override
        public PrintWriter format(String format, Object... args) {
            return super.format(format, oneLine(args));
        }

        @Override
        public PrintWriter format(Locale locale, String format, Object... args) {
            return super.format(locale, format, oneLine(args));
        }

        /** The arguments, each one shown as text (not a number, a time or a character) made one line. */
        private static Object[] oneLine(Object[] args) {
            if (args == null) {
                return null;
            }
            Object[] shown = args.clone();
            for (int i = 0; i < shown.length; i++) {
                Object a = shown[i];
                boolean formattedAsItself = a == null
                        || a instanceof Number
                        || a instanceof Boolean
                        || a instanceof Character
                        || a instanceof TemporalAccessor
                        || a instanceof Formattable;
                if (!formattedAsItself) {
                    shown[i] = TerminalText.line(String.valueOf(a));
                }
            }
            return shown;
        }
    }
}
