package io.bulkbench.sweeps.plan;

import io.bulkbench.core.BadInputException;
import io.bulkbench.inputs.InputFile;
import io.bulkbench.inputs.YamlMapping;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Path;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A board config ({@code boards/*.yaml}, or a run folder's sweep.yaml): what a lab sweeps
 * every night on one board. Its keys are the settings' keys ({@link SweepSettings}); every
 * one is optional except {@code board}, and a flag given on the command line wins over the
 * file ({@link Settings}). Unknown keys and bad values are refused with file, key and
 * reason. The commented examples in {@code boards/} document every key.
 */
public final class BoardConfig {
    private final String file;
    private final Map<Setting<?>, Object> values;

    private BoardConfig(String file, Map<Setting<?>, Object> values) {
        this.file = file;
        this.values = values;
    }

    /** Reads and validates a board config file. */
    public static BoardConfig load(Path file) {
        String name = file.toString();
        if (!InputFile.exists(file)) {
            throw new BadInputException(
                    "--config " + name
                            + " cannot be read (no such file); give the path of a board config YAML such as boards/snowball-msc.yaml");
        }
        try (Reader reader = InputFile.open(file, InputFile.SETTINGS_LIMIT)) {
            return parse(name, reader);
        } catch (IOException e) {
            throw new BadInputException("--config " + name + " cannot be read: " + e.getMessage());
        }
    }

    /** Parses a board config from text; {@code name} appears in error messages. */
    public static BoardConfig parse(String name, Reader reader) {
        Map<String, Set<String>> keys = new LinkedHashMap<>();
        for (Setting<?> setting : SweepSettings.ALL) {
            if (!setting.key().isEmpty()) {
                int dot = setting.key().indexOf('.');
                String top = dot < 0 ? setting.key() : setting.key().substring(0, dot);
                Set<String> leaves = keys.computeIfAbsent(top, k -> new LinkedHashSet<>());
                if (dot >= 0) {
                    leaves.add(setting.key().substring(dot + 1));
                }
            }
        }
        YamlMapping root = YamlMapping.parse(name, reader, "of keys with at least 'board: NAME'")
                .allowOnly(keys.keySet())
                .requireAll(
                        List.of(SweepSettings.BOARD.key()),
                        "every board config names its board, e.g. 'board: snowball'");
        Map<String, YamlMapping> sections = new LinkedHashMap<>();
        keys.forEach((top, leaves) -> {
            if (!leaves.isEmpty() && root.has(top)) {
                sections.put(top, root.map(top).allowOnly(leaves));
            }
        });
        Map<Setting<?>, Object> values = new IdentityHashMap<>();
        for (Setting<?> setting : SweepSettings.ALL) {
            String key = setting.key();
            int dot = key.indexOf('.');
            YamlMapping section = dot < 0 ? root : sections.get(key.substring(0, dot));
            String leaf = key.substring(dot + 1);
            if (!key.isEmpty() && section != null && (section.has(leaf) || section.isNull(leaf))) {
                values.put(setting, setting.form().fromYaml().read(section, leaf));
            }
        }
        return new BoardConfig(name, values);
    }

    /** The file the config came from, as messages name it. */
    public String file() {
        return file;
    }

    /** The value the file gives a setting, if it gives one. */
    public <T> Optional<T> get(Setting<T> setting) {
        @SuppressWarnings("unchecked")
        T value = (T) values.get(setting);
        return Optional.ofNullable(value);
    }

    /** The board the config names (every config names one). */
    public String board() {
        return get(SweepSettings.BOARD).orElseThrow();
    }
}
