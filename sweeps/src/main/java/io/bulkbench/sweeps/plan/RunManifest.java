package io.bulkbench.sweeps.plan;

import io.bulkbench.analysis.CopyMode;
import io.bulkbench.analysis.Direction;
import io.bulkbench.reports.RunFolder;
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
 * same sweep again with {@code --config DIR/sweep.yaml}.
 */
public final class RunManifest {
    public static final String FILE = RunFolder.SWEEP_YAML;

    private RunManifest() {
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
                + "# Continue it: bulkbench sweep --resume DIR; run it again: bulkbench sweep --config DIR/" + FILE + "\n"
                + new Yaml(options).dump(root);
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
