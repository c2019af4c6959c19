package io.bulkbench.sweeps.plan;

import java.util.Optional;
import java.util.function.Function;
import lombok.NonNull;

/**
 * One sweep setting, declared once in {@link SweepSettings}: its key in a board config
 * and in sweep.yaml, its flag, its default, its check, whether it enters the plan's
 * fingerprint and when sweep.yaml writes it. Board configs, flags, the run folder's
 * manifest, the {@code --resume} check and the fingerprint all derive from it.
 *
 * @param key         the YAML path, e.g. {@code jmh.forks}; empty for a setting only a flag gives
 * @param flag        the command-line flag, if a flag can give it
 * @param form        how the value is read and written
 * @param byDefault   the value when neither a flag nor the config gives one; it may ask for
 *                    settings it depends on (the board's default is the device's name)
 * @param defaultHelp the default as the flag's help says it
 * @param check       what is checked (or normalised) once the value is known, beyond its form
 * @param fingerprint the name it has in the plan's fingerprint, if two runs must agree on it to be compared
 * @param manifest    when sweep.yaml writes it
 * @param resumable   whether a flag may change it when {@code --resume} continues a run
 *                    folder; the plan's settings may not
 */
public record Setting<T>(
        @NonNull String key,
        Optional<Flag> flag,
        @NonNull ValueForm<T> form,
        Function<Settings, T> byDefault,
        String defaultHelp,
        Check<T> check,
        Optional<String> fingerprint,
        Manifest manifest,
        boolean resumable) {

    /** When sweep.yaml writes a setting. */
    public enum Manifest {
        /** Every run folder says it: it is the plan. */
        ALWAYS,
        /** Only when it is not the default, so a plain plan stays short. */
        UNLESS_DEFAULT,
        /** Never: it is folded into another setting (a fault into the device) or is a way of asking (--quick). */
        NEVER
    }

    /**
     * A flag that gives a setting: {@code --buffers LIST}, or a switch whose presence gives a
     * fixed value ({@code --no-baselines} gives false).
     *
     * @param switchTo   for a switch, the text its presence stands for
     * @param repeatable whether it may be given again, each adding an item ({@code --fault})
     */
    public record Flag(
            String name, String paramLabel, String description, Optional<String> switchTo, boolean repeatable) {
        public static Flag of(String name, String paramLabel, String description) {
            return new Flag(name, paramLabel, description, Optional.empty(), false);
        }

        public static Flag switchTo(String name, String value, String description) {
            return new Flag(name, "", description, Optional.of(value), false);
        }

        public static Flag repeatable(String name, String paramLabel, String description) {
            return new Flag(name, paramLabel, description, Optional.empty(), true);
        }
    }

    /** A check made once a value and the settings it may depend on are known; it returns the value to keep. */
    @FunctionalInterface
    public interface Check<T> {
        T apply(T value, String where, Settings settings);
    }

    public Setting {
        if (key.isEmpty() && flag.isEmpty()) {
            throw new IllegalArgumentException("a setting needs a key, a flag, or both");
        }
        if (key.isEmpty() && manifest != Manifest.NEVER) {
            throw new IllegalArgumentException("a setting without a key cannot be written to sweep.yaml");
        }
    }

    /** A setting with a key and a constant default, checked by its form alone and written unless default. */
    public static <T> Setting<T> of(String key, ValueForm<T> form, T byDefault) {
        return new Setting<>(
                key,
                Optional.empty(),
                form,
                s -> byDefault,
                form.toText().apply(byDefault),
                (v, w, s) -> v,
                Optional.empty(),
                Manifest.UNLESS_DEFAULT,
                false);
    }

    /** A setting only a flag gives: never read from a file nor written to one. */
    public static <T> Setting<T> flagOnly(Flag flag, ValueForm<T> form, T byDefault) {
        return new Setting<>(
                "",
                Optional.of(flag),
                form,
                s -> byDefault,
                form.toText().apply(byDefault),
                (v, w, s) -> v,
                Optional.empty(),
                Manifest.NEVER,
                false);
    }

    public Setting<T> withFlag(Flag f) {
        return new Setting<>(
                key, Optional.of(f), form, byDefault, defaultHelp, check, fingerprint, manifest, resumable);
    }

    /** A default that depends on other settings, and how the help says it. */
    public Setting<T> withDefault(Function<Settings, T> value, String help) {
        return new Setting<>(key, flag, form, value, help, check, fingerprint, manifest, resumable);
    }

    public Setting<T> withCheck(Check<T> c) {
        return new Setting<>(key, flag, form, byDefault, defaultHelp, c, fingerprint, manifest, resumable);
    }

    /** Enters the plan's fingerprint under {@code name}, and so sweep.yaml always writes it. */
    public Setting<T> inFingerprint(String name) {
        return new Setting<>(
                key, flag, form, byDefault, defaultHelp, check, Optional.of(name), Manifest.ALWAYS, resumable);
    }

    public Setting<T> written(Manifest m) {
        return new Setting<>(key, flag, form, byDefault, defaultHelp, check, fingerprint, m, resumable);
    }

    /** A setting a flag may change when a run folder is resumed, e.g. how long a point may take. */
    public Setting<T> changeableOnResume() {
        return new Setting<>(key, flag, form, byDefault, defaultHelp, check, fingerprint, manifest, true);
    }

    /** How messages name this setting: its flag when it has one, else its key. */
    public String name() {
        return flag.map(Flag::name).orElse(key);
    }

    /** The value as a flag would take it, e.g. {@code 2,4,8} or {@code 250ms}. */
    public String text(T value) {
        return form.toText().apply(value);
    }

    @Override
    public String toString() {
        return name();
    }
}
