package io.bulkbench.sweeps.plan;

import io.bulkbench.analysis.AnalysisSettings;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.inputs.InputFile;
import io.bulkbench.inputs.YamlMapping;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;

/**
 * A board config ({@code boards/*.yaml}): what a lab sweeps every night on one board.
 * Every key is optional except {@code board}; a flag given on the command line wins
 * over the file. Unknown keys and bad values are refused with file, key and reason.
 * The commented examples in {@code boards/} document every key. YAML reads a bare
 * {@code device: null} as no value; it is taken to mean the {@code null} device.
 */
public record BoardConfig(
        String file,
        String board,
        Optional<String> device,
        Optional<String> buffers,
        Optional<String> sizes,
        Optional<String> modes,
        Optional<String> direction,
        Optional<Integer> forks,
        Optional<Integer> warmup,
        Optional<Integer> iterations,
        Optional<Duration> time,
        Optional<String> buffersSymbol,
        Optional<String> requestSizeSymbol,
        OptionalDouble kneeShare,
        OptionalDouble regressionThresholdPercent,
        List<String> setupCommand,
        Optional<Duration> setupTimeout,
        Switches switches) {

    /**
     * What a sweep does besides measuring the grid, each of which a flag can switch:
     * adaptive refinement, the harness baselines, completion intervals after each point.
     */
    public record Switches(boolean adaptive, boolean baselines, boolean latency, boolean modelDesign, boolean confirm) {
        /** A config that says nothing: the whole grid, no refinement, baselines measured, no latencies, no confirmation. */
        public static final Switches DEFAULT = new Switches(false, true, false, false, false);

        Switches withAdaptive(boolean on) {
            return new Switches(on, baselines, latency, modelDesign, confirm);
        }

        Switches withBaselines(boolean on) {
            return new Switches(adaptive, on, latency, modelDesign, confirm);
        }

        Switches withLatency(boolean on) {
            return new Switches(adaptive, baselines, on, modelDesign, confirm);
        }

        Switches withDesign(boolean model, boolean confirmed) {
            return new Switches(adaptive, baselines, latency, model, confirmed);
        }
    }

    private static final Set<String> TOP = Set.of(
            "board",
            "device",
            "buffers",
            "sizes",
            "modes",
            "direction",
            "jmh",
            "symbols",
            "knee_share",
            "regression_threshold_percent",
            "setup",
            "adaptive",
            "baselines",
            "latency",
            "design",
            "confirm");
    /** The file name of a config made from flags alone. */
    private static final String FLAGS = "(flags)";

    private static final Set<String> JMH = Set.of("forks", "warmup", "iterations", "time");
    private static final Set<String> SYMBOLS = Set.of("buffers", "request_size");
    private static final Set<String> SETUP = Set.of("command", "timeout");

    public BoardConfig {
        setupCommand = List.copyOf(setupCommand);
        Objects.requireNonNull(switches, "switches");
        if (switches.modelDesign() && switches.adaptive()) {
            throw new BadInputException((file.equals(FLAGS) ? "" : file + ": ")
                    + "a model design and an adaptive sweep each choose their own points; give --design model"
                    + " or --adaptive (design: model or adaptive: true in a board config), not both");
        }
    }

    /** Reads and validates a board config file. */
    public static BoardConfig load(Path file) {
        String name = file.toString();
        if (!InputFile.exists(file)) {
            throw new BadInputException(
                    "--config " + name
                            + " cannot be read (no such file); give the path of a board config YAML such as boards/snowball-msc.yaml");
        }
        try (Reader reader = InputFile.open(file, InputFile.SETTINGS_LIMIT)) {
            return parse(name, reader);
        } catch (IOException e) {
            throw new BadInputException("--config " + name + " cannot be read: " + e.getMessage());
        }
    }

    /** Parses a board config from text; {@code name} appears in error messages. */
    public static BoardConfig parse(String name, Reader reader) {
        YamlMapping top = YamlMapping.parse(name, reader, "of keys with at least 'board: NAME'")
                .allowOnly(TOP)
                .requireAll(List.of("board"), "every board config names its board, e.g. 'board: snowball'");
        YamlMapping jmh = top.has("jmh") ? top.map("jmh").allowOnly(JMH) : null;
        YamlMapping symbols = top.has("symbols") ? top.map("symbols").allowOnly(SYMBOLS) : null;
        YamlMapping setup = top.has("setup") ? top.map("setup").allowOnly(SETUP) : null;
        OptionalDouble knee =
                top.has("knee_share") ? OptionalDouble.of(top.number("knee_share")) : OptionalDouble.empty();
        if (knee.isPresent() && !(knee.getAsDouble() > 0 && knee.getAsDouble() <= 1)) {
            throw top.bad("knee_share", "must lie in (0, 1], e.g. 0.95, was " + knee.getAsDouble());
        }
        OptionalDouble threshold = top.has("regression_threshold_percent")
                ? OptionalDouble.of(top.number("regression_threshold_percent"))
                : OptionalDouble.empty();
        if (threshold.isPresent() && !(threshold.getAsDouble() > 0 && threshold.getAsDouble() < 100)) {
            throw top.bad(
                    "regression_threshold_percent", "must lie in (0, 100), e.g. 3, was " + threshold.getAsDouble());
        }
        String board = BoardName.check(top.text("board"), name + ": board");
        return new BoardConfig(
                name,
                board,
                top.isNull("device") ? Optional.of("null") : opt(top, "device"),
                opt(top, "buffers"),
                opt(top, "sizes"),
                opt(top, "modes"),
                opt(top, "direction"),
                jmh != null && jmh.has("forks") ? Optional.of(jmh.integer("forks")) : Optional.empty(),
                jmh != null && jmh.has("warmup") ? Optional.of(jmh.integer("warmup")) : Optional.empty(),
                jmh != null && jmh.has("iterations") ? Optional.of(jmh.integer("iterations")) : Optional.empty(),
                jmh != null && jmh.has("time")
                        ? Optional.of(DurationText.parse(jmh.text("time"), name + ": jmh.time"))
                        : Optional.empty(),
                symbols == null ? Optional.empty() : symbol(symbols, "buffers"),
                symbols == null ? Optional.empty() : symbol(symbols, "request_size"),
                knee,
                threshold,
                setup != null && setup.has("command") ? setup.strings("command") : List.of(),
                setup != null && setup.has("timeout")
                        ? Optional.of(DurationText.parse(setup.text("timeout"), name + ": setup.timeout"))
                        : Optional.empty(),
                new Switches(
                        top.has("adaptive") && top.bool("adaptive"),
                        !top.has("baselines") || top.bool("baselines"),
                        top.has("latency") && top.bool("latency"),
                        modelDesign(top),
                        top.has("confirm") && top.bool("confirm")));
    }

    /** {@code design: grid} (the default: every point) or {@code design: model} (a few points, the model the rest). */
    private static boolean modelDesign(YamlMapping top) {
        if (!top.has("design")) {
            return false;
        }
        String design = top.text("design");
        if (!design.equals("grid") && !design.equals("model")) {
            throw top.bad("design", "must be grid or model, was '" + design + "'");
        }
        return design.equals("model");
    }

    /** Whether the sweep refines around the knee (the {@code --adaptive} flag). */
    public boolean adaptive() {
        return switches.adaptive();
    }

    /** Whether the harness baselines are measured (off with the {@code --no-baselines} flag). */
    public boolean baselines() {
        return switches.baselines();
    }

    /** Whether completion intervals are measured after each point (the {@code --latency} flag). */
    public boolean latency() {
        return switches.latency();
    }

    /** Whether a few points are measured and a calibrated model predicts the rest (the {@code --design model} flag). */
    public boolean modelDesign() {
        return switches.modelDesign();
    }

    /** Whether the recommended configurations are measured again with the nightly settings ({@code --confirm}). */
    public boolean confirm() {
        return switches.confirm();
    }

    /** The same config with adaptive refinement switched on or off (the {@code --adaptive} flag). */
    public BoardConfig withAdaptive(boolean on) {
        return withSwitches(switches.withAdaptive(on));
    }

    /** The same config with the harness baselines on or off (the {@code --no-baselines} flag). */
    public BoardConfig withBaselines(boolean on) {
        return withSwitches(switches.withBaselines(on));
    }

    /** The same config with completion intervals measured after each point or not (the {@code --latency} flag). */
    public BoardConfig withLatency(boolean on) {
        return withSwitches(switches.withLatency(on));
    }

    private BoardConfig withSwitches(Switches changed) {
        return new BoardConfig(
                file,
                board,
                device,
                buffers,
                sizes,
                modes,
                direction,
                forks,
                warmup,
                iterations,
                time,
                buffersSymbol,
                requestSizeSymbol,
                kneeShare,
                regressionThresholdPercent,
                setupCommand,
                setupTimeout,
                changed);
    }

    /** The same config with a model-designed sweep (the {@code --design model} flag) and {@code --confirm} on or off. */
    public BoardConfig withDesign(boolean model, boolean confirmed) {
        return withSwitches(switches.withDesign(model, confirmed));
    }

    /**
     * The config with what the command line says of its design: {@code --design}, when
     * given, wins over the file's {@code design:}; {@code --confirm} adds to its {@code confirm:}.
     */
    public BoardConfig withDesignFlags(Optional<Boolean> modelDesignFlag, boolean confirmFlag) {
        return withDesign(modelDesignFlag.orElse(modelDesign()), confirmFlag || confirm());
    }

    /** No file: only the flag-level settings, for a sweep started from flags alone. */
    public static BoardConfig ofFlags(String board) {
        return new BoardConfig(
                FLAGS,
                board,
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                OptionalDouble.empty(),
                OptionalDouble.empty(),
                List.of(),
                Optional.empty(),
                Switches.DEFAULT);
    }

    /** A Kconfig symbol, checked now rather than when the sweep is over and the fragment is written. */
    private static Optional<String> symbol(YamlMapping symbols, String key) {
        return opt(symbols, key).map(s -> AnalysisSettings.checkSymbol(s, symbols.source() + ": symbols." + key));
    }

    private static Optional<String> opt(YamlMapping map, String key) {
        return map.optionalText(key);
    }

    /**
     * The analysis settings a board config asks for, over the defaults; the defaults
     * without one. The buffer-count symbol, unless the config names it, follows what
     * "buffers" means for {@code device} ({@link BufferCountSymbol}).
     */
    public static AnalysisSettings analysisSettings(Optional<BoardConfig> config, String device) {
        AnalysisSettings s = AnalysisSettings.defaults();
        String buffersSymbol =
                config.flatMap(BoardConfig::buffersSymbol).orElseGet(() -> BufferCountSymbol.forDevice(device));
        return new AnalysisSettings(
                config.isPresent() ? config.get().kneeShare().orElse(s.kneeShare()) : s.kneeShare(),
                s.model(),
                buffersSymbol,
                config.flatMap(BoardConfig::requestSizeSymbol).orElse(s.requestSizeSymbol()),
                s.seed(),
                s.bootstrapRounds());
    }

    /** As {@link #analysisSettings(Optional, String)}, for the device the points were measured on. */
    public static AnalysisSettings analysisSettings(Optional<BoardConfig> config, List<MeasuredPoint> points) {
        return analysisSettings(
                config, points.isEmpty() ? "" : points.get(0).key().device());
    }
}
