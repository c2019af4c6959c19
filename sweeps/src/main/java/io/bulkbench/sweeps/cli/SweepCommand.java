package io.bulkbench.sweeps.cli;

import io.bulkbench.core.BadInputException;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.sweeps.plan.BoardConfig;
import io.bulkbench.sweeps.plan.DurationText;
import io.bulkbench.sweeps.plan.JmhSettings;
import io.bulkbench.sweeps.plan.PlanAssembler;
import io.bulkbench.sweeps.plan.RunManifest;
import io.bulkbench.sweeps.plan.SweepFlags;
import io.bulkbench.sweeps.plan.SweepPlan;
import io.bulkbench.sweeps.run.DeviceCheck;
import io.bulkbench.sweeps.run.JmhLock;
import io.bulkbench.sweeps.run.PlanCheck;
import io.bulkbench.sweeps.run.ResultsLayout;
import io.bulkbench.sweeps.run.RunRecording;
import io.bulkbench.sweeps.run.SweepResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code bulkbench sweep}: measure every point of a plan, then analyse and report. */
@Command(
        name = "sweep",
        header = "Measure a buffer count x request size x copy mode grid, then analyse and report.",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Measure throughput over buffer count x request size x copy mode against a device,",
            "then fit the curves and write the whole run folder (CSV, Kconfig fragment, report).",
            "LIST: 2,4,8 or A..B (doubling) or A..B+S (step); sizes take K/M suffixes (KiB/MiB)."
        },
        footer = {
            "",
            "Examples:",
            "  bulkbench sweep --quick                       default grid on sim:snowball-msc in a few minutes",
            "  bulkbench sweep --device sim:fastboot-ssp --direction out --buffers 2 --sizes 16K..256K",
            "  bulkbench sweep --config boards/snowball-msc.yaml",
            "  bulkbench sweep --quick --design model --confirm   a quarter of the grid measured, the model the rest",
            "  bulkbench sweep --resume results/snowball-msc/20261130-020000",
            "A run under results/ is recorded in results/bulkbench.db when it ends (--db or $BULKBENCH_DB name another;",
            "a run written elsewhere with --out is recorded only when a database is named).",
            "Exit codes: 0 done, 1 a point failed or --confirm disagreed, 2 bad input, 130 stopped by Ctrl-C,",
            "143 by SIGTERM (resumable)."
        })
public final class SweepCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(
            names = "--device",
            paramLabel = "SPEC",
            description =
                    "sim:PROFILE | sim:FILE.yaml | null | usb:VVVV:PPPP[,if=N,in=0xNN,out=0xNN] | file:PATH (default: "
                            + PlanAssembler.DEFAULT_DEVICE + ")")
    private String device;

    @Mixin
    private GridOptions grid;

    @Option(
            names = "--quick",
            description = "Short JMH settings (1 fork, 2 warmup + 16 x 250ms) for a first look in minutes.")
    private boolean quick;

    @Option(names = "--forks", paramLabel = "N", description = "JMH forks per point (default 1).")
    private Integer forks;

    @Option(names = "--warmup", paramLabel = "N", description = "JMH warmup iterations per point (default 3, quick 2).")
    private Integer warmup;

    @Option(
            names = "--iterations",
            paramLabel = "N",
            description = "JMH measurement iterations per point (default 10, quick 8).")
    private Integer iterations;

    @Option(
            names = "--time",
            paramLabel = "DURATION",
            description = "Length of one iteration, e.g. 500ms, 2s (default 1s, quick 250ms).")
    private String time;

    @Option(
            names = "--fault",
            paramLabel = "KEY=VALUE",
            description = "Switch on a simulator fault, e.g. stall_probability=0.001, enomem_above_kib=64, "
                    + "disconnect_after_requests=5000 (repeatable; keys of a profile's faults: section).")
    private java.util.List<String> faults = new java.util.ArrayList<>();

    @Option(
            names = "--config",
            paramLabel = "BOARD.yaml",
            description = "Board config with the plan; flags given here win over it.")
    private Path config;

    @Option(names = "--out", paramLabel = "DIR", description = "Run folder (default: results/BOARD/RUN-ID).")
    private Path out;

    @Option(
            names = "--resume",
            paramLabel = "DIR",
            description = "Continue an interrupted run folder: measured points are kept, the rest are measured.")
    private Path resume;

    @Option(
            names = "--adaptive",
            description = "After the plan, bisect each series' knee until it is an exact buffer count.")
    private boolean adaptive;

    @Option(
            names = "--no-baselines",
            negatable = false,
            description = "Skip the harness baselines (the null device and a plain memory copy at each request size).")
    private boolean noBaselines;

    @Option(
            names = "--latency",
            description = "After each ok IN or OUT point, measure its completion intervals (p50..max, JMH SampleTime) "
                    + "into latency.csv; BOTH points get none.")
    private boolean latency;

    @Option(
            names = "--lock-timeout",
            paramLabel = "DURATION",
            description = "How long to wait while another JMH run on this host holds JMH's lock (default 12h).")
    private String lockTimeout;

    @Option(
            names = "--point-timeout",
            paramLabel = "DURATION",
            description = "Fail a point still running after this long and go on (default: ten minutes beyond three"
                    + " times the point's JMH time and the setup command's timeout).")
    private String pointTimeout;

    @Mixin
    private LargePlanOption largePlan;

    @Option(
            names = "--design",
            paramLabel = "grid|model",
            description = "grid: measure every point (default); model: measure a few, calibrate the simulator's model"
                    + " to them and let it predict the rest (points.csv marks each point measured or predicted).")
    private String design;

    @Option(
            names = "--confirm",
            description = "When the sweep ends, measure each recommended configuration again with the nightly JMH"
                    + " settings; recommendations.csv gains predicted_mb_s,confirmed_mb_s, exit 1 when they disagree.")
    private boolean confirm;

    @Option(names = "--retry-failed", description = "With --resume: measure again the points that failed.")
    private boolean retryFailed;

    @Mixin
    private LabelOption label;

    @Mixin
    private DatabaseOption db;

    @Override
    public Integer call() throws Exception {
        PrintStreams streams = PrintStreams.of(spec);
        SweepLaunch.Limits limits = limits();
        boolean modelDesign = modelDesign();
        if (retryFailed && resume == null) {
            throw new BadInputException("--retry-failed goes with --resume DIR; name the run folder to continue");
        }
        DatabaseLocation.named(db.url(), System.getenv());
        if (resume != null) {
            requireNoContradiction(RunManifest.read(resume));
            return recorded(SweepLaunch.resume(resume, retryFailed, limits, streams.out()), resume, streams);
        }
        Optional<BoardConfig> board = Optional.ofNullable(config).map(BoardConfig::load);
        SweepPlan plan = new PlanAssembler(DeviceCheck::normalise).assemble(flags(), board);
        PlanCheck.beforeFirstPoint(plan, board, largePlan.allowed());
        if (adaptive) {
            board = Optional.of(
                    board.orElseGet(() -> BoardConfig.ofFlags(plan.board())).withAdaptive(true));
        }
        if (noBaselines) {
            board = Optional.of(
                    board.orElseGet(() -> BoardConfig.ofFlags(plan.board())).withBaselines(false));
        }
        if (latency) {
            board = Optional.of(
                    board.orElseGet(() -> BoardConfig.ofFlags(plan.board())).withLatency(true));
        }
        if (design != null || confirm) {
            board = Optional.of(board.orElseGet(() -> BoardConfig.ofFlags(plan.board()))
                    .withDesignFlags(design == null ? Optional.empty() : Optional.of(modelDesign), confirm));
        }

        Path dir = ResultsLayout.newRunFolder(
                plan.board(), Optional.ofNullable(out), ResultsLayout.DEFAULT_ROOT, java.time.Clock.systemUTC());
        RunRecording.describe(dir, label.label(), VersionProvider.version(), java.time.Clock.systemUTC());
        return recorded(SweepLaunch.start(plan, board, dir, commandText(), limits, streams.out()), dir, streams);
    }

    /** A run that ended is recorded in its database; a stopped one is recorded once a resume finishes it. */
    private int recorded(SweepResult result, Path dir, PrintStreams streams) {
        return result.stopped()
                ? ExitCode.of(result)
                : RunRecording.afterRun(
                        ExitCode.of(result), dir, db.url(), ResultsLayout.DEFAULT_ROOT, streams.out(), streams.err());
    }

    /**
     * {@code --resume} continues a folder with its own plan: a flag that would change it
     * is refused, naming each, rather than ignored.
     */
    private void requireNoContradiction(BoardConfig manifest) {
        List<String> contradictions = new ArrayList<>();
        if (out != null) {
            contradictions.add("--out " + out + " (the run continues in " + resume + ")");
        }
        if (config != null) {
            contradictions.add("--config " + config + " (the plan is the folder's " + RunManifest.FILE + ")");
        }
        PlanAssembler assembler = new PlanAssembler(DeviceCheck::normalise);
        SweepPlan saved = assembler.assemble(SweepFlags.none(), Optional.of(manifest));
        contradictions.addAll(saved.differencesFrom(assembler.assemble(flags(), Optional.of(manifest))));
        if (quick && !saved.jmh().equals(JmhSettings.quick())) {
            contradictions.add("--quick (the plan has other JMH settings)");
        }
        if (adaptive && !manifest.adaptive()) {
            contradictions.add("--adaptive (the plan has none)");
        }
        if (noBaselines && manifest.baselines()) {
            contradictions.add("--no-baselines (the plan measures them)");
        }
        if (latency && !manifest.latency()) {
            contradictions.add("--latency (the plan measures none)");
        }
        if (design != null && modelDesign() != manifest.modelDesign()) {
            contradictions.add("--design " + design + " (the plan's design is "
                    + (manifest.modelDesign() ? "model" : "grid") + ")");
        }
        if (confirm && !manifest.confirm()) {
            contradictions.add("--confirm (the plan confirms nothing)");
        }
        if (!contradictions.isEmpty()) {
            throw new BadInputException("--resume " + resume + " continues the folder's own plan, which "
                    + String.join(", ", contradictions) + " would change; drop "
                    + (contradictions.size() == 1 ? "that flag" : "those flags")
                    + ", or start a new run without --resume");
        }
    }

    /** Whether {@code --design} asks for a model design; an unknown design is bad input. */
    private boolean modelDesign() {
        if (design == null || design.equals("grid")) {
            return false;
        }
        if (design.equals("model")) {
            return true;
        }
        throw new BadInputException("--design '" + design + "' is neither grid nor model; give --design model to"
                + " measure a few points and let the calibrated model predict the rest, or leave it out");
    }

    private SweepLaunch.Limits limits() {
        return new SweepLaunch.Limits(
                JmhLock.waitLimit(lockTimeout),
                Optional.ofNullable(pointTimeout).map(t -> DurationText.parse(t, "--point-timeout")));
    }

    SweepFlags flags() {
        return grid.flags(
                Optional.ofNullable(device),
                quick,
                Optional.ofNullable(forks),
                Optional.ofNullable(warmup),
                Optional.ofNullable(iterations),
                Optional.ofNullable(time),
                faults);
    }

    private String commandText() {
        return "bulkbench "
                + String.join(" ", spec.commandLine().getParseResult().originalArgs());
    }
}
