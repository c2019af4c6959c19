package io.bulkbench.reports.lava;

import io.bulkbench.core.TextHash;

/**
 * The rule for a name LAVA takes as a test set or test case id: the characters of
 * {@code [-_a-zA-Z0-9.]}, as lava_common's schemas require of a test definition's name.
 * The signal line LAVA parses is {@code <LAVA_SIGNAL_TESTCASE TEST_CASE_ID=ID RESULT=...>},
 * split at blanks and at '=', so a blank, '=' or '>' in an id would break the result or
 * forge another; any other character becomes '_'.
 */
public final class LavaName {
    /** LAVA's results database keeps a test case name of at most 100 characters. */
    public static final int MAX_LENGTH = 100;

    /** How many hex digits of the whole text's hash end a shortened name. */
    private static final int HASH_DIGITS = 8;

    private LavaName() {}

    /**
     * {@code text} with every character LAVA does not accept replaced by '_', at most
     * {@value #MAX_LENGTH} long. A longer text keeps its start and ends in '-' and a short
     * hash of the whole text, so two texts that differ only past the cut (a long Kconfig
     * symbol in four cases) still get two names.
     */
    public static String of(String text) {
        StringBuilder name = new StringBuilder(Math.min(text.length(), MAX_LENGTH));
        text.codePoints().forEach(c -> name.append(accepted(c) ? (char) c : '_'));
        if (name.length() > MAX_LENGTH) {
            name.setLength(MAX_LENGTH - HASH_DIGITS - 1);
            name.append('-').append(TextHash.sha256(text), 0, HASH_DIGITS);
        }
        return name.isEmpty() ? "_" : name.toString();
    }

    /** Whether LAVA accepts this character in a name. */
    public static boolean accepted(int c) {
        return (c >= 'a' && c <= 'z')
                || (c >= 'A' && c <= 'Z')
                || (c >= '0' && c <= '9')
                || c == '-'
                || c == '_'
                || c == '.';
    }
}
