package io.bulkbench.reports.lava;

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

    private LavaName() {}

    /** {@code text} with every character LAVA does not accept replaced by '_', at most {@value #MAX_LENGTH} long. */
    public static String of(String text) {
        StringBuilder name = new StringBuilder(Math.min(text.length(), MAX_LENGTH));
        text.codePoints().limit(MAX_LENGTH).forEach(c -> name.append(accepted(c) ? (char) c : '_'));
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
