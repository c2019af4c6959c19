package io.bulkbench.reports;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;

/**
 * The process {@link AtomicFileKillTest} kills: it writes generation after generation of
 * a large file through {@link AtomicFile}, slowly, so that a kill at a random moment
 * usually lands in the middle of a write. It prints {@code writing G} before each write
 * and {@code wrote G} once it is in place, so the test knows where it stands.
 *
 * <p>Arguments: the target file and the first generation to write.
 */
public final class SlowReportWriter {
    /** Lines per generation: about 1.5 MB, larger than any buffer between the writer and the disk. */
    static final int LINES = 20_000;
    /** A pause of at least 2 ms after every 250 lines: a write takes 160 ms or more, however fast the disk. */
    private static final int LINES_PER_PAUSE = 250;

    private SlowReportWriter() {}

    public static void main(String[] args) throws IOException, InterruptedException {
        Path target = Path.of(args[0]);
        for (long generation = Long.parseLong(args[1]); ; generation++) {
            System.out.println("writing " + generation);
            System.out.flush();
            long g = generation;
            AtomicFile.write(target, out -> writeSlowly(g, out));
            System.out.println("wrote " + generation);
            System.out.flush();
        }
    }

    /** The complete content of one generation: what a reader must see whole or not at all. */
    static String content(long generation) {
        StringBuilder text = new StringBuilder(LINES * 80);
        appendLines(generation, 0, LINES, text);
        return text.toString();
    }

    private static void writeSlowly(long generation, Writer out) throws IOException {
        StringBuilder chunk = new StringBuilder();
        for (int from = 0; from < LINES; from += LINES_PER_PAUSE) {
            chunk.setLength(0);
            appendLines(generation, from, Math.min(LINES, from + LINES_PER_PAUSE), chunk);
            out.write(chunk.toString());
            out.flush();
            pause();
        }
    }

    private static void appendLines(long generation, int from, int to, StringBuilder text) {
        for (int line = from; line < to; line++) {
            if (line == 0) {
                text.append("generation ").append(generation).append('\n');
            } else if (line == LINES - 1) {
                text.append("end of generation ").append(generation).append('\n');
            } else {
                text.append("<tr><td>")
                        .append(generation)
                        .append("</td><td>")
                        .append(line)
                        .append("</td><td>")
                        .append(Long.toHexString(generation * 1_000_003L + line))
                        .append("</td></tr>\n");
            }
        }
    }

    private static void pause() {
        try {
            Thread.sleep(2);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
