package io.bulkbench.benchmarks.sim;

import io.bulkbench.analysis.BadInputException;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One mapping of a profile file, read key by key with range checks. It remembers which
 * keys were read, so {@link #rejectUnknownKeys()} can refuse a misspelt key instead of
 * silently ignoring it. Every error is one sentence naming the file and the key's full
 * path, e.g. "profile x.yaml: link.bandwidth_mb_s must be > 0, was -3".
 */
final class YamlSection {
    private final String source;
    private final String path;
    private final Map<?, ?> values;
    private final Set<String> read = new LinkedHashSet<>();

    YamlSection(String source, String path, Map<?, ?> values) {
        this.source = source;
        this.path = path;
        this.values = values;
    }

    private String where(String key) {
        return path.isEmpty() ? key : path + "." + key;
    }

    BadInputException bad(String key, String problem) {
        return new BadInputException("profile " + source + ": " + where(key) + " " + problem);
    }

    boolean has(String key) {
        return values.containsKey(key);
    }

    private Object raw(String key) {
        read.add(key);
        Object value = values.get(key);
        if (value == null) {
            throw bad(key, "is missing; see the example profile (example.yaml) for every key");
        }
        return value;
    }

    Optional<YamlSection> section(String key) {
        if (!has(key)) {
            read.add(key);
            return Optional.empty();
        }
        Object value = raw(key);
        if (!(value instanceof Map<?, ?> map)) {
            throw bad(key, "must be a mapping of keys, was '" + value + "'");
        }
        return Optional.of(new YamlSection(source, where(key), map));
    }

    YamlSection requiredSection(String key) {
        return section(key).orElseThrow(() -> bad(key, "is missing; see the example profile (example.yaml)"));
    }

    String string(String key) {
        Object value = raw(key);
        String text = String.valueOf(value).trim();
        if (text.isEmpty()) {
            throw bad(key, "must not be empty");
        }
        return text;
    }

    <E extends Enum<E>> E choice(String key, Class<E> type) {
        String text = string(key);
        try {
            return Enum.valueOf(type, text.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            StringBuilder accepted = new StringBuilder();
            for (E constant : type.getEnumConstants()) {
                accepted.append(accepted.length() == 0 ? "" : " | ").append(constant.name().toLowerCase(Locale.ROOT));
            }
            throw bad(key, "must be one of " + accepted + ", was '" + text + "'");
        }
    }

    double number(String key) {
        Object value = raw(key);
        if (!(value instanceof Number number) || Double.isNaN(number.doubleValue())
                || Double.isInfinite(number.doubleValue())) {
            throw bad(key, "must be a number, was '" + value + "'");
        }
        return number.doubleValue();
    }

    /** A number that must be > 0. */
    double positive(String key) {
        double value = number(key);
        if (value <= 0) {
            throw bad(key, "must be > 0, was " + format(value));
        }
        return value;
    }

    /** A number that must be >= 0, or {@code fallback} when absent. */
    double nonNegative(String key, double fallback) {
        if (!has(key)) {
            read.add(key);
            return fallback;
        }
        double value = number(key);
        if (value < 0) {
            throw bad(key, "must be >= 0, was " + format(value));
        }
        return value;
    }

    /** A probability in [0, 1], or 0 when absent. */
    double probability(String key) {
        double value = nonNegative(key, 0.0);
        if (value > 1) {
            throw bad(key, "must be a probability between 0 and 1, was " + format(value));
        }
        return value;
    }

    /** A whole number in [min, max]. */
    long whole(String key, long min, long max) {
        double value = number(key);
        if (value != Math.rint(value) || value < min || value > max) {
            throw bad(key, "must be a whole number from " + min + " to " + max + ", was " + format(value));
        }
        return (long) value;
    }

    /** Refuses a key that has no meaning in this profile. */
    void forbid(String key, String why) {
        if (has(key)) {
            throw bad(key, why);
        }
    }

    /** Refuses keys nobody read: a misspelt key must not be ignored. */
    void rejectUnknownKeys() {
        for (Object key : values.keySet()) {
            if (!read.contains(String.valueOf(key))) {
                throw bad(String.valueOf(key), "is not a known key; see the example profile (example.yaml) for the keys");
            }
        }
    }

    static String format(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15 ? String.valueOf((long) value) : String.valueOf(value);
    }
}
