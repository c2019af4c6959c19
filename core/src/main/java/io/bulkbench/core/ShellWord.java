package io.bulkbench.core;

import java.util.regex.Pattern;

/**
 * A word as a POSIX shell reads it back: as it is when it holds only characters no shell
 * treats specially, else in single quotes (a quote inside closed, escaped and opened
 * again). Every command line bulkbench writes for a person or a shell to run (the line
 * a run records, the line that reproduces it, a LAVA step) quotes its words here.
 */
public final class ShellWord {
    /** What a shell reads as it is: no white space, quote, glob, expansion or operator. */
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_./:=,@%+-]+");

    private ShellWord() {}

    /** {@code word} quoted where it needs it; the empty word is {@code ''}. */
    public static String quoted(String word) {
        return PLAIN.matcher(word).matches() ? word : "'" + word.replace("'", "'\\''") + "'";
    }
}
