package io.bulkbench.analysis;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The values a recommended default's estimate allows, as whole numbers: for a buffer
 * count, the knee's 95 % interval from the fit's bootstrap. Two nights whose intervals
 * share no value measured two different boards, whatever values they recommend.
 */
public record ValueInterval(long low, long high) {
    private static final Pattern TEXT = Pattern.compile("([0-9]{1,10})\\.\\.([0-9]{1,10})");

    public ValueInterval {
        if (low < 0 || high < low) {
            throw new IllegalArgumentException(
                    "an interval runs from a whole number up to one no smaller: " + low + ".." + high);
        }
    }

    /** The knee's interval rounded outwards to whole numbers, or none when the fit had none. */
    public static Optional<ValueInterval> of(Estimate estimate) {
        if (!estimate.hasInterval() || estimate.ciLow() < 0 || estimate.ciHigh() < estimate.ciLow()) {
            return Optional.empty();
        }
        return Optional.of(new ValueInterval((long) Math.floor(estimate.ciLow()), (long) Math.ceil(estimate.ciHigh())));
    }

    /** Whether the two share a value. */
    public boolean overlaps(ValueInterval other) {
        return low <= other.high && other.low <= high;
    }

    public long width() {
        return high - low;
    }

    /** "6..45", as recommendations.csv and the database keep it. */
    public String text() {
        return low + ".." + high;
    }

    /** The text {@link #text} writes: two whole numbers, the lower first. */
    public static ValueInterval parse(String text) {
        Matcher m = TEXT.matcher(text.strip());
        if (!m.matches() || Long.parseLong(m.group(1)) > Long.parseLong(m.group(2))) {
            throw new IllegalArgumentException("'" + text + "' is not an interval of two whole numbers such as 6..45");
        }
        return new ValueInterval(Long.parseLong(m.group(1)), Long.parseLong(m.group(2)));
    }

    @Override
    public String toString() {
        return text();
    }
}
