package io.bulkbench.analysis.bisect;

import io.bulkbench.core.BadInputException;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import lombok.With;

/**
 * How many measurements a bisect spends on one side: {@code initialRepeats} when a side is
 * first measured, then, while a rule is undecided, more at the sides it names (the one
 * with fewer samples) until each has {@code maxRepeats}; then the commit stays undecided
 * and is reported so. bulkbench adds one measurement at a time and asks again; Chromium's
 * Pinpoint starts at 10, doubles a side's count at each round and stops at 160.
 */
public record RepeatPolicy(int initialRepeats, @With int maxRepeats, boolean doubling) {

    public static final int DEFAULT_INITIAL_REPEATS = 5;
    public static final int DEFAULT_MAX_REPEATS = 40;

    public RepeatPolicy {
        if (initialRepeats < 1) {
            throw new BadInputException(
                    "initial repeats " + initialRepeats + " is below 1; give at least one measurement per side");
        }
        if (maxRepeats < initialRepeats) {
            throw new BadInputException("max repeats " + maxRepeats + " is below the initial " + initialRepeats
                    + "; give --max-repeats " + initialRepeats + " or more");
        }
    }

    /** Five measurements a side to start, one more at a time, at most 40. */
    public static RepeatPolicy defaults() {
        return new RepeatPolicy(DEFAULT_INITIAL_REPEATS, DEFAULT_MAX_REPEATS, false);
    }

    /** Ten to start, doubled at each undecided round, at most 160, as Chromium's Pinpoint does. */
    public static RepeatPolicy pinpoint() {
        return new RepeatPolicy(10, 160, true);
    }

    /**
     * The measurements to add now at each of the {@code needs} sides: up to the initial
     * count for a side not yet measured that far, else one (or, doubling, as many as it has),
     * never past the maximum. Empty when every side named is at the maximum: stop, undecided.
     */
    public Map<Side, Integer> next(List<Side> needs, BisectSamples samples) {
        Map<Side, Integer> more = new EnumMap<>(Side.class);
        for (Side side : needs) {
            int has = samples.count(side);
            int wanted = has < initialRepeats ? initialRepeats - has : doubling ? has : 1;
            int added = Math.min(wanted, maxRepeats - has);
            if (added > 0) {
                more.put(side, added);
            }
        }
        return more;
    }
}
