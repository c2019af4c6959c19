package io.bulkbench.app.cli;

import io.bulkbench.sweeps.plan.FlagValues;
import io.bulkbench.sweeps.plan.Setting;
import io.bulkbench.sweeps.plan.SweepSettings;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/**
 * The flags of sweep settings, made from their declarations ({@link SweepSettings}) rather
 * than written out per command: a command names the settings it takes (a model transformer
 * below) and reads what was given with {@link #given}. The help's default is the
 * declaration's; the settings' flags come first, the command's own after them.
 */
final class SettingOptions {
    private SettingOptions() {}

    /** The settings {@code sweep} takes as flags: the device, the grid, and how each point is measured. */
    static final List<Setting<?>> SWEEP = Stream.of(
                    List.<Setting<?>>of(SweepSettings.DEVICE), SweepSettings.GRID, SweepSettings.MEASUREMENT)
            .flatMap(List::stream)
            .toList();

    /** Adds the flags of {@link #SWEEP}. */
    public static final class Sweep implements IModelTransformer {
        @Override
        public CommandSpec transform(CommandSpec spec) {
            return add(spec, SWEEP);
        }
    }

    /** The settings of a command that plans points without measuring them ({@code predict}): device and grid. */
    static final List<Setting<?>> PLAN = Stream.of(List.<Setting<?>>of(SweepSettings.DEVICE), SweepSettings.GRID)
            .flatMap(List::stream)
            .toList();

    /** Adds the flags of {@link #PLAN}. */
    public static final class Plan implements IModelTransformer {
        @Override
        public CommandSpec transform(CommandSpec spec) {
            return add(spec, PLAN);
        }
    }

    /** Adds the flags of {@link SweepSettings#ANALYSIS}: what {@code analyze} may change of a folder's plan. */
    public static final class Analysis implements IModelTransformer {
        @Override
        public CommandSpec transform(CommandSpec spec) {
            return add(spec, SweepSettings.ANALYSIS);
        }
    }

    /** Adds the flags of {@link SweepSettings#COMPARISON}: what {@code compare} may change of the candidate's plan. */
    public static final class Comparison implements IModelTransformer {
        @Override
        public CommandSpec transform(CommandSpec spec) {
            return add(spec, SweepSettings.COMPARISON);
        }
    }

    /**
     * The settings {@code bisect} takes as flags: the device, the grid, how each point is
     * measured (JMH's quick defaults unless given) and how a commit is decided.
     */
    static final List<Setting<?>> BISECT = Stream.of(
                    List.<Setting<?>>of(SweepSettings.DEVICE),
                    SweepSettings.GRID,
                    SweepSettings.JMH,
                    SweepSettings.BISECT)
            .flatMap(List::stream)
            .toList();

    /** Adds the flags of {@link #BISECT}. */
    public static final class Bisect implements IModelTransformer {
        @Override
        public CommandSpec transform(CommandSpec spec) {
            return add(spec, BISECT);
        }
    }

    /** Adds a flag for each setting, before the command's own options. */
    static CommandSpec add(CommandSpec spec, List<Setting<?>> settings) {
        List<OptionSpec> own = new ArrayList<>(spec.options());
        own.forEach(spec::remove);
        for (Setting<?> setting : settings) {
            spec.addOption(option(setting));
        }
        own.forEach(spec::addOption);
        return spec;
    }

    private static OptionSpec option(Setting<?> setting) {
        Setting.Flag flag = setting.flag().orElseThrow();
        OptionSpec.Builder option = OptionSpec.builder(flag.name());
        if (flag.switchTo().isPresent()) {
            return option.arity("0")
                    .type(boolean.class)
                    .description(flag.description())
                    .build();
        }
        String text = setting.defaultHelp().isEmpty()
                ? flag.description()
                : flag.description().replaceFirst("\\.$", "") + " (default: " + setting.defaultHelp() + ").";
        return flag.repeatable()
                ? option.arity("1")
                        .type(List.class)
                        .auxiliaryTypes(String.class)
                        .paramLabel(flag.paramLabel())
                        .description(text)
                        .build()
                : option.arity("1")
                        .type(String.class)
                        .paramLabel(flag.paramLabel())
                        .description(text)
                        .build();
    }

    /** The settings whose flags were given on the command line, each with the text(s) given. */
    static FlagValues given(CommandSpec spec, List<Setting<?>> settings) {
        ParseResult parsed = spec.commandLine().getParseResult();
        Map<Setting<?>, List<String>> texts = new LinkedHashMap<>();
        for (Setting<?> setting : settings) {
            String name = setting.flag().orElseThrow().name();
            if (parsed.hasMatchedOption(name)) {
                texts.put(
                        setting,
                        setting.flag().get().switchTo().isPresent()
                                ? List.of("")
                                : List.copyOf(parsed.matchedOption(name).stringValues()));
            }
        }
        return FlagValues.of(texts);
    }
}
