package io.bulkbench.sweeps.plan;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.KconfigSymbol;
import io.bulkbench.inputs.YamlMapping;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.DoublePredicate;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * How one kind of setting value is read from a flag's text or a YAML key, and written
 * back: into sweep.yaml (as YAML) and into messages and the plan's fingerprint (as the
 * text a flag would take). Errors name where the value came from: the flag
 * ({@code --buffers '2..9999': ...}) or the file and key ({@code b.yaml: buffers ...}).
 */
public record ValueForm<T>(
        Parser<T> fromText, YamlReader<T> fromYaml, Function<T, Object> toYaml, Function<T, String> toText) {

    /** Reads a flag's text; {@code where} names the flag or key in an error. */
    @FunctionalInterface
    public interface Parser<T> {
        T parse(String text, String where);
    }

    /** Reads a key of a YAML mapping, which names the file and key in an error. */
    @FunctionalInterface
    public interface YamlReader<T> {
        T read(YamlMapping section, String key);
    }

    /** A form read from the text of the key (a YAML list joined with commas) as from a flag. */
    private static <T> ValueForm<T> textual(Parser<T> parser, Function<T, String> toText) {
        return new ValueForm<>(parser, (m, k) -> parser.parse(m.text(k), m.name(k)), v -> toText.apply(v), toText);
    }

    /** Plain text, e.g. a device spec. */
    public static ValueForm<String> text() {
        return textual((t, w) -> t, t -> t);
    }

    /**
     * A device spec. YAML reads a bare {@code device: null} as no value; it is taken to
     * mean the {@code null} device.
     */
    public static ValueForm<String> device() {
        return new ValueForm<>((t, w) -> t, (m, k) -> m.isNull(k) ? "null" : m.text(k), v -> v, v -> v);
    }

    /** A whole number of at least {@code min}; {@code hint} says what is accepted. */
    public static ValueForm<Integer> whole(int min, String hint) {
        Parser<Integer> parser = (t, w) -> {
            try {
                return atLeast(Integer.parseInt(t.trim()), min, w, hint);
            } catch (NumberFormatException e) {
                throw new BadInputException(w + " '" + t + "' is not a whole number; " + hint);
            }
        };
        return new ValueForm<>(parser, (m, k) -> atLeast(m.integer(k), min, m.name(k), hint), v -> v, String::valueOf);
    }

    private static int atLeast(int value, int min, String where, String hint) {
        if (value < min) {
            throw new BadInputException(where + " " + value + " is below " + min + "; " + hint);
        }
        return value;
    }

    /** true or false; a switch flag ({@link Setting.Flag#switchTo}) gives one of them by its presence. */
    public static ValueForm<Boolean> bool() {
        Parser<Boolean> parser = (t, w) -> switch (t.trim()) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new BadInputException(w + " '" + t + "' is neither true nor false");
        };
        return new ValueForm<>(parser, YamlMapping::bool, v -> v, String::valueOf);
    }

    /** A short duration: 500ms, 2s, 1m, 2h. */
    public static ValueForm<Duration> duration() {
        return textual(DurationText::parse, DurationText::format);
    }

    /** A number that {@code accepted} holds for; {@code rule} says which, e.g. "must lie in (0, 1], e.g. 0.95". */
    public static ValueForm<Double> number(DoublePredicate accepted, String rule) {
        Parser<Double> parser = (t, w) -> {
            double value;
            try {
                value = Double.parseDouble(t.trim());
            } catch (NumberFormatException e) {
                throw new BadInputException(w + " '" + t + "' is not a number; it " + rule);
            }
            if (!accepted.test(value)) {
                throw new BadInputException(w + " " + rule + ", was " + YamlMapping.format(value));
            }
            return value;
        };
        YamlReader<Double> yaml = (m, k) -> {
            double value = m.number(k);
            if (!accepted.test(value)) {
                throw m.bad(k, rule + ", was " + value);
            }
            return value;
        };
        return new ValueForm<>(parser, yaml, v -> v, v -> YamlMapping.format(v));
    }

    /** A list of plain strings, e.g. a command and its arguments; only a YAML list gives one. */
    public static ValueForm<List<String>> strings() {
        return new ValueForm<>((t, w) -> List.of(t.split(",")), YamlMapping::strings, v -> v, v -> String.join(",", v));
    }

    /** A Kconfig symbol, as {@link KconfigSymbol} reads it. */
    public static ValueForm<String> symbol() {
        return textual(KconfigSymbol::of, t -> t);
    }

    /** Buffer counts: 2,4,8 or 2..64 (doubling) or 2..8+1 (step). */
    public static ValueForm<List<Integer>> counts() {
        return textual(
                (t, w) -> {
                    List<Integer> counts = AxisList.counts(t, w);
                    for (int n : counts) {
                        if (n < 1 || n > SweepPlan.MAX_BUFFERS) {
                            throw new BadInputException(w + " '" + t + "': " + n + " is outside 1.."
                                    + SweepPlan.MAX_BUFFERS + "; use counts such as 2..64");
                        }
                    }
                    return counts;
                },
                ValueForm::joined);
    }

    /** Request sizes in bytes, with K and M suffixes, each a whole number of 512-byte bulk packets. */
    public static ValueForm<List<Integer>> sizes() {
        return textual(
                (t, w) -> {
                    List<Integer> bytes = AxisList.sizes(t, w);
                    for (int s : bytes) {
                        if (s % 512 != 0) {
                            throw new BadInputException(w + " '" + t + "': " + s
                                    + " bytes is not a multiple of 512 (a bulk packet); use sizes such as 16K..256K");
                        }
                        if (s > SweepPlan.MAX_REQUEST_BYTES) {
                            throw new BadInputException(w + " '" + t + "': " + ByteSizeText.of(s) + " is over "
                                    + ByteSizeText.of(SweepPlan.MAX_REQUEST_BYTES)
                                    + ", all the buffer memory usbfs lends by default;"
                                    + " use sizes up to 16M such as 16K..256K");
                        }
                    }
                    return bytes;
                },
                ValueForm::joined);
    }

    /** Copy modes: copy, no-copy or both, each once. */
    public static ValueForm<List<CopyMode>> modes() {
        return textual(
                (t, w) -> each(t, w, CopyMode::parse),
                v -> v.stream().map(CopyMode::label).collect(Collectors.joining(",")));
    }

    /** Directions: in, out, both, or a list such as in,out. */
    public static ValueForm<List<Direction>> directions() {
        return textual(
                (t, w) -> each(t, w, Direction::parse),
                v -> v.stream().map(Direction::label).collect(Collectors.joining(",")));
    }

    /** One of an enum's constants, written in lower case. */
    public static <E extends Enum<E>> ValueForm<E> choice(Class<E> type) {
        List<String> accepted = new ArrayList<>();
        for (E constant : type.getEnumConstants()) {
            accepted.add(label(constant));
        }
        return textual(
                (t, w) -> {
                    for (E constant : type.getEnumConstants()) {
                        if (label(constant).equals(t.trim())) {
                            return constant;
                        }
                    }
                    throw new BadInputException(
                            w + " '" + t + "' is not one of " + String.join(", ", accepted) + "; give one of them");
                },
                ValueForm::label);
    }

    /** The same form for a setting that may have no value: its default is then empty, and nothing is written. */
    public ValueForm<Optional<T>> optional() {
        return new ValueForm<>(
                (t, w) -> Optional.of(fromText.parse(t, w)),
                (m, k) -> Optional.of(fromYaml.read(m, k)),
                v -> v.map(toYaml).orElse(null),
                v -> v.map(toText).orElse(""));
    }

    private static String label(Enum<?> constant) {
        return constant.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    private static String joined(List<Integer> values) {
        return values.stream().map(String::valueOf).collect(Collectors.joining(","));
    }

    private static <T> List<T> each(String text, String where, Function<String, T> parser) {
        List<T> out = new ArrayList<>();
        for (String item : text.split(",", -1)) {
            if (item.isBlank()) {
                throw new BadInputException(where + " '" + text + "' has an empty item");
            }
            T value;
            try {
                value = parser.apply(item);
            } catch (BadInputException e) {
                throw new BadInputException(where + " '" + text + "': " + e.getMessage());
            }
            if (!out.contains(value)) {
                out.add(value);
            }
        }
        return out;
    }
}
