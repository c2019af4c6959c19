package io.bulkbench.sweeps.plan;

import io.bulkbench.analysis.AnalysisSettings;
import io.bulkbench.analysis.RunComparison;
import io.bulkbench.analysis.trend.PlanFingerprint;
import io.bulkbench.core.MeasuredPoint;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

/**
 * The settings of one sweep, each resolved by one rule: a flag wins over the board config,
 * which wins over the default. Each value is checked once, where it came from, and the
 * plan, sweep.yaml, the fingerprint and the {@code --resume} check all read it from here.
 */
public final class Settings {
    private final FlagValues flags;
    private final Optional<BoardConfig> config;
    private final UnaryOperator<String> deviceCheck;
    private final Map<Setting<?>, Object> values = new IdentityHashMap<>();
    private final Set<Setting<?>> resolving = new HashSet<>();

    private Settings(FlagValues flags, Optional<BoardConfig> config, UnaryOperator<String> deviceCheck) {
        this.flags = flags;
        this.config = config;
        this.deviceCheck = deviceCheck;
    }

    /**
     * Resolves and checks every setting.
     *
     * @param deviceCheck validates a device spec and returns it normalised; throws
     *                    BadInputException naming the accepted forms otherwise
     */
    public static Settings resolve(FlagValues flags, Optional<BoardConfig> config, UnaryOperator<String> deviceCheck) {
        Settings settings = new Settings(flags, config, deviceCheck);
        for (Setting<?> setting : SweepSettings.ALL) {
            settings.get(setting);
        }
        return settings;
    }

    /** The settings of a board config (or a run folder's sweep.yaml) alone. */
    public static Settings of(BoardConfig config, UnaryOperator<String> deviceCheck) {
        return resolve(FlagValues.none(), Optional.of(config), deviceCheck);
    }

    /** The value of a setting: the flag's, else the config's, else the default. */
    public <T> T get(Setting<T> setting) {
        if (values.containsKey(setting)) {
            @SuppressWarnings("unchecked")
            T known = (T) values.get(setting);
            return known;
        }
        if (!resolving.add(setting)) {
            throw new IllegalStateException("setting " + setting.name() + " depends on itself");
        }
        Optional<T> given = flags.get(setting).or(() -> config.flatMap(c -> c.get(setting)));
        T value = given.orElseGet(() -> setting.byDefault().apply(this));
        T checked = setting.check().apply(value, origin(setting), this);
        values.put(setting, checked);
        resolving.remove(setting);
        return checked;
    }

    /** Where a setting's value came from, as messages name it: its flag, the file and key, or its flag for a default. */
    public String origin(Setting<?> setting) {
        if (flags.has(setting)) {
            return setting.flag().orElseThrow().name();
        }
        if (config.isPresent() && config.get().get(setting).isPresent()) {
            return config.get().file() + ": " + setting.key();
        }
        return setting.name();
    }

    /** The device check these settings were resolved with, for a setting whose check is the device's. */
    UnaryOperator<String> deviceCheck() {
        return deviceCheck;
    }

    /** The board config the settings came from, when there is one. */
    public Optional<BoardConfig> config() {
        return config;
    }

    /** What the sweep measures. */
    public SweepPlan plan() {
        return new SweepPlan(
                get(SweepSettings.BOARD),
                get(SweepSettings.DEVICE),
                get(SweepSettings.BUFFERS),
                get(SweepSettings.SIZES),
                get(SweepSettings.MODES),
                get(SweepSettings.DIRECTION),
                new JmhSettings(
                        get(SweepSettings.FORKS),
                        get(SweepSettings.WARMUP),
                        get(SweepSettings.ITERATIONS),
                        get(SweepSettings.TIME)));
    }

    /** The drop, as a share (0.03 is 3 %), that makes a significant change a regression: the board's, else the default. */
    public double regressionThreshold() {
        return get(SweepSettings.REGRESSION_THRESHOLD).orElse(100 * RunComparison.DEFAULT_THRESHOLD) / 100;
    }

    /**
     * The analysis settings asked for, over the defaults. The buffer-count symbol, unless
     * named, follows what "buffers" means for the device ({@link BufferCountSymbol}).
     */
    public AnalysisSettings analysis() {
        return analysisSettings(Optional.of(this), get(SweepSettings.DEVICE));
    }

    /** The analysis settings of a run whose settings may be unknown (a folder of bare CSVs), for its device. */
    public static AnalysisSettings analysisSettings(Optional<Settings> settings, String device) {
        AnalysisSettings s = AnalysisSettings.defaults();
        return new AnalysisSettings(
                settings.flatMap(x -> x.get(SweepSettings.KNEE_SHARE)).orElse(s.kneeShare()),
                s.curve(),
                settings.flatMap(x -> x.get(SweepSettings.BUFFERS_SYMBOL))
                        .orElseGet(() -> BufferCountSymbol.forDevice(device)),
                settings.flatMap(x -> x.get(SweepSettings.REQUEST_SIZE_SYMBOL)).orElse(s.requestSizeSymbol()),
                s.seed(),
                s.bootstrapRounds(),
                settings.flatMap(x -> x.get(SweepSettings.CPU_BUDGET))
                        .map(OptionalDouble::of)
                        .orElse(OptionalDouble.empty()));
    }

    /**
     * The analysis settings of a run folder's points, from its sweep.yaml when it has one.
     * The device was checked when the run was made; it need not exist here.
     */
    public static AnalysisSettings analysisSettings(Optional<BoardConfig> manifest, List<MeasuredPoint> points) {
        return analysisSettings(
                manifest.map(m -> of(m, device -> device)),
                points.isEmpty() ? "" : points.get(0).key().device());
    }

    /**
     * The settings two runs must share to be compared, in one canonical text: those a
     * setting's declaration puts in the fingerprint, as {@code name=value} in declaration order.
     */
    public PlanFingerprint fingerprint() {
        return PlanFingerprint.of(SweepSettings.ALL.stream()
                .filter(s -> s.fingerprint().isPresent())
                .map(s -> s.fingerprint().get() + "=" + text(s))
                .collect(Collectors.joining(" ")));
    }

    /** sweep.yaml's settings: each setting its declaration says to write, nested by the dots of its key. */
    public Map<String, Object> manifest() {
        Map<String, Object> root = new LinkedHashMap<>();
        for (Setting<?> setting : SweepSettings.ALL) {
            if (written(setting)) {
                put(root, setting.key(), yaml(setting));
            }
        }
        return root;
    }

    private boolean written(Setting<?> setting) {
        return switch (setting.manifest()) {
            case ALWAYS -> true;
            case NEVER -> false;
            case UNLESS_DEFAULT -> !get(setting).equals(setting.byDefault().apply(this));
        };
    }

    @SuppressWarnings("unchecked")
    private static void put(Map<String, Object> root, String key, Object value) {
        int dot = key.indexOf('.');
        if (dot < 0) {
            root.put(key, value);
        } else {
            Map<String, Object> section = (Map<String, Object>)
                    root.computeIfAbsent(key.substring(0, dot), k -> new LinkedHashMap<String, Object>());
            put(section, key.substring(dot + 1), value);
        }
    }

    /**
     * What the flags would change in {@code saved}, the settings of a run folder that
     * {@code --resume} continues with its own plan: one phrase per flag, e.g.
     * {@code --buffers 2,4 (the plan has 2,4,8)}. A flag that gives no setting of the plan
     * itself ({@code --quick}, {@code --fault}) contradicts it when a setting it changes,
     * over the plan or over the defaults, has another value in the plan.
     */
    public static List<String> contradictions(FlagValues flags, BoardConfig saved, UnaryOperator<String> deviceCheck) {
        Settings plan = of(saved, deviceCheck);
        Settings asked = resolve(flags, Optional.of(saved), deviceCheck);
        List<String> out = new ArrayList<>();
        for (Setting<?> setting : flags.given()) {
            if (setting.resumable()) {
                continue;
            }
            if (setting.manifest() != Setting.Manifest.NEVER) {
                if (!plan.get(setting).equals(asked.get(setting))) {
                    out.add(flags.text(setting) + " (the plan has " + plan.shown(setting) + ")");
                }
                continue;
            }
            Set<String> changed = new java.util.LinkedHashSet<>();
            for (Optional<BoardConfig> base : List.of(Optional.of(saved), Optional.<BoardConfig>empty())) {
                Settings with = resolve(flags.only(setting), base, deviceCheck);
                Settings without = resolve(FlagValues.none(), base, deviceCheck);
                for (Setting<?> s : SweepSettings.ALL) {
                    if (s.manifest() != Setting.Manifest.NEVER
                            && !with.get(s).equals(without.get(s))
                            && !with.get(s).equals(plan.get(s))) {
                        changed.add(s.name() + " " + plan.shown(s));
                    }
                }
            }
            if (!changed.isEmpty()) {
                out.add(flags.text(setting) + " (the plan has " + String.join(", ", changed) + ")");
            }
        }
        return out;
    }

    /** A setting's value as its flag would take it, or "key: value" for a switch. */
    private String shown(Setting<?> setting) {
        return setting.flag().flatMap(Setting.Flag::switchTo).isPresent()
                ? setting.key() + ": " + text(setting)
                : text(setting);
    }

    /** A setting's value as a flag would take it. */
    public String text(Setting<?> setting) {
        return textOf(setting);
    }

    private <T> String textOf(Setting<T> setting) {
        return setting.text(get(setting));
    }

    private <T> Object yaml(Setting<T> setting) {
        return setting.form().toYaml().apply(get(setting));
    }
}
