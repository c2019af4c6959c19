package io.bulkbench.sweeps.plan;

import io.bulkbench.core.BadInputException;
import java.time.Duration;

/**
 * How long JMH measures each point: forks, warmup and measurement iterations, and the
 * duration of one iteration. {@link #quick()} is for a first look in a few minutes,
 * {@link #nightly()} for numbers worth publishing.
 */
public record JmhSettings(int forks, int warmupIterations, int measurementIterations, Duration iterationTime) {
    /** The longest iteration: JMH's timeout per iteration is ten times it, and a point must end. */
    public static final Duration MAX_ITERATION = Duration.ofHours(1);

    public JmhSettings {
        if (forks < 0) {
            throw new BadInputException("--forks " + forks + " is negative; use 0 (run in this JVM) or more");
        }
        if (warmupIterations < 0) {
            throw new BadInputException("--warmup " + warmupIterations + " is negative; use 0 or more");
        }
        if (measurementIterations < 1) {
            throw new BadInputException(
                    "--iterations " + measurementIterations + " is below 1; a point needs at least one measurement");
        }
        checkIterationTime(iterationTime, "--time");
    }

    /** An iteration's length, when it is positive and no longer than {@link #MAX_ITERATION}. */
    public static Duration checkIterationTime(Duration time, String where) {
        if (time.isNegative() || time.isZero()) {
            throw new BadInputException(
                    where + " " + DurationText.format(time) + " must be positive, e.g. 500ms or 2s");
        }
        if (time.compareTo(MAX_ITERATION) > 0) {
            throw new BadInputException(where + " " + DurationText.format(time) + " is longer than "
                    + DurationText.format(MAX_ITERATION)
                    + " per iteration; measure more iterations instead, e.g. --iterations 20");
        }
        return time;
    }

    /**
     * A few minutes for the default grid: one fork, short iterations, but sixteen of them.
     * JMH's 99.9 % interval over 3 iterations is 18 standard deviations wide, over 8 it is 2
     * and over 16 it is 1. At 256 KiB on a 20 MB/s device a 250 ms iteration holds only 19
     * or 20 requests, so its score moves by 1.6 % with one request more or less; sixteen
     * of them keep that under 3 %.
     */
    public static JmhSettings quick() {
        return new JmhSettings(1, 2, 16, Duration.ofMillis(250));
    }

    /** The default for unattended runs: enough iterations for a confidence interval worth comparing. */
    public static JmhSettings nightly() {
        return new JmhSettings(1, 3, 10, Duration.ofSeconds(1));
    }

    /** Seconds one point takes, not counting the fork's start-up. */
    public double secondsPerPoint() {
        return Math.max(1, forks) * (warmupIterations + measurementIterations) * iterationTime.toMillis() / 1000.0;
    }
}
