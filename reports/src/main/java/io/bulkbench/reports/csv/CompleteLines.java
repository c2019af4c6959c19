package io.bulkbench.reports.csv;

import java.io.IOException;
import java.io.Reader;

/**
 * A journal's text up to and including its last newline, streamed: what follows the
 * last newline is held back as the {@link #tail}, which the reader judges once the text
 * has ended (a line a crash cut off mid-append, or a whole record that only lacks its
 * newline). Only the current line is held back, so a journal of any length reads in
 * constant memory.
 */
final class CompleteLines extends Reader {
    private final Reader in;
    /** Characters read but not yet known to end with a newline. */
    private final StringBuilder pending = new StringBuilder();
    /** Characters known complete, not yet handed out, starting at {@code readyStart} of {@code pending}. */
    private int ready;

    private int readyStart;
    private boolean endOfInput;
    private String tail = "";

    CompleteLines(Reader in) {
        this.in = in;
    }

    @Override
    public int read(char[] target, int offset, int length) throws IOException {
        if (length == 0) {
            return 0;
        }
        while (ready == 0) {
            if (endOfInput) {
                return -1;
            }
            pending.delete(0, readyStart);
            readyStart = 0;
            char[] chunk = new char[8192];
            int n = in.read(chunk);
            if (n < 0) {
                endOfInput = true;
                tail = pending.substring(readyStart);
                pending.setLength(0);
                return -1;
            }
            int before = pending.length();
            pending.append(chunk, 0, n);
            for (int i = pending.length() - 1; i >= before; i--) {
                if (pending.charAt(i) == '\n') {
                    ready = i + 1;
                    break;
                }
            }
        }
        int count = Math.min(length, ready);
        pending.getChars(readyStart, readyStart + count, target, offset);
        readyStart += count;
        ready -= count;
        return count;
    }

    /** What followed the last newline; empty until the text has ended, and when it ended with a newline. */
    String tail() {
        return tail;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
