package io.bulkbench.app.cli;

import io.bulkbench.sweeps.run.SweepResult;

/** The exit codes scripts and CI act on (DESIGN.md, "Command line"). */
public final class ExitCode {
    /** Done. */
    public static final int OK = 0;
    /**
     * A run failed: a point could not be measured, an output could not be written (a full
     * disk: one line naming the file), or the program itself failed.
     */
    public static final int FAILED = 1;
    /** Bad input: one clear line on stderr says what and how to fix it. */
    public static final int BAD_INPUT = 2;
    /** compare or nightly found a regression. */
    public static final int REGRESSION = 3;
    /** A sweep stopped by Ctrl-C (SIGINT), as shells report it: 128 + 2. */
    public static final int INTERRUPTED = 130;
    /** A sweep stopped by SIGTERM, as shells report it: 128 + 15. */
    public static final int TERMINATED = 143;

    private ExitCode() {}

    /** The exit code of a sweep that ended this way. */
    public static int of(SweepResult result) {
        return switch (result) {
            case COMPLETE -> OK;
            case POINTS_FAILED, NOT_CONFIRMED -> FAILED;
            case INTERRUPTED -> INTERRUPTED;
            case TERMINATED -> TERMINATED;
        };
    }
}
