package io.bulkbench.analysis;

import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A recommendation that late points leave open: the values the run's lateness allows for
 * it ({@link LateBoundChoices}), lowest first, at least two of them. A default that reads
 * undecided is not shipped: defaults.config writes it commented out and {@code patch}
 * refuses it.
 */
public record Undecided(List<String> values) {
    /** Numeric values (counts, KiB) in numeric order; any other text after them. */
    private static final Comparator<String> ORDER =
            Comparator.<String>comparingDouble(Undecided::numeric).thenComparing(Comparator.naturalOrder());

    private static final Pattern RANGE = Pattern.compile("([0-9]{1,10})\\.\\.([0-9]{1,10})");

    public Undecided {
        values = values.stream().distinct().sorted(ORDER).toList();
        if (values.size() < 2) {
            throw new IllegalArgumentException("a choice between fewer than two values is decided: " + values);
        }
    }

    /** "3..7": the lowest and the highest value the late bounds allow. */
    public String range() {
        return values.get(0) + ".." + values.get(values.size() - 1);
    }

    /** The one sentence every surface gives for it: what was left open and why. */
    public String why() {
        return "undecided: the simulator ran late at points that decide it, and the figures their late"
                + " bounds allow give " + range();
    }

    /**
     * The range as written back ("3..7"): two whole numbers, the lowest first, since a value
     * read from a file may end up in a defconfig's comment.
     */
    public static Undecided parse(String range) {
        Matcher m = RANGE.matcher(range.strip());
        if (!m.matches() || Long.parseLong(m.group(1)) >= Long.parseLong(m.group(2))) {
            throw new IllegalArgumentException("'" + range + "' is not a range of two whole numbers such as 3..7");
        }
        return new Undecided(List.of(m.group(1), m.group(2)));
    }

    private static double numeric(String value) {
        try {
            return Double.parseDouble(value);
        } catch (NumberFormatException e) {
            return Double.POSITIVE_INFINITY;
        }
    }
}
