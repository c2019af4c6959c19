package io.bulkbench.sweeps.cli;

/** The exit codes scripts and CI act on (DESIGN.md, "Command line"). */
public final class ExitCode {
    /** Done. */
    public static final int OK = 0;
    /** A run failed: a point could not be measured, or the program itself failed. */
    public static final int FAILED = 1;
    /** Bad input: one clear line on stderr says what and how to fix it. */
    public static final int BAD_INPUT = 2;
    /** compare or nightly found a regression. */
    public static final int REGRESSION = 3;

    private ExitCode() {
    }
}
