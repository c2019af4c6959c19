package io.bulkbench.reports.patch;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.text.WordUtils;

/**
 * A commit message's prose wrapped as the kernel's submitting-patches asks: lines of at
 * most 75 columns, broken between words; a word longer than a line (a URL, a path) stands
 * alone on its line rather than being cut.
 */
public final class MessageWrap {
    /** The longest line of a commit message's body, so it reads in an 80-column mail with a quote marker. */
    public static final int COLUMNS = 75;

    private MessageWrap() {}

    /** {@code paragraph} as lines of at most {@link #COLUMNS}, its runs of white space made single spaces. */
    public static List<String> wrap(String paragraph) {
        String words = paragraph.strip().replaceAll("\\s+", " ");
        if (words.isEmpty()) {
            return List.of();
        }
        List<String> lines = new ArrayList<>();
        for (String line : WordUtils.wrap(words, COLUMNS, "\n", false).split("\n")) {
            lines.add(line.strip());
        }
        return lines;
    }
}
