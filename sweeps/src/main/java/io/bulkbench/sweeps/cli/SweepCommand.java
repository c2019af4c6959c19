package io.bulkbench.sweeps.cli;

import io.bulkbench.sweeps.plan.BoardConfig;
import io.bulkbench.sweeps.plan.PlanAssembler;
import io.bulkbench.sweeps.plan.SweepFlags;
import io.bulkbench.sweeps.plan.SweepPlan;
import io.bulkbench.sweeps.run.DeviceCheck;
import io.bulkbench.sweeps.run.SweepJob;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code bulkbench sweep}: measure every point of a plan, then analyse and report. */
@Command(name = "sweep", header = "Measure a buffer count x request size x copy mode grid, then analyse and report.",
        mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Measure throughput over buffer count x request size x copy mode against a device,",
                "then fit the curves and write the whole run folder (CSV, Kconfig fragment, report).",
                "LIST: 2,4,8 or A..B (doubling) or A..B+S (step); sizes take K/M suffixes (KiB/MiB)."},
        footer = {"", "Examples:",
                "  bulkbench sweep --quick                       default grid on sim:snowball-msc in a few minutes",
                "  bulkbench sweep --device sim:fastboot-ssp --direction out --buffers 2 --sizes 16K..256K",
                "  bulkbench sweep --config boards/snowball-msc.yaml",
                "  bulkbench sweep --resume results/snowball-msc/20261130-020000",
                "Exit codes: 0 done, 1 a point failed, 2 bad input, 130 stopped by Ctrl-C (resumable)."})
public final class SweepCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--device", paramLabel = "SPEC",
            description = "sim:PROFILE | sim:FILE.yaml | null | usb:VVVV:PPPP[,if=N,in=0xNN,out=0xNN] | file:PATH (default: "
                    + PlanAssembler.DEFAULT_DEVICE + ")")
    private String device;

    @Mixin
    private GridOptions grid;

    @Option(names = "--quick", description = "Short JMH settings (1 fork, 2 warmup + 16 x 250ms) for a first look in minutes.")
    private boolean quick;

    @Option(names = "--forks", paramLabel = "N", description = "JMH forks per point (default 1).")
    private Integer forks;

    @Option(names = "--warmup", paramLabel = "N", description = "JMH warmup iterations per point (default 3, quick 2).")
    private Integer warmup;

    @Option(names = "--iterations", paramLabel = "N", description = "JMH measurement iterations per point (default 10, quick 8).")
    private Integer iterations;

    @Option(names = "--time", paramLabel = "DURATION", description = "Length of one iteration, e.g. 500ms, 2s (default 1s, quick 250ms).")
    private String time;

    @Option(names = "--fault", paramLabel = "KEY=VALUE",
            description = "Switch on a simulator fault, e.g. stall_probability=0.001, enomem_above_kib=64, "
                    + "disconnect_after_requests=5000 (repeatable; keys of a profile's faults: section).")
    private java.util.List<String> faults = new java.util.ArrayList<>();

    @Option(names = "--config", paramLabel = "BOARD.yaml", description = "Board config with the plan; flags given here win over it.")
    private Path config;

    @Option(names = "--out", paramLabel = "DIR", description = "Run folder (default: results/BOARD/RUN-ID).")
    private Path out;

    @Option(names = "--resume", paramLabel = "DIR", description = "Continue an interrupted run folder: measured points are kept, the rest are measured.")
    private Path resume;

    @Option(names = "--adaptive", description = "After the plan, bisect each series' knee until it is an exact buffer count.")
    private boolean adaptive;

    @Option(names = "--no-baselines", negatable = false,
            description = "Skip the harness baselines (the null device and a plain memory copy at each request size).")
    private boolean noBaselines;

    @Option(names = "--latency",
            description = "After each ok IN or OUT point, measure its completion intervals (p50..max, JMH SampleTime) "
                    + "into latency.csv; BOTH points get none.")
    private boolean latency;

    @Option(names = "--design", paramLabel = "grid|model", defaultValue = "grid",
            description = "grid: measure every point (default); model: measure a few, fit a simulator profile to them"
                    + " and let it predict the whole grid into the run folder's model/ (see docs/usage.md).")
    private String design;

    @Option(names = "--confirm", description = "With --design model: measure the point the model recommends and"
            + " check its prediction there (within 3 %%); exit 1 when it is not confirmed.")
    private boolean confirm;

    @Option(names = "--retry-failed", description = "With --resume: measure again the points that failed.")
    private boolean retryFailed;

    @Override
    public Integer call() throws Exception {
        PrintStreams streams = PrintStreams.of(spec);
        if (!design.equals("grid") && !design.equals("model")) {
            throw new io.bulkbench.analysis.BadInputException("--design '" + design + "' is neither grid nor model;"
                    + " give --design model to measure a few points and model the rest");
        }
        if (confirm && !design.equals("model")) {
            throw new io.bulkbench.analysis.BadInputException("--confirm goes with --design model; it checks the model's"
                    + " prediction at the point the model recommends");
        }
        if (retryFailed && resume == null) {
            throw new io.bulkbench.analysis.BadInputException("--retry-failed goes with --resume DIR; name the run folder to continue");
        }
        if (resume != null) {
            return SweepJob.resume(resume, retryFailed, streams.out());
        }
        Optional<BoardConfig> board = Optional.ofNullable(config).map(BoardConfig::load);
        SweepPlan plan = new PlanAssembler(DeviceCheck::normalise).assemble(flags(), board);
        if (adaptive) {
            board = Optional.of(board.orElseGet(() -> BoardConfig.ofFlags(plan.board())).withAdaptive(true));
        }
        if (noBaselines) {
            board = Optional.of(board.orElseGet(() -> BoardConfig.ofFlags(plan.board())).withBaselines(false));
        }
        if (latency) {
            board = Optional.of(board.orElseGet(() -> BoardConfig.ofFlags(plan.board())).withLatency(true));
        }
        Path dir = SweepJob.newRunFolder(plan, Optional.ofNullable(out), Path.of("results"), java.time.Clock.systemUTC());
        if (design.equals("model")) {
            Optional<BoardConfig> withConfig = board;
            return ModelDesign.run(plan, board, dir, commandText(), streams.out(),
                    p -> SweepJob.jmhMeasurer(p, withConfig, dir), SweepJob.interruptible(streams.out()), confirm);
        }
        return SweepJob.start(plan, board, dir, commandText(), streams.out());
    }

    SweepFlags flags() {
        return grid.flags(Optional.ofNullable(device), quick, Optional.ofNullable(forks), Optional.ofNullable(warmup),
                Optional.ofNullable(iterations), Optional.ofNullable(time), faults);
    }

    private String commandText() {
        return "bulkbench " + String.join(" ", spec.commandLine().getParseResult().originalArgs());
    }
}
