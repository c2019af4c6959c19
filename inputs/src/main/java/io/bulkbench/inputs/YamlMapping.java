package io.bulkbench.inputs;

import io.bulkbench.core.BadInputException;
import java.io.Reader;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.DuplicateKeyException;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.YAMLException;

/**
 * One YAML mapping of a settings file (a simulator profile, a board config, a run's
 * sweep.yaml), read key by key. Every error is one sentence in one form: the source, the
 * key's full path, what is wrong with the value and the accepted form, e.g.
 * "profile x.yaml: link.bandwidth_mb_s must be > 0, was -3". It remembers which keys
 * were read, so a misspelt key is refused instead of silently ignored, and
 * {@link #requireAll} names every missing key in one message. Parsing is SnakeYAML's
 * safe constructor with its default limits (no Java tags, a cap on aliases), and a key
 * written twice in one mapping is refused: SnakeYAML would otherwise keep the later
 * value with no more than a logged warning.
 */
public final class YamlMapping {
    private final String source;
    private final String path;
    private final Map<String, Object> values;
    private final Set<String> read = new LinkedHashSet<>();

    private YamlMapping(String source, String path, Map<?, ?> raw) {
        this.source = source;
        this.path = path;
        this.values = new LinkedHashMap<>();
        raw.forEach((k, v) -> values.put(String.valueOf(k), v));
    }

    /**
     * Parses a document whose top level must be a mapping; {@code source} names it in
     * every error, {@code expected} says what the mapping holds, e.g. "with at least
     * 'board: NAME'".
     */
    public static YamlMapping parse(String source, Reader text, String expected) {
        Object document;
        LoaderOptions options = new LoaderOptions();
        options.setAllowDuplicateKeys(false);
        try {
            document = new Yaml(new SafeConstructor(options)).load(text);
        } catch (DuplicateKeyException e) {
            throw new BadInputException(
                    source + " line " + (e.getProblemMark().getLine() + 1) + ": key '"
                            + e.getProblem().replaceFirst("^found duplicate key ", "")
                            + "' is given twice in one mapping; keep the one that is meant and delete the other",
                    e);
        } catch (YAMLException e) {
            throw new BadInputException(
                    source + " is not valid YAML ("
                            + e.getMessage().replaceAll("\\s+", " ").trim() + "); fix the syntax",
                    e);
        }
        if (!(document instanceof Map<?, ?> map)) {
            throw new BadInputException(source + " must be a mapping " + expected);
        }
        return new YamlMapping(source, "", map);
    }

    /** A mapping built from values that did not come from a file (e.g. a device spec's options). */
    public static YamlMapping of(String source, String path, Map<String, ?> values) {
        return new YamlMapping(source, path, values);
    }

    /** A user error about {@code key}: source, the key's path, then {@code problem}. */
    public BadInputException bad(String key, String problem) {
        return new BadInputException(source + ": " + where(key) + " " + problem);
    }

    /** How errors name {@code key}: the source and the key's full path, e.g. "b.yaml: jmh.time". */
    public String name(String key) {
        return source + ": " + where(key);
    }

    /** The file (or other source) this mapping came from, as errors name it. */
    public String source() {
        return source;
    }

    /** True when the key is there with a value (not YAML's null). */
    public boolean has(String key) {
        return values.get(key) != null;
    }

    /** True when the key is written with no value or YAML's null, e.g. {@code device: null}. */
    public boolean isNull(String key) {
        return values.containsKey(key) && values.get(key) == null;
    }

    /** Refuses the mapping unless every key of {@code keys} has a value, naming all that lack one at once. */
    public YamlMapping requireAll(List<String> keys, String hint) {
        List<String> missing =
                keys.stream().filter(k -> !has(k)).map(this::where).toList();
        if (missing.size() == 1) {
            throw new BadInputException(source + ": " + missing.get(0) + " is missing; " + hint);
        }
        if (!missing.isEmpty()) {
            throw new BadInputException(source + ": " + String.join(", ", missing) + " are missing; " + hint);
        }
        return this;
    }

    /** Refuses any key outside {@code known} at once, naming the known ones. */
    public YamlMapping allowOnly(Set<String> known) {
        for (String key : values.keySet()) {
            if (!known.contains(key)) {
                throw bad(
                        key,
                        "is not a known key; known keys here are "
                                + String.join(", ", known.stream().sorted().toList()));
            }
        }
        return this;
    }

    /** Refuses keys nobody read: a misspelt key must not be ignored. {@code hint} says where the keys are listed. */
    public void rejectUnknownKeys(String hint) {
        for (String key : values.keySet()) {
            if (!read.contains(key)) {
                throw bad(key, "is not a known key; " + hint);
            }
        }
    }

    /** Refuses a key that has no meaning here, saying why. */
    public void forbid(String key, String why) {
        if (values.containsKey(key)) {
            throw bad(key, why);
        }
    }

    private Object value(String key) {
        read.add(key);
        Object value = values.get(key);
        if (value == null) {
            throw bad(key, values.containsKey(key) ? "has no value; give one, or delete the key" : "is missing");
        }
        return value;
    }

    /** A scalar as text; a list of scalars is joined with commas, as on the command line. */
    public String text(String key) {
        Object v = value(key);
        if (v instanceof List<?> list) {
            List<String> parts = new ArrayList<>();
            for (Object o : list) {
                if (o instanceof Map || o instanceof List) {
                    throw bad(key, "must be a list of plain values");
                }
                parts.add(String.valueOf(o));
            }
            return String.join(",", parts);
        }
        if (v instanceof Map) {
            throw bad(key, "must be a plain value, not a mapping");
        }
        return String.valueOf(v);
    }

    /** The text of a key that may be absent. */
    public Optional<String> optionalText(String key) {
        read.add(key);
        return has(key) ? Optional.of(text(key)) : Optional.empty();
    }

    /** Non-empty text. */
    public String string(String key) {
        String text = text(key).trim();
        if (text.isEmpty()) {
            throw bad(key, "must not be empty");
        }
        return text;
    }

    /** One of an enum's constants, written in lower case. */
    public <E extends Enum<E>> E choice(String key, Class<E> type) {
        String text = string(key);
        try {
            return Enum.valueOf(type, text.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            List<String> accepted = new ArrayList<>();
            for (E constant : type.getEnumConstants()) {
                accepted.add(constant.name().toLowerCase(Locale.ROOT));
            }
            throw bad(key, "must be one of " + String.join(" | ", accepted) + ", was '" + text + "'");
        }
    }

    public int integer(String key) {
        Object v = value(key);
        if (v instanceof Integer i) {
            return i;
        }
        throw bad(key, "must be a whole number, was '" + v + "'");
    }

    public boolean bool(String key) {
        Object v = value(key);
        if (v instanceof Boolean b) {
            return b;
        }
        throw bad(key, "must be true or false, was '" + v + "'");
    }

    /** A finite number. */
    public double number(String key) {
        Object v = value(key);
        if (!(v instanceof Number n) || Double.isNaN(n.doubleValue()) || Double.isInfinite(n.doubleValue())) {
            throw bad(key, "must be a number, was '" + v + "'");
        }
        return n.doubleValue();
    }

    /** A number that must be > 0. */
    public double positive(String key) {
        double value = number(key);
        if (value <= 0) {
            throw bad(key, "must be > 0, was " + format(value));
        }
        return value;
    }

    /** A number that must be >= 0, or {@code fallback} when absent. */
    public double nonNegative(String key, double fallback) {
        read.add(key);
        if (!has(key)) {
            return fallback;
        }
        double value = number(key);
        if (value < 0) {
            throw bad(key, "must be >= 0, was " + format(value));
        }
        return value;
    }

    /** A number in [0, {@code max}], or {@code fallback} when absent. */
    public double nonNegative(String key, double fallback, double max) {
        double value = nonNegative(key, fallback);
        if (value > max) {
            throw bad(key, "must be at most " + format(max) + ", was " + format(value));
        }
        return value;
    }

    /** A number in [{@code min}, {@code max}], {@code min} > 0. */
    public double between(String key, double min, double max) {
        double value = number(key);
        if (value < min || value > max) {
            throw bad(key, "must be from " + format(min) + " to " + format(max) + ", was " + format(value));
        }
        return value;
    }

    /** A probability in [0, 1], or 0 when absent. */
    public double probability(String key) {
        double value = nonNegative(key, 0.0);
        if (value > 1) {
            throw bad(key, "must be a probability between 0 and 1, was " + format(value));
        }
        return value;
    }

    /**
     * A whole number in [min, max], compared exactly: as a double, 2^63 would equal
     * {@code Long.MAX_VALUE} and be taken as it.
     */
    public long whole(String key, long min, long max) {
        double approximate = number(key);
        Object v = values.get(key);
        BigDecimal exact = v instanceof Double || v instanceof Float
                ? new BigDecimal(approximate)
                : new BigDecimal(String.valueOf(v));
        if (exact.signum() != 0 && exact.stripTrailingZeros().scale() > 0
                || exact.compareTo(BigDecimal.valueOf(min)) < 0
                || exact.compareTo(BigDecimal.valueOf(max)) > 0) {
            throw bad(
                    key,
                    "must be a whole number from " + min + " to " + max + ", was "
                            + (v instanceof Double || v instanceof Float ? format(approximate) : String.valueOf(v)));
        }
        return exact.longValueExact();
    }

    /** A list of plain strings, e.g. a command's argument array. */
    public List<String> strings(String key) {
        Object v = value(key);
        if (!(v instanceof List<?> list)) {
            throw bad(key, "must be a list, e.g. [ssh, board, 'reload {buffers}']");
        }
        List<String> out = new ArrayList<>();
        for (Object o : list) {
            if (o instanceof Map || o instanceof List || o == null) {
                throw bad(key, "must be a list of plain strings");
            }
            out.add(String.valueOf(o));
        }
        return out;
    }

    /** A nested mapping that must be there. */
    public YamlMapping map(String key) {
        Object v = value(key);
        if (!(v instanceof Map<?, ?> m)) {
            throw bad(key, "must be a mapping of keys to values, was '" + v + "'");
        }
        return new YamlMapping(source, where(key), m);
    }

    /** A nested mapping that may be absent. */
    public Optional<YamlMapping> section(String key) {
        read.add(key);
        return has(key) ? Optional.of(map(key)) : Optional.empty();
    }

    /** A number as a person writes it: whole numbers without ".0". */
    public static String format(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15
                ? String.valueOf((long) value)
                : String.valueOf(value);
    }

    private String where(String key) {
        return path.isEmpty() ? key : path + "." + key;
    }
}
