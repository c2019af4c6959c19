package io.bulkbench.app.farm;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.yaml.snakeyaml.Yaml;

/**
 * The log lava-run writes without a server: one YAML mapping per line, {@code lvl} saying
 * what it is. The test cases a job recorded are its {@code results} records, as a LAVA
 * server stores them; {@code target} records are the guest's console, line by line.
 */
record LavaJobLog(List<Map<String, Object>> records) {

    /** One recorded test case of a definition (LAVA's suite): its set, id, result, measurement and units. */
    record Case(String set, String id, String result, String measurement, String units) {}

    static LavaJobLog read(Path log) throws IOException {
        Yaml yaml = new Yaml();
        List<Map<String, Object>> records = new ArrayList<>();
        for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
            // lava-run's own lines before its logger starts are not records.
            if (line.startsWith("{")) {
                Object record = yaml.load(line);
                if (record instanceof Map<?, ?> map) {
                    records.add(cast(map));
                }
            }
        }
        return new LavaJobLog(List.copyOf(records));
    }

    /** The test cases recorded for one test definition, in the order LAVA recorded them. */
    List<Case> cases(String definition) {
        List<Case> cases = new ArrayList<>();
        for (Map<String, Object> record : records) {
            if ("results".equals(record.get("lvl")) && record.get("msg") instanceof Map<?, ?> msg) {
                Map<String, Object> m = cast(msg);
                if (definition.equals(m.get("definition"))) {
                    cases.add(new Case(
                            text(m, "set"),
                            text(m, "case"),
                            text(m, "result"),
                            text(m, "measurement"),
                            text(m, "units")));
                }
            }
        }
        return cases;
    }

    /** The result LAVA recorded for a case of its own (definition "lava"), e.g. "job". */
    Optional<String> lavaResult(String lavaCase) {
        return cases("lava").stream()
                .filter(c -> c.id().equals(lavaCase))
                .map(Case::result)
                .findFirst();
    }

    /** The guest's console as LAVA logged it. */
    String console() {
        StringBuilder text = new StringBuilder();
        for (Map<String, Object> record : records) {
            if ("target".equals(record.get("lvl"))) {
                text.append(record.get("msg")).append('\n');
            }
        }
        return text.toString();
    }

    private static String text(Map<String, Object> map, String key) {
        Object value = map.get(key);
        return value == null ? "" : value.toString();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> cast(Map<?, ?> map) {
        return (Map<String, Object>) map;
    }
}
