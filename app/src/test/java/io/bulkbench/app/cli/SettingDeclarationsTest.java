package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.AnalysisSettings;
import io.bulkbench.analysis.RunComparison;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.sweeps.plan.BoardConfig;
import io.bulkbench.sweeps.plan.FlagValues;
import io.bulkbench.sweeps.plan.RunManifest;
import io.bulkbench.sweeps.plan.Setting;
import io.bulkbench.sweeps.plan.Settings;
import io.bulkbench.sweeps.plan.SweepSettings;
import io.bulkbench.sweeps.run.DeviceCheck;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yaml.snakeyaml.Yaml;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Each sweep setting is declared once ({@link SweepSettings}): key, flag, default and
 * check. Wherever it appears again it must say the same: every command's option for it
 * (the declaration's name and label, the declaration's default in the help), a board
 * config's key ({@code boards/*.yaml}, {@link BoardConfig}) and sweep.yaml ({@link
 * RunManifest}) read back. The commands are the program's own picocli model, as {@link
 * CommandHelpTest} enumerates them.
 */
class SettingDeclarationsTest {
    /** Tests run in the module's folder; the board configs are the repository's. */
    private static final Path BOARDS = Path.of("..", "boards");

    /**
     * Options named as a setting is that choose among what was recorded rather than set a run
     * up: history's board and device, patch's direction of the recommendation to write, the
     * board whose held defaults it writes and the defconfig it writes them into.
     */
    private static final Map<String, Set<String>> SELECTORS =
            Map.of("history", Set.of("--board", "--device"), "patch", Set.of("--direction", "--board", "--defconfig"));

    /** A value for each setting whose default is none, as its flag would take it. */
    private static final Map<Setting<?>, String> EXAMPLES = examples();

    @Test
    void everyOptionForASettingIsTheDeclarationsFlagAndItsHelpShowsTheDeclarationsDefault() {
        Map<String, CommandSpec> commands = commands();
        assertThat(commands).containsKeys("sweep", "analyze", "compare", "bisect", "predict", "nightly");
        List<String> wrong = new ArrayList<>();
        Set<Setting<?>> offered = Collections.newSetFromMap(new IdentityHashMap<>());
        commands.forEach((name, spec) -> {
            for (OptionSpec option : spec.options()) {
                List<Setting<?>> named = settingsNamedBy(option);
                if (named.isEmpty() || SELECTORS.getOrDefault(name, Set.of()).contains(option.longestName())) {
                    continue;
                }
                Optional<Setting<?>> declared =
                        named.stream().filter(s -> isFlagOf(s, option)).findFirst();
                if (declared.isEmpty()) {
                    wrong.add(name + " " + String.join("|", option.names()) + ": not the flag of " + named
                            + " as declared (name, label, description)");
                    continue;
                }
                offered.add(declared.get());
                String help = shown(spec, option);
                if (!showsDefault(declared.get(), help)) {
                    wrong.add(name + " " + option.longestName() + ": the help \"" + help + "\" does not show"
                            + " the declaration's default \"" + declared.get().defaultHelp() + "\"");
                }
            }
        });
        assertThat(wrong).as("options that are not their setting's declaration").isEmpty();
        assertThat(SweepSettings.ALL.stream().filter(s -> s.flag().isPresent()))
                .as("every setting with a flag is taken by a command")
                .allMatch(offered::contains);
    }

    @Test
    void theDefaultTheHelpShowsIsTheValueTheCommandsUse() {
        Settings defaults = Settings.resolve(FlagValues.none(), Optional.empty(), DeviceCheck::normalise);
        assertThat(defaults.analysis().kneeShare())
                .as("--knee's default")
                .isEqualTo(number(SweepSettings.KNEE_SHARE))
                .isEqualTo(AnalysisSettings.DEFAULT_KNEE_SHARE);
        assertThat(100 * defaults.regressionThreshold())
                .as("compare's --threshold default")
                .isEqualTo(number(SweepSettings.REGRESSION_THRESHOLD))
                .isEqualTo(100 * RunComparison.DEFAULT_THRESHOLD);
        for (Setting<?> setting : SweepSettings.ALL) {
            Object value = defaults.get(setting);
            boolean said = setting.flag().isPresent()
                    && setting.flag().get().switchTo().isEmpty()
                    && !(value instanceof Optional<?> o && o.isEmpty())
                    && setting != SweepSettings.BOARD;
            if (said) {
                assertThat(saysDefault(setting, value, defaults.text(setting)))
                        .as(setting.name() + "'s default in the help, \"" + setting.defaultHelp() + "\", is "
                                + defaults.text(setting))
                        .isTrue();
            }
        }
    }

    /**
     * Whether the help's default is {@code value}: its text (none for an empty list), or read
     * as the flag reads it ({@code 2..64}),
     * or, for a JMH setting, the nightly value before {@code --quick}'s.
     */
    private static <T> boolean saysDefault(Setting<T> setting, Object value, String text) {
        if (setting.defaultHelp().equals(text)) {
            return true;
        }
        try {
            return setting.form()
                    .fromText()
                    .parse(setting.defaultHelp(), setting.name())
                    .equals(value);
        } catch (RuntimeException notAValue) {
            return setting.defaultHelp().startsWith(text + ", quick ");
        }
    }

    @Test
    void aBoardConfigTakesEveryKeyAndSweepYamlReadsItBack(@TempDir Path dir) {
        Settings defaults = Settings.resolve(FlagValues.none(), Optional.empty(), DeviceCheck::normalise);
        Map<Setting<?>, Object> values = new IdentityHashMap<>();
        Map<String, Object> yaml = new LinkedHashMap<>();
        for (Setting<?> setting : SweepSettings.ALL) {
            if (setting.key().isEmpty()) {
                continue;
            }
            Object value = EXAMPLES.containsKey(setting)
                    ? setting.form().fromText().parse(EXAMPLES.get(setting), setting.key())
                    : defaults.get(setting);
            values.put(setting, value);
            String[] path = setting.key().split("\\.", 2);
            @SuppressWarnings("unchecked")
            Map<String, Object> section = path.length == 1
                    ? yaml
                    : (Map<String, Object>) yaml.computeIfAbsent(path[0], k -> new LinkedHashMap<String, Object>());
            section.put(path[path.length - 1], yamlOf(setting, value));
        }
        BoardConfig config = BoardConfig.parse("board.yaml", new StringReader(new Yaml().dump(yaml)));
        Settings read = Settings.of(config, DeviceCheck::normalise);
        values.forEach((setting, value) -> {
            assertThat(config.get(setting)).as(setting.key()).isPresent();
            assertThat(read.get(setting)).as(setting.key()).isEqualTo(value);
        });
        assertThat(readBack(dir.resolve("every-key"), read)).isEmpty();
    }

    @Test
    void everyBoardConfigsSettingsComeBackFromItsSweepYaml(@TempDir Path dir) throws IOException {
        List<Path> boards;
        try (Stream<Path> files = Files.list(BOARDS)) {
            boards = files.filter(f -> f.toString().endsWith(".yaml")).sorted().toList();
        }
        assertThat(boards).isNotEmpty();
        for (Path board : boards) {
            Settings settings = Settings.of(BoardConfig.load(board), DeviceCheck::normalise);
            assertThat(readBack(dir.resolve(board.getFileName().toString()), settings))
                    .as(board.toString())
                    .isEmpty();
        }
    }

    /** The settings sweep.yaml does not give back as {@code settings} has them, once written into {@code dir}. */
    private static List<String> readBack(Path dir, Settings settings) {
        try {
            Files.createDirectories(dir);
            RunManifest.write(dir, settings, "test");
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        assertThat(RunFolder.isRunFolder(dir)).isTrue();
        Settings again = Settings.of(RunManifest.read(dir), DeviceCheck::normalise);
        List<String> differ = new ArrayList<>();
        for (Setting<?> setting : SweepSettings.ALL) {
            if (setting.manifest() != Setting.Manifest.NEVER
                    && !again.get(setting).equals(settings.get(setting))) {
                differ.add(setting.key() + ": " + again.text(setting) + " for " + settings.text(setting));
            }
        }
        return differ;
    }

    /** Every command and subcommand of {@code bulkbench}, hidden ones too, by their path of names. */
    private static Map<String, CommandSpec> commands() {
        Map<String, CommandSpec> out = new TreeMap<>();
        add(out, "", BulkbenchCommand.commandLine());
        return out;
    }

    private static void add(Map<String, CommandSpec> out, String prefix, CommandLine command) {
        command.getSubcommands().forEach((name, sub) -> {
            String path = prefix + name;
            out.put(path, sub.getCommandSpec());
            add(out, path + " ", sub);
        });
    }

    /**
     * The settings an option is for, by its names: a setting's flag, or a name made from its
     * key ({@code --knee-share}, {@code --regression-threshold}, {@code --max-repeats}), which a
     * command writing its own option for the setting would likely pick.
     */
    private static List<Setting<?>> settingsNamedBy(OptionSpec option) {
        List<Setting<?>> out = new ArrayList<>();
        for (Setting<?> setting : SweepSettings.ALL) {
            if (names(setting).stream().anyMatch(n -> List.of(option.names()).contains(n))) {
                out.add(setting);
            }
        }
        return out;
    }

    private static Set<String> names(Setting<?> setting) {
        Set<String> names = new java.util.LinkedHashSet<>();
        setting.flag().ifPresent(f -> names.add(f.name()));
        if (!setting.key().isEmpty()) {
            String whole = setting.key().replace('.', '-').replace('_', '-');
            String leaf = whole.substring(setting.key().lastIndexOf('.') + 1);
            for (String n : List.of(whole, leaf)) {
                names.add("--" + n);
                names.add("--" + n.replaceFirst("-percent$", ""));
            }
        }
        return names;
    }

    /** Whether {@code option} is the one the declaration makes: its one name, its label and its description. */
    private static boolean isFlagOf(Setting<?> setting, OptionSpec option) {
        if (setting.flag().isEmpty()) {
            return false;
        }
        Setting.Flag flag = setting.flag().get();
        boolean isSwitch = flag.switchTo().isPresent();
        return List.of(option.names()).equals(List.of(flag.name()))
                && (isSwitch ? option.arity().max() == 0 : option.paramLabel().equals(flag.paramLabel()))
                && option.description().length == 1
                && option.description()[0].startsWith(flag.description().replaceFirst("\\.$", ""));
    }

    /** The option's lines in its command's help, as picocli lays them out. */
    private static String shown(CommandSpec spec, OptionSpec option) {
        CommandLine.Help help =
                new CommandLine.Help(spec, CommandLine.Help.defaultColorScheme(CommandLine.Help.Ansi.OFF));
        CommandLine.Help.Layout layout = help.createDefaultLayout();
        layout.addOption(option, help.createDefaultParamLabelRenderer());
        return layout.toString().strip().replaceAll("\\s+", " ");
    }

    /** A switch has no default to show; any other flag shows its declaration's, however picocli wraps it. */
    private static boolean showsDefault(Setting<?> setting, String help) {
        if (setting.flag().orElseThrow().switchTo().isPresent()
                || setting.defaultHelp().isEmpty()) {
            return true;
        }
        String said = "(default: " + setting.defaultHelp() + ")";
        return help.replaceAll("\\s", "").contains(said.replaceAll("\\s", ""));
    }

    /**
     * The number a setting's help gives as its default, read as its flag would read it: the
     * help's last word, after what the default depends on ("the board's ..., else 3").
     */
    private static double number(Setting<Optional<Double>> setting) {
        String help = setting.defaultHelp();
        return setting.form()
                .fromText()
                .parse(help.substring(help.lastIndexOf(' ') + 1), setting.name())
                .orElseThrow();
    }

    @SuppressWarnings("unchecked")
    private static <T> Object yamlOf(Setting<T> setting, Object value) {
        Object yaml = setting.form().toYaml().apply((T) value);
        assertThat(yaml)
                .as(setting.key() + " has no value to write; give it one in EXAMPLES")
                .isNotNull();
        return yaml;
    }

    private static Map<Setting<?>, String> examples() {
        Map<Setting<?>, String> m = new IdentityHashMap<>();
        m.put(SweepSettings.BUFFERS_SYMBOL, "CONFIG_EXAMPLE_BUFFERS");
        m.put(SweepSettings.REQUEST_SIZE_SYMBOL, "CONFIG_EXAMPLE_REQUEST_KIB");
        m.put(SweepSettings.DEFCONFIG, "arch/arm64/configs/defconfig");
        m.put(SweepSettings.KNEE_SHARE, "0.9");
        m.put(SweepSettings.CPU_BUDGET, "50");
        m.put(SweepSettings.REGRESSION_THRESHOLD, "5");
        m.put(SweepSettings.SETUP_TIMEOUT, "30s");
        m.put(SweepSettings.POINT_TIMEOUT, "20m");
        m.put(SweepSettings.BISECT_BUDGET, "2h");
        return m;
    }
}
