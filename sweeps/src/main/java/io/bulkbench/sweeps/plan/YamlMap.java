package io.bulkbench.sweeps.plan;

import io.bulkbench.analysis.BadInputException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A YAML mapping read with its origin, so every error names the file and the key path
 * ("boards/snowball.yaml: jmh.forks must be a whole number, was 'two'"), and every
 * key that is not understood is refused rather than silently ignored.
 */
public final class YamlMap {
    private final String file;
    private final String path;
    private final Map<String, Object> values;

    YamlMap(String file, String path, Map<?, ?> raw) {
        this.file = file;
        this.path = path;
        this.values = new LinkedHashMap<>();
        raw.forEach((k, v) -> values.put(String.valueOf(k), v));
    }

    /** Refuses any key outside {@code known}. */
    public YamlMap allowOnly(Set<String> known) {
        for (String key : values.keySet()) {
            if (!known.contains(key)) {
                throw bad(key, "is not a known key; known keys here are " + String.join(", ", known.stream().sorted().toList()));
            }
        }
        return this;
    }

    public boolean has(String key) {
        return values.containsKey(key) && values.get(key) != null;
    }

    /** True when the key is written with no value or YAML's null, e.g. {@code device: null}. */
    public boolean isNull(String key) {
        return values.containsKey(key) && values.get(key) == null;
    }

    /** A scalar as text (numbers and lists of scalars are joined with commas, as on the command line). */
    public String text(String key) {
        Object v = values.get(key);
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
        return v == null ? null : String.valueOf(v);
    }

    public int integer(String key) {
        Object v = values.get(key);
        if (v instanceof Integer i) {
            return i;
        }
        throw bad(key, "must be a whole number, was '" + v + "'");
    }

    public boolean bool(String key) {
        Object v = values.get(key);
        if (v instanceof Boolean b) {
            return b;
        }
        throw bad(key, "must be true or false, was '" + v + "'");
    }

    public double number(String key) {
        Object v = values.get(key);
        if (v instanceof Number n) {
            return n.doubleValue();
        }
        throw bad(key, "must be a number, was '" + v + "'");
    }

    /** A list of strings, e.g. a command's argument array. */
    public List<String> strings(String key) {
        Object v = values.get(key);
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

    public YamlMap map(String key) {
        Object v = values.get(key);
        if (!(v instanceof Map<?, ?> m)) {
            throw bad(key, "must be a mapping of keys to values");
        }
        return new YamlMap(file, qualified(key), m);
    }

    /** A user error about {@code key}, with file and key path. */
    public BadInputException bad(String key, String reason) {
        return new BadInputException(file + ": " + qualified(key) + " " + reason);
    }

    public String file() {
        return file;
    }

    private String qualified(String key) {
        return path.isEmpty() ? key : path + "." + key;
    }
}
