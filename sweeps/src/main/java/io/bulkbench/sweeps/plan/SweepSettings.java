package io.bulkbench.sweeps.plan;

import io.bulkbench.analysis.AnalysisSettings;
import io.bulkbench.analysis.RunComparison;
import io.bulkbench.analysis.bisect.RepeatPolicy;
import io.bulkbench.benchmarks.device.DeviceSpec;
import io.bulkbench.benchmarks.device.SimDeviceSpec;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.sweeps.plan.Setting.Flag;
import io.bulkbench.sweeps.plan.Setting.Manifest;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Every sweep setting, each declared once. The order is sweep.yaml's and the
 * fingerprint's. Adding a setting is one declaration here, added to {@link #ALL}, and
 * its use: board configs read it, flags give it, sweep.yaml writes it and
 * {@code --resume} refuses a flag that would change it.
 */
public final class SweepSettings {

    /** Short JMH settings for a first look; only a flag asks for them, and they change the JMH defaults. */
    public static final Setting<Boolean> QUICK = Setting.flagOnly(
            Flag.switchTo(
                    "--quick",
                    "true",
                    "Short JMH settings (" + jmhText(JmhSettings.quick()) + ") for a first look in minutes."),
            ValueForm.bool(),
            false);

    /** Simulator faults, added to the device spec: sweep.yaml has them in its device. */
    public static final Setting<List<String>> FAULTS = Setting.flagOnly(
            Flag.repeatable(
                    "--fault",
                    "KEY=VALUE",
                    "Switch on a simulator fault, e.g. stall_probability=0.001, enomem_above_kib=64,"
                            + " disconnect_after_requests=5000 (repeatable; keys of a profile's faults: section)."),
            ValueForm.strings(),
            List.of());

    public static final Setting<String> DEVICE = Setting.of("device", ValueForm.device(), "sim:snowball-msc")
            .withFlag(Flag.of(
                    "--device",
                    "SPEC",
                    "sim:PROFILE | sim:FILE.yaml | null | usb:VVVV:PPPP[,if=N,in=0xNN,out=0xNN] | file:PATH"))
            .withCheck(SweepSettings::device)
            .inFingerprint("device");

    public static final Setting<String> BOARD = Setting.of("board", ValueForm.text(), "")
            .withFlag(Flag.of("--board", "NAME", "Board name for the results folder."))
            .withDefault(s -> BoardName.fromDevice(s.get(DEVICE)), "from the config or the device")
            .withCheck((name, where, s) -> BoardName.check(name, where))
            .written(Manifest.ALWAYS);

    public static final Setting<List<Integer>> BUFFERS = axis("buffers", ValueForm.counts(), "2..64")
            .withFlag(Flag.of("--buffers", "LIST", "Buffer counts."))
            .inFingerprint("buffers");

    public static final Setting<List<Integer>> SIZES = axis("sizes", ValueForm.sizes(), "16K..256K")
            .withFlag(Flag.of("--sizes", "LIST", "Request sizes."))
            .inFingerprint("sizes");

    public static final Setting<List<CopyMode>> MODES = axis("modes", ValueForm.modes(), "copy,no-copy")
            .withFlag(Flag.of("--modes", "LIST", "copy, no-copy or both."))
            .inFingerprint("modes");

    public static final Setting<List<Direction>> DIRECTION = axis("direction", ValueForm.directions(), "in")
            .withFlag(Flag.of("--direction", "DIR", "in, out, both, or a list such as in,out."))
            .inFingerprint("directions");

    public static final Setting<Integer> FORKS = jmh(
            "forks",
            ValueForm.whole(0, "use 0 (run in this JVM) or more"),
            JmhSettings::forks,
            Flag.of("--forks", "N", "JMH forks per point."));

    public static final Setting<Integer> WARMUP = jmh(
            "warmup",
            ValueForm.whole(0, "use 0 or more"),
            JmhSettings::warmupIterations,
            Flag.of("--warmup", "N", "JMH warmup iterations per point."));

    public static final Setting<Integer> ITERATIONS = jmh(
            "iterations",
            ValueForm.whole(1, "a point needs at least one measurement"),
            JmhSettings::measurementIterations,
            Flag.of("--iterations", "N", "JMH measurement iterations per point."));

    public static final Setting<Duration> TIME = jmh(
                    "time",
                    ValueForm.duration(),
                    JmhSettings::iterationTime,
                    Flag.of("--time", "DURATION", "Length of one iteration, e.g. 500ms, 2s."))
            .withCheck((time, where, s) -> JmhSettings.checkIterationTime(time, where));

    /** The Kconfig symbol of the buffer count; unless named, it follows the device ({@link BufferCountSymbol}). */
    public static final Setting<Optional<String>> BUFFERS_SYMBOL =
            Setting.of("symbols.buffers", ValueForm.symbol().optional(), Optional.empty());

    public static final Setting<Optional<String>> REQUEST_SIZE_SYMBOL =
            Setting.of("symbols.request_size", ValueForm.symbol().optional(), Optional.empty());

    /**
     * The board's defconfig, its path inside a kernel tree ({@code arch/arm64/configs/defconfig}):
     * where the lab's defaults page and {@code patch --all} read what the board ships today.
     */
    public static final Setting<Optional<String>> DEFCONFIG =
            Setting.of("defconfig", ValueForm.text().optional(), Optional.empty());

    /** The share of the plateau that counts as the knee; unless given, the analysis default. */
    public static final Setting<Optional<Double>> KNEE_SHARE = Setting.of(
                    "knee_share",
                    ValueForm.number(
                                    AnalysisSettings::isKneeShare,
                                    "must lie in " + AnalysisSettings.KNEE_SHARE_RANGE + ", e.g. "
                                            + AnalysisSettings.DEFAULT_KNEE_SHARE)
                            .optional(),
                    Optional.<Double>empty())
            .withFlag(Flag.of("--knee", "SHARE", "Share of the best throughput that defines the knee."))
            .withDefault(s -> Optional.empty(), String.valueOf(AnalysisSettings.DEFAULT_KNEE_SHARE));

    public static final Setting<Boolean> ADAPTIVE = Setting.of("adaptive", ValueForm.bool(), false)
            .withFlag(Flag.switchTo(
                    "--adaptive",
                    "true",
                    "After the plan, bisect each series' knee until it is an exact buffer count."));

    public static final Setting<Boolean> BASELINES = Setting.of("baselines", ValueForm.bool(), true)
            .withFlag(Flag.switchTo(
                    "--no-baselines",
                    "false",
                    "Skip the harness baselines (the null device and a plain memory copy at each request size)."));

    public static final Setting<Boolean> LATENCY = Setting.of("latency", ValueForm.bool(), false)
            .withFlag(Flag.switchTo(
                    "--latency",
                    "true",
                    "After each ok IN or OUT point, measure its completion intervals (p50..max, JMH SampleTime)"
                            + " into latency.csv; BOTH points get none."));

    public static final Setting<SweepDesign> DESIGN = Setting.of(
                    "design", ValueForm.choice(SweepDesign.class), SweepDesign.GRID)
            .withFlag(Flag.of(
                    "--design",
                    "grid|model",
                    "grid: measure every point; model: measure a few, calibrate the simulator's model to them and"
                            + " let it predict the rest (points.csv marks each point measured or predicted)."))
            .withCheck(SweepSettings::design);

    public static final Setting<Boolean> CONFIRM = Setting.of("confirm", ValueForm.bool(), false)
            .withFlag(Flag.switchTo(
                    "--confirm",
                    "true",
                    "When the sweep ends, measure each recommended configuration again with the nightly JMH"
                            + " settings; recommendations.csv gains predicted_mb_s,confirmed_mb_s, exit 1 when they"
                            + " disagree."));

    /**
     * The most of one core, in percent, the host may spend moving data at a point (its CPU
     * per MB times its MB/s, e.g. 50 to keep half a core for the application); a
     * recommended configuration over it says so.
     */
    public static final Setting<Optional<Double>> CPU_BUDGET = Setting.of(
                    "cpu_budget_percent",
                    ValueForm.number(v -> v > 0, "must be above 0, e.g. 50 for half of one core")
                            .optional(),
                    Optional.<Double>empty())
            .withFlag(Flag.of(
                    "--cpu-budget", "PERCENT", "The most of one core the host may spend moving data, in percent."));

    /** The drop, in percent, that nightly calls a regression; unless given, the comparison's default. */
    public static final Setting<Optional<Double>> REGRESSION_THRESHOLD = Setting.of(
                    "regression_threshold_percent",
                    ValueForm.number(v -> v > 0 && v < 100, "must lie in (0, 100), e.g. 3")
                            .optional(),
                    Optional.<Double>empty())
            .withFlag(Flag.of(
                    "--threshold", "PERCENT", "Smallest significant drop that counts as a regression, in percent."))
            .withDefault(
                    s -> Optional.empty(),
                    "the board's regression_threshold_percent, else " + percentText(RunComparison.DEFAULT_THRESHOLD));

    /** A command run before each point to set the board up for it, e.g. to reload a gadget driver. */
    public static final Setting<List<String>> SETUP_COMMAND =
            Setting.of("setup.command", ValueForm.strings(), List.of());

    public static final Setting<Optional<Duration>> SETUP_TIMEOUT =
            Setting.of("setup.timeout", ValueForm.duration().optional(), Optional.empty());

    /** How long one point may run before it is failed and the sweep goes on; unless given, {@code PointTimeLimit}'s. */
    public static final Setting<Optional<Duration>> POINT_TIMEOUT = Setting.of(
                    "point_timeout", ValueForm.duration().optional(), Optional.<Duration>empty())
            .withFlag(Flag.of("--point-timeout", "DURATION", "Fail a point still running after this long and go on."))
            .withDefault(
                    s -> Optional.empty(),
                    "ten minutes beyond three times the point's JMH time and the setup command's timeout")
            .changeableOnResume();

    /** The change, in percent of the good end, that makes a commit bad in a bisect. */
    public static final Setting<Double> BISECT_THRESHOLD = Setting.of(
                    "bisect.threshold_percent",
                    ValueForm.number(v -> v > 0 && v < 100, "must lie in (0, 100), e.g. 3"),
                    RunComparison.DEFAULT_THRESHOLD * 100)
            .withFlag(Flag.of(
                    "--threshold",
                    "PERCENT",
                    "A commit is bad when it moved towards the bad end by more than this share of the good end."));

    /** The most measurements a bisect takes of one point at one commit (or end) before calling it undecided. */
    public static final Setting<Integer> BISECT_MAX_REPEATS = Setting.of(
                    "bisect.max_repeats",
                    ValueForm.whole(
                            RepeatPolicy.DEFAULT_INITIAL_REPEATS,
                            "a bisect starts with " + RepeatPolicy.DEFAULT_INITIAL_REPEATS + " measurements a side"),
                    RepeatPolicy.defaults().maxRepeats())
            .withFlag(Flag.of(
                    "--max-repeats",
                    "N",
                    "The most measurements of a point at one commit before it is reported undecided."));

    /** Whether a bisect walks with the points whose change, after the first measurements, still reaches inside the threshold. */
    public static final Setting<Boolean> BISECT_KEEP_BORDERLINE = Setting.of(
                    "bisect.keep_borderline", ValueForm.bool(), false)
            .withFlag(Flag.switchTo(
                    "--keep-borderline",
                    "true",
                    "Keep the points whose regression is not yet shown beyond the threshold after the first"
                            + " measurements; by default they are set aside when other points decide."));

    /** How long a bisect may take before it stops with the commits that remain. */
    public static final Setting<Optional<Duration>> BISECT_BUDGET = Setting.of(
                    "bisect.budget", ValueForm.duration().optional(), Optional.<Duration>empty())
            .withFlag(Flag.of(
                    "--budget",
                    "DURATION",
                    "Stop after this long (e.g. 2h) with the commits that may still be the first bad one."))
            .changeableOnResume();

    /** Every setting, in the order sweep.yaml writes them and the fingerprint names them. */
    public static final List<Setting<?>> ALL = List.of(
            BOARD,
            DEVICE,
            BUFFERS,
            SIZES,
            MODES,
            DIRECTION,
            FORKS,
            WARMUP,
            ITERATIONS,
            TIME,
            BUFFERS_SYMBOL,
            REQUEST_SIZE_SYMBOL,
            DEFCONFIG,
            KNEE_SHARE,
            CPU_BUDGET,
            ADAPTIVE,
            BASELINES,
            LATENCY,
            DESIGN,
            CONFIRM,
            REGRESSION_THRESHOLD,
            SETUP_COMMAND,
            SETUP_TIMEOUT,
            POINT_TIMEOUT,
            BISECT_THRESHOLD,
            BISECT_MAX_REPEATS,
            BISECT_KEEP_BORDERLINE,
            BISECT_BUDGET,
            QUICK,
            FAULTS);

    /** The settings of a grid, which every command that plans points takes as flags ({@code sweep}, {@code predict}). */
    public static final List<Setting<?>> GRID = List.of(BOARD, BUFFERS, SIZES, MODES, DIRECTION);

    /** How a sweep measures and what it adds to the grid: the flags {@code sweep} takes beyond the grid's. */
    public static final List<Setting<?>> MEASUREMENT = List.of(
            QUICK,
            FORKS,
            WARMUP,
            ITERATIONS,
            TIME,
            FAULTS,
            ADAPTIVE,
            BASELINES,
            LATENCY,
            DESIGN,
            CONFIRM,
            POINT_TIMEOUT);

    /** How each point is measured, without what a sweep adds to the grid: the JMH flags a bisect takes. */
    public static final List<Setting<?>> JMH = List.of(FORKS, WARMUP, ITERATIONS, TIME);

    /** How a run's points are analysed: the flags {@code analyze} takes over a folder's sweep.yaml. */
    public static final List<Setting<?>> ANALYSIS = List.of(KNEE_SHARE, CPU_BUDGET);

    /** How two runs are judged: the flags {@code compare} takes over the candidate folder's sweep.yaml. */
    public static final List<Setting<?>> COMPARISON = List.of(REGRESSION_THRESHOLD);

    /** How a bisect decides a commit. */
    public static final List<Setting<?>> BISECT =
            List.of(BISECT_THRESHOLD, BISECT_MAX_REPEATS, BISECT_KEEP_BORDERLINE, BISECT_BUDGET);

    private SweepSettings() {}

    /** An axis of the grid, its default given as a flag would give it. */
    private static <T> Setting<T> axis(String key, ValueForm<T> form, String byDefault) {
        T value = form.fromText().parse(byDefault, key);
        return Setting.of(key, form, value).withDefault(s -> value, byDefault);
    }

    /** A JMH setting: the quick or nightly default, as {@code --quick} asks. */
    private static <T> Setting<T> jmh(String key, ValueForm<T> form, Function<JmhSettings, T> part, Flag flag) {
        T nightly = part.apply(JmhSettings.nightly());
        T quick = part.apply(JmhSettings.quick());
        return Setting.of("jmh." + key, form, nightly)
                .withFlag(flag)
                .withDefault(
                        s -> part.apply(s.get(QUICK) ? JmhSettings.quick() : JmhSettings.nightly()),
                        form.toText().apply(nightly) + ", quick "
                                + form.toText().apply(quick))
                .inFingerprint(key);
    }

    /** A share as the percent a flag takes: 0.03 is "3". */
    private static String percentText(double share) {
        return java.math.BigDecimal.valueOf(share * 100).stripTrailingZeros().toPlainString();
    }

    private static String jmhText(JmhSettings jmh) {
        return jmh.forks() + " fork, " + jmh.warmupIterations() + " warmup + " + jmh.measurementIterations() + " x "
                + DurationText.format(jmh.iterationTime());
    }

    /** The device with the flags' faults added, normalised by the device check of the run. */
    private static String device(String device, String where, Settings s) {
        String text = device;
        List<String> faults = s.get(FAULTS);
        if (!faults.isEmpty()) {
            // The kind as the device spec reads it, not as the text starts: " sim:hs" is the simulator too.
            if (!(spec(device, where) instanceof SimDeviceSpec)) {
                throw new BadInputException("--fault works on the simulator only (sim:PROFILE); device '" + device
                        + "' has faults of its own");
            }
            text = text + "," + String.join(",", faults);
        }
        try {
            return s.deviceCheck().apply(text);
        } catch (BadInputException e) {
            throw new BadInputException(where + " '" + device + "': " + e.getMessage());
        }
    }

    private static DeviceSpec spec(String device, String where) {
        try {
            return DeviceSpec.parse(device);
        } catch (BadInputException e) {
            throw new BadInputException(where + " '" + device + "': " + e.getMessage());
        }
    }

    /** A model design chooses its own points, as an adaptive sweep does: one of them, not both. */
    private static SweepDesign design(SweepDesign design, String where, Settings s) {
        if (design == SweepDesign.MODEL && s.get(ADAPTIVE)) {
            throw new BadInputException(where + " model and " + s.origin(ADAPTIVE)
                    + ": a model design and an adaptive sweep each choose their own points; give --design model"
                    + " or --adaptive (design: model or adaptive: true in a board config), not both");
        }
        return design;
    }
}
