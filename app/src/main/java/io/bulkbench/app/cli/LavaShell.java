package io.bulkbench.app.cli;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.ByteSizeText;
import io.bulkbench.reports.lava.LavaResults;
import io.bulkbench.reports.lava.LavaStep;
import io.bulkbench.sweeps.plan.DurationText;
import io.bulkbench.sweeps.run.ChildProcess;
import io.bulkbench.sweeps.run.Programs;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The LAVA test shell bulkbench runs in: its helpers {@code lava-test-set} and
 * {@code lava-test-case} found on PATH, and {@code LAVA_RESULT_DIR}, where the helpers keep
 * each case's result. Runs a report's steps there, the helpers' output (LAVA's signals)
 * passed on to the job's log in order as it comes; a helper that hangs or floods is
 * stopped ({@link ChildProcess}) and the report ends there, as when a helper fails.
 */
final class LavaShell {
    /** Set by LAVA's test shell; the helpers write each case's result under it. */
    static final String RESULT_DIR = "LAVA_RESULT_DIR";

    /**
     * How long one helper call may take by default, spelled as {@code --helper-timeout} takes
     * it: a helper writes one file and one line.
     */
    static final String DEFAULT_TIMEOUT = "1m";
    /** What one helper call may write: its signal line, many times over. */
    static final long MAX_OUTPUT_CHARS = 1L << 20;

    private final Map<String, Path> helpers;
    private final Duration timeout;

    private LavaShell(Map<String, Path> helpers, Duration timeout) {
        this.helpers = helpers;
        this.timeout = timeout;
    }

    /** The test shell of this environment, or bad input saying that this is not one. */
    static LavaShell of(Map<String, String> environment) {
        return of(environment, DurationText.parse(DEFAULT_TIMEOUT, "the default helper timeout"));
    }

    /** The test shell of this environment, each helper call stopped after {@code timeout}. */
    static LavaShell of(Map<String, String> environment, Duration timeout) {
        List<String> missing = new ArrayList<>();
        Map<String, Path> found = new java.util.HashMap<>();
        for (String helper : List.of(LavaResults.TEST_SET, LavaResults.TEST_CASE)) {
            Optional<Path> path = Programs.find(helper, environment.getOrDefault("PATH", ""));
            path.ifPresentOrElse(p -> found.put(helper, p), () -> missing.add(helper));
        }
        if (!missing.isEmpty()) {
            throw new BadInputException(String.join(" and ", missing) + (missing.size() > 1 ? " are" : " is")
                    + " not on PATH: this is not a LAVA test shell; run bulkbench lava in a LAVA test definition,"
                    + " or add --print to write the commands instead");
        }
        if (environment.getOrDefault(RESULT_DIR, "").isBlank()) {
            throw new BadInputException(RESULT_DIR + " is not set, so LAVA's helpers have nowhere to keep results:"
                    + " run bulkbench lava in a LAVA test definition, or add --print to write the commands instead");
        }
        return new LavaShell(found, timeout);
    }

    /** Runs the steps in order; a log line goes straight to {@code out}. Returns false when a helper failed. */
    boolean run(List<LavaStep> steps, PrintWriter out, PrintWriter err) throws IOException, InterruptedException {
        for (LavaStep step : steps) {
            if (step instanceof LavaStep.Log log) {
                out.println(log.line());
            } else if (step instanceof LavaStep.Helper helper && !call(helper, out, err)) {
                return false;
            }
        }
        return true;
    }

    private boolean call(LavaStep.Helper helper, PrintWriter out, PrintWriter err)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(helper.argv());
        command.set(0, helpers.get(helper.program()).toString());
        out.flush();
        ChildProcess.Outcome outcome = ChildProcess.run(command, timeout, MAX_OUTPUT_CHARS, out);
        out.flush();
        String failure = switch (outcome.end()) {
            case EXITED -> outcome.exitCode() == 0 ? "" : "failed with exit code " + outcome.exitCode();
            case TIMED_OUT ->
                "did not finish within " + DurationText.format(timeout)
                        + " and was stopped; check the test shell's helpers, or give a longer --helper-timeout";
            case FLOODED ->
                "wrote more than " + ByteSizeText.of(MAX_OUTPUT_CHARS)
                        + " (a helper writes one line per call) and was stopped; check the test shell's helpers";
        };
        if (!failure.isEmpty()) {
            err.println("lava: " + helper.shellLine() + " " + failure);
            return false;
        }
        return true;
    }
}
