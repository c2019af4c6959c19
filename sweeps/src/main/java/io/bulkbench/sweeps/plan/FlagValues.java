package io.bulkbench.sweeps.plan;

import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The settings given as flags on one command line, each read by its declaration's form
 * and named by its flag in an error ({@code --buffers '2..x': ...}).
 */
public final class FlagValues {
    private final Map<Setting<?>, List<String>> texts;
    private final Map<Setting<?>, Object> values = new IdentityHashMap<>();

    private FlagValues(Map<Setting<?>, List<String>> texts) {
        this.texts = texts;
        texts.forEach((setting, given) -> values.put(setting, parse(setting, given)));
    }

    /** No flags: the settings of a board config, or the defaults. */
    public static FlagValues none() {
        return new FlagValues(Map.of());
    }

    /**
     * The flags as given: each setting with the texts of its flag, one per occurrence (a
     * switch's occurrence has no text). A setting that has no flag is a mistake of the caller.
     */
    public static FlagValues of(Map<Setting<?>, List<String>> given) {
        Map<Setting<?>, List<String>> texts = new LinkedHashMap<>();
        for (Setting<?> setting : SweepSettings.ALL) {
            List<String> t = given.get(setting);
            if (t != null && !t.isEmpty()) {
                if (setting.flag().isEmpty()) {
                    throw new IllegalArgumentException(setting.key() + " has no flag");
                }
                texts.put(setting, List.copyOf(t));
            }
        }
        return new FlagValues(texts);
    }

    /** One flag given as on a command line, e.g. {@code --buffers 2,4}; a switch takes no text. */
    public static FlagValues of(Setting<?> setting, String... texts) {
        return of(Map.<Setting<?>, List<String>>of(setting, texts.length == 0 ? List.of("") : List.of(texts)));
    }

    /**
     * These flags with {@code setting}'s switch given as well, unless it was: a command
     * whose defaults are another flag's ({@code bisect} measures with {@code --quick}'s JMH
     * settings unless told otherwise).
     */
    public FlagValues withSwitch(Setting<?> setting) {
        if (setting.flag().flatMap(Setting.Flag::switchTo).isEmpty()) {
            throw new IllegalArgumentException(setting.name() + " is not a switch");
        }
        return has(setting) ? this : with(setting, "");
    }

    /** These flags with {@code setting}'s given as {@code text} instead of as it was, as a command fills one in. */
    public FlagValues with(Setting<?> setting, String text) {
        Map<Setting<?>, List<String>> more = new LinkedHashMap<>(texts);
        more.put(setting, List.of(text));
        return of(more);
    }

    private static Object parse(Setting<?> setting, List<String> given) {
        Setting.Flag flag = setting.flag().orElseThrow();
        String text = flag.switchTo().orElse(String.join(",", given));
        return setting.form().fromText().parse(text, flag.name());
    }

    /** The value its flag gives a setting, if the flag was given. */
    public <T> Optional<T> get(Setting<T> setting) {
        @SuppressWarnings("unchecked")
        T value = (T) values.get(setting);
        return Optional.ofNullable(value);
    }

    public boolean has(Setting<?> setting) {
        return texts.containsKey(setting);
    }

    /** The settings given, in declaration order. */
    public List<Setting<?>> given() {
        return List.copyOf(texts.keySet());
    }

    /** Only the flag of {@code setting}, the others left out. */
    public FlagValues only(Setting<?> setting) {
        return has(setting) ? new FlagValues(Map.<Setting<?>, List<String>>of(setting, texts.get(setting))) : none();
    }

    /** The flag as given, e.g. {@code --buffers 2,4}, {@code --adaptive}, {@code --fault a=1 --fault b=2}. */
    public String text(Setting<?> setting) {
        Setting.Flag flag = setting.flag().orElseThrow();
        return flag.switchTo().isPresent()
                ? flag.name()
                : texts.get(setting).stream().map(t -> flag.name() + " " + t).collect(Collectors.joining(" "));
    }
}
