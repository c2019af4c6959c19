package io.bulkbench.analysis.change;

import io.bulkbench.core.BadInputException;
import lombok.With;

/**
 * How change points are found: the sliding window (rows per E-divisive pass), the
 * largest p-value a change point may keep, and the smallest relative change it may show
 * (a fraction: 0.05 is 5 %). These are Hunter's parameters with Otava's defaults, and the
 * flags of {@code changes}.
 *
 * <p>{@code robustToOneRow} is ours. Otava keeps a change point whose t-test passes even
 * when one row carries it: one bad night at a window's edge or near the end of the
 * history becomes a change point (often two, there and back; apache/otava pull request
 * 150 asks for a guard). With it on (the default), a change point must also pass with
 * any one row of its two levels left out, so a level is reported once it has held for
 * two rows and a single wild row is never a change. Off, the answers are Otava's.
 */
@With
public record ChangePointSettings(int window, double maxPValue, double minMagnitude, boolean robustToOneRow) {

    public static final int DEFAULT_WINDOW = 50;
    public static final double DEFAULT_MAX_P_VALUE = 0.001;
    public static final double DEFAULT_MIN_MAGNITUDE = 0;
    /** Two rows cannot show a change: the t-test has no degrees of freedom left. */
    public static final int MIN_WINDOW = 3;
    /**
     * Each window costs time growing with the square of its rows: a window of this many
     * rows over a long history takes seconds, a much larger one minutes to hours.
     */
    public static final int MAX_WINDOW = 1_000;

    public ChangePointSettings {
        if (window < MIN_WINDOW) {
            throw new BadInputException("window " + window + " is too small; give --window " + MIN_WINDOW
                    + " or more rows (default " + DEFAULT_WINDOW + ")");
        }
        if (window > MAX_WINDOW) {
            throw new BadInputException("window " + window + " is too large; give --window " + MAX_WINDOW
                    + " or fewer rows (default " + DEFAULT_WINDOW + ")");
        }
        if (!(maxPValue > 0 && maxPValue < 1)) {
            throw new BadInputException(
                    "p-value " + maxPValue + " is outside (0, 1); give --p-value such as " + DEFAULT_MAX_P_VALUE);
        }
        if (!(minMagnitude >= 0 && Double.isFinite(minMagnitude))) {
            throw new BadInputException("minimum magnitude " + minMagnitude
                    + " is not a fraction of 0 or more; give --min-magnitude such as 0.05 for 5 %");
        }
    }

    /** Window 50, p 0.001, no minimum magnitude, robust to one row. */
    public static ChangePointSettings defaults() {
        return new ChangePointSettings(DEFAULT_WINDOW, DEFAULT_MAX_P_VALUE, DEFAULT_MIN_MAGNITUDE, true);
    }

    /**
     * The looser p-value of the split step, as Otava sets it: ten times the final one
     * below 0.05, twice it below 0.5. Change points that pass it are only weak ones; the
     * merge step holds them to {@link #maxPValue}.
     */
    double firstPassPValue() {
        if (maxPValue < 0.05) {
            return maxPValue * 10;
        }
        return maxPValue < 0.5 ? maxPValue * 2 : maxPValue;
    }
}
