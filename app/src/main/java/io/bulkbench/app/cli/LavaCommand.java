package io.bulkbench.app.cli;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.lava.LavaResults;
import io.bulkbench.reports.lava.LavaStep;
import io.bulkbench.sweeps.plan.DurationText;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code bulkbench lava}: a run folder reported as LAVA test sets and test cases. */
@Command(
        name = "lava",
        header = "Report a run folder as LAVA results (inside a LAVA test shell).",
        mixinStandardHelpOptions = true,
        description = {
            "Report a run folder to LAVA with the lava-test-set and lava-test-case helpers LAVA puts "
                    + "on the test shell's PATH: one test set per direction, copy mode and request size, one "
                    + "case per point (pass with its MB/s as the measurement, or fail with the reason in the "
                    + "log), a set 'recommended' with the recommended defaults, and for a night nightly judged a "
                    + "set 'regressions' with the night's verdict: its outcome, one failing case per regression "
                    + "and per change point confirming a drop, the acknowledgement in force, and the run it was "
                    + "judged against. The verdict is the one stored in --db, else the folder's verdict.csv. Names keep to LAVA's "
                    + "[-_.a-zA-Z0-9]. Outside LAVA (no helpers on PATH) it says so and exits 2; --print writes "
                    + "the commands."
        },
        footer = {"", "Exit codes: 0 reported, 1 a helper failed, 2 bad input or not in a LAVA test shell."})
public final class LavaCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "DIR", description = "A run folder written by sweep or nightly.")
    private Path dir;

    @Mixin
    private VerdictSource verdict;

    @Option(names = "--print", description = "Write the commands (POSIX shell) instead of running them.")
    private boolean print;

    @Option(
            names = "--helper-timeout",
            paramLabel = "DURATION",
            defaultValue = LavaShell.DEFAULT_TIMEOUT,
            description = "Stop a LAVA helper call that runs longer than this (default ${DEFAULT-VALUE}), e.g. 30s.")
    private String helperTimeout;

    @Override
    public Integer call() throws Exception {
        PrintStreams streams = PrintStreams.of(spec);
        RunFolder.requireFolder(dir, "DIR");
        Duration timeout = DurationText.parse(helperTimeout, "--helper-timeout");
        List<MeasuredPoint> points = RunFolder.readPoints(dir);
        if (points.isEmpty()) {
            throw new BadInputException(dir + " holds no measured point; give a run folder whose sweep measured one");
        }
        List<LavaStep> steps = LavaResults.steps(
                points, RunFolder.readRecommendations(dir), verdict.of(dir, points, "lava", streams.err()));
        if (print) {
            steps.forEach(s -> streams.data().println(s.shellLine()));
            return ExitCode.OK;
        }
        LavaShell shell = LavaShell.of(System.getenv(), timeout);
        return shell.run(steps, streams.out(), streams.err()) ? ExitCode.OK : ExitCode.FAILED;
    }
}
