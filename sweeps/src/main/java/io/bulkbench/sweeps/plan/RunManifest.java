package io.bulkbench.sweeps.plan;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.inputs.InputFile;
import io.bulkbench.reports.AtomicFile;
import io.bulkbench.reports.RunFolder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.Yaml;

/**
 * The plan a run folder was made with, written into it as {@code sweep.yaml} in the
 * board-config format: {@code --resume DIR} reads it back, and a person can run the
 * same sweep again with {@code --config DIR/sweep.yaml}, the command every derived file
 * names ({@link #reproduceCommand}).
 */
public final class RunManifest {
    public static final String FILE = RunFolder.MANIFEST;

    private RunManifest() {}

    /** Writes the plan into a new run folder, so it can be resumed and re-run. */
    public static void write(Path runDir, SweepPlan plan, Optional<BoardConfig> config, String command)
            throws IOException {
        String text = yaml(plan, config, command);
        AtomicFile.write(runDir.resolve(FILE), w -> w.write(text));
    }

    /** Reopens a run folder written by an earlier sweep: its plan and config come from its sweep.yaml. */
    public static BoardConfig read(Path dir) {
        Path manifest = dir.resolve(FILE);
        if (!Files.isRegularFile(manifest)) {
            throw new BadInputException(dir + " is not a run folder (it has no " + FILE
                    + "); give a folder an earlier sweep wrote, e.g. results/snowball-msc/20261130-021500");
        }
        return BoardConfig.load(manifest);
    }

    /** The plan of a folder that has one (a sweep wrote it); empty for a folder of bare CSVs. */
    public static Optional<BoardConfig> readIfAny(Path dir) {
        return Files.isRegularFile(dir.resolve(FILE)) ? Optional.of(read(dir)) : Optional.empty();
    }

    /** How to measure a run folder again: its plan, as a board config; a folder without one can only be analysed. */
    public static String reproduceCommand(Path runDir, Optional<BoardConfig> manifest) {
        return manifest.isPresent()
                ? "bulkbench sweep --config " + runDir.resolve(FILE)
                : "bulkbench analyze " + runDir;
    }

    /** The YAML text of a plan, with the settings of the config it came from (if any). */
    public static String yaml(SweepPlan plan, Optional<BoardConfig> config, String command) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("board", plan.board());
        root.put("device", plan.device());
        root.put("buffers", join(plan.buffers()));
        root.put("sizes", join(plan.requestSizes()));
        root.put("modes", plan.copyModes().stream().map(CopyMode::label).collect(Collectors.joining(",")));
        root.put("direction", plan.directions().stream().map(Direction::label).collect(Collectors.joining(",")));
        Map<String, Object> jmh = new LinkedHashMap<>();
        jmh.put("forks", plan.jmh().forks());
        jmh.put("warmup", plan.jmh().warmupIterations());
        jmh.put("iterations", plan.jmh().measurementIterations());
        jmh.put("time", DurationText.format(plan.jmh().iterationTime()));
        root.put("jmh", jmh);
        config.ifPresent(c -> copySettings(c, root));
        DumperOptions options = new DumperOptions();
        options.setDefaultFlowStyle(DumperOptions.FlowStyle.BLOCK);
        return "# The plan of this run folder, in the board-config format.\n"
                + "# Made by: " + command.replace('\n', ' ') + "\n"
                + "# Continue it: bulkbench sweep --resume DIR; run it again: bulkbench sweep --config DIR/" + FILE
                + "\n"
                + new Yaml(options).dump(root);
    }

    /**
     * True when the run folder {@code dir} was made with this plan and these settings:
     * its sweep.yaml says what {@link #yaml} says now, comments aside.
     */
    public static boolean matches(Path dir, SweepPlan plan, Optional<BoardConfig> config) throws IOException {
        String saved = InputFile.read(dir.resolve(FILE), InputFile.SETTINGS_LIMIT);
        return withoutComments(saved).equals(withoutComments(yaml(plan, config, "")));
    }

    private static String withoutComments(String yaml) {
        return yaml.lines().filter(l -> !l.startsWith("#")).collect(Collectors.joining("\n"));
    }

    private static void copySettings(BoardConfig c, Map<String, Object> root) {
        Map<String, Object> symbols = new LinkedHashMap<>();
        c.buffersSymbol().ifPresent(s -> symbols.put("buffers", s));
        c.requestSizeSymbol().ifPresent(s -> symbols.put("request_size", s));
        if (!symbols.isEmpty()) {
            root.put("symbols", symbols);
        }
        c.kneeShare().ifPresent(k -> root.put("knee_share", k));
        if (c.adaptive()) {
            root.put("adaptive", true);
        }
        if (!c.baselines()) {
            root.put("baselines", false);
        }
        if (c.latency()) {
            root.put("latency", true);
        }
        if (c.modelDesign()) {
            root.put("design", "model");
        }
        if (c.confirm()) {
            root.put("confirm", true);
        }
        c.regressionThresholdPercent().ifPresent(t -> root.put("regression_threshold_percent", t));
        if (!c.setupCommand().isEmpty()) {
            Map<String, Object> setup = new LinkedHashMap<>();
            setup.put("command", c.setupCommand());
            c.setupTimeout().ifPresent(t -> setup.put("timeout", DurationText.format(t)));
            root.put("setup", setup);
        }
    }

    private static String join(List<Integer> values) {
        return values.stream().map(String::valueOf).collect(Collectors.joining(","));
    }
}
