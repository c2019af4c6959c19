package io.bulkbench.sweeps.bisect;

import io.bulkbench.core.BadInputException;
import io.bulkbench.reports.BisectText;
import io.bulkbench.sweeps.run.StopRequest;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The builds of a bisect: each commit checked out in the run folder's worktree and built
 * there with the user's command, the commit built now remembered so it is not built twice
 * in a row, and every build counted, so bisect.csv can say what deciding each commit cost.
 * A commit built a second time is said with the reason. The device is checked after the
 * first build that succeeds: the build may be what installs it ({@code sim:FILE}).
 */
final class WorktreeBuilds {
    private final Bisection.Plan plan;
    private final Path worktree;
    private final Path logs;
    private final PrintWriter out;
    private final StopRequest stop;
    private final Stops stops;
    private final Runnable deviceCheck;
    private final Function<String, String> subject;
    private final Set<String> built = new HashSet<>();
    private final Map<String, Integer> uncounted = new HashMap<>();
    private Optional<String> installed = Optional.empty();
    private boolean deviceChecked;

    /** Whether to stop before a build: on request, or when the budget is spent. */
    interface Stops {
        void check() throws BisectStopped, BudgetSpent;
    }

    WorktreeBuilds(
            Bisection.Plan plan,
            Path worktree,
            Path logs,
            PrintWriter out,
            StopRequest stop,
            Stops stops,
            Runnable deviceCheck,
            Function<String, String> subject) {
        this.plan = plan;
        this.worktree = worktree;
        this.logs = logs;
        this.out = out;
        this.stop = stop;
        this.stops = stops;
        this.deviceCheck = deviceCheck;
        this.subject = subject;
    }

    Optional<String> installed() {
        return installed;
    }

    /** The builds of {@code sha} since they were last taken. */
    int take(String sha) {
        Integer n = uncounted.remove(sha);
        return n == null ? 0 : n;
    }

    /** Every build since they were last taken. */
    int takeAll() {
        int n = uncounted.values().stream().mapToInt(Integer::intValue).sum();
        uncounted.clear();
        return n;
    }

    /** Builds {@code sha} unless it is built now; {@code again} says why when it was built before. */
    void install(String sha, String what, String again)
            throws IOException, BisectFailed, BisectStopped, BudgetSpent, Untestable {
        if (installed.isPresent() && installed.get().equals(sha)) {
            return;
        }
        stops.check();
        installed = Optional.empty();
        plan.repo().checkout(worktree, sha);
        Path log = logs.resolve(sha + ".log");
        out.println("bisect: building " + what + " " + BisectText.commit(sha)
                + (built.contains(sha) ? " again: " + again : "") + " (output in " + log + ")");
        built.add(sha);
        uncounted.merge(sha, 1, Integer::sum);
        BuildCommand.Outcome outcome = plan.build().run(worktree, sha, log, stop);
        boolean end = sha.equals(plan.good()) || sha.equals(plan.bad());
        switch (outcome.end()) {
            case BUILT -> installed = Optional.of(sha);
            case STOPPED -> throw new BisectStopped();
            case SKIP -> {
                if (end) {
                    throw new BisectFailed("the build of the " + (sha.equals(plan.good()) ? "good" : "bad")
                            + " end " + BisectText.commit(sha) + " exited " + BuildCommand.SKIP_CODE
                            + " (cannot be tested); give ends that build, see " + log);
                }
                throw new Untestable("its build exited " + BuildCommand.SKIP_CODE);
            }
            case FAILED ->
                throw new BisectFailed("the build of " + BisectText.commit(sha) + " " + subject.apply(sha)
                        + " exited " + outcome.exitCode() + " (0 measures, " + BuildCommand.SKIP_CODE
                        + " skips, anything else stops); see " + log);
        }
        if (!deviceChecked) {
            try {
                deviceCheck.run();
            } catch (BadInputException e) {
                throw new BisectFailed("after the build of " + BisectText.commit(sha) + ", the device is not usable: "
                        + e.getMessage());
            }
            deviceChecked = true;
        }
    }
}
