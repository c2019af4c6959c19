package io.bulkbench.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The field rules of a KCIDB I/O document, schema version 5.3, written from the published
 * schema of KernelCI's kcidb-io ({@code kcidb_io/schema/v05_03.py} and the patterns it takes
 * from 3.0 and 5.0), for the tests' own use: the top level holds {@code version} (major 5,
 * minor 0..3) and lists; a test has {@code id}, {@code build_id} and {@code origin}, only the
 * schema's properties, ids of the form {@code ORIGIN:...} without NUL, an origin of
 * {@code [a-z0-9_]}, a dot-separated path of {@code [a-zA-Z0-9_-]} segments, a status of the
 * six, a {@code number} of {@code value} (required), {@code unit} and {@code prefix}
 * (metric or binary), an RFC 3339 {@code start_time}; no value is null anywhere.
 * {@link #violations} lists every rule broken, each with where.
 */
public final class KcidbRules {
    private static final Pattern ORIGIN = Pattern.compile("[a-z0-9_]+");
    private static final Pattern OBJECT_ID = Pattern.compile("([a-z0-9_]+):[^\\x00]*", Pattern.DOTALL);
    private static final Pattern PATH = Pattern.compile("([a-zA-Z0-9_-]+(\\.[a-zA-Z0-9_-]+)*)?");
    private static final Set<String> TOP = Set.of("version", "checkouts", "builds", "tests", "issues", "incidents");
    private static final Set<String> TEST = Set.of(
            "_timestamp",
            "build_id",
            "id",
            "origin",
            "environment",
            "path",
            "comment",
            "log_url",
            "log_excerpt",
            "status",
            "number",
            "start_time",
            "duration",
            "input_files",
            "output_files",
            "misc");
    private static final Set<String> STATUS = Set.of("FAIL", "ERROR", "MISS", "PASS", "DONE", "SKIP");
    private static final Set<String> NUMBER = Set.of("value", "unit", "prefix");
    private static final Set<String> ENVIRONMENT = Set.of("compatible", "comment", "misc");

    private KcidbRules() {}

    /** The document parsed as strict JSON (a NaN or a trailing token fails), or an IOException saying why. */
    public static JsonNode parse(String json) throws IOException {
        return new ObjectMapper().readTree(json);
    }

    /** Every rule of schema 5.3 the document breaks, empty when it is valid. */
    public static List<String> violations(JsonNode doc) {
        List<String> out = new ArrayList<>();
        nulls(doc, "$", out);
        if (!doc.isObject()) {
            out.add("$: not an object");
            return out;
        }
        onlyKeys(doc, TOP, "$", out);
        JsonNode version = doc.get("version");
        if (version == null || !version.isObject()) {
            out.add("$.version: missing or not an object");
        } else {
            onlyKeys(version, Set.of("major", "minor"), "$.version", out);
            if (!version.path("major").isInt() || version.get("major").intValue() != 5) {
                out.add("$.version.major: not the integer 5");
            }
            JsonNode minor = version.get("minor");
            if (minor != null && !(minor.isInt() && minor.intValue() >= 0 && minor.intValue() <= 3)) {
                out.add("$.version.minor: not an integer from 0 to 3");
            }
        }
        JsonNode tests = doc.get("tests");
        if (tests != null) {
            if (!tests.isArray()) {
                out.add("$.tests: not an array");
            } else {
                for (int i = 0; i < tests.size(); i++) {
                    test(tests.get(i), "$.tests[" + i + "]", out);
                }
            }
        }
        return out;
    }

    private static void test(JsonNode t, String where, List<String> out) {
        if (!t.isObject()) {
            out.add(where + ": not an object");
            return;
        }
        onlyKeys(t, TEST, where, out);
        for (String required : List.of("id", "build_id", "origin")) {
            if (!t.path(required).isTextual()) {
                out.add(where + "." + required + ": missing or not a string");
            }
        }
        matches(t, "origin", ORIGIN, where, out);
        matches(t, "id", OBJECT_ID, where, out);
        matches(t, "build_id", OBJECT_ID, where, out);
        matches(t, "path", PATH, where, out);
        if (t.path("id").isTextual()
                && t.path("origin").isTextual()
                && !t.get("id").textValue().startsWith(t.get("origin").textValue() + ":")) {
            out.add(where + ".id: does not start with the test's origin and ':'");
        }
        if (t.has("status") && !STATUS.contains(t.get("status").asText(""))) {
            out.add(where + ".status: '" + t.get("status") + "' is not one of " + STATUS);
        }
        for (String text : List.of("comment", "log_excerpt")) {
            noNul(t, text, where, out);
        }
        if (t.has("start_time")) {
            try {
                OffsetDateTime.parse(t.get("start_time").asText(""));
            } catch (DateTimeParseException e) {
                out.add(where + ".start_time: '" + t.get("start_time") + "' is not an RFC 3339 date-time");
            }
        }
        if (t.has("duration") && !t.get("duration").isNumber()) {
            out.add(where + ".duration: not a number");
        }
        if (t.has("misc") && !t.get("misc").isObject()) {
            out.add(where + ".misc: not an object");
        }
        if (t.has("number")) {
            number(t.get("number"), where + ".number", out);
        }
        if (t.has("environment")) {
            JsonNode e = t.get("environment");
            if (!e.isObject()) {
                out.add(where + ".environment: not an object");
            } else {
                onlyKeys(e, ENVIRONMENT, where + ".environment", out);
                noNul(e, "comment", where + ".environment", out);
                if (e.has("misc") && !e.get("misc").isObject()) {
                    out.add(where + ".environment.misc: not an object");
                }
            }
        }
    }

    private static void number(JsonNode n, String where, List<String> out) {
        if (!n.isObject()) {
            out.add(where + ": not an object");
            return;
        }
        onlyKeys(n, NUMBER, where, out);
        if (!n.path("value").isNumber()) {
            out.add(where + ".value: missing or not a number");
        }
        noNul(n, "unit", where, out);
        if (n.has("prefix")
                && !Set.of("metric", "binary").contains(n.get("prefix").asText(""))) {
            out.add(where + ".prefix: not 'metric' or 'binary'");
        }
    }

    private static void matches(JsonNode node, String field, Pattern pattern, String where, List<String> out) {
        JsonNode value = node.get(field);
        if (value != null
                && !(value.isTextual() && pattern.matcher(value.textValue()).matches())) {
            out.add(where + "." + field + ": " + value + " does not match " + pattern);
        }
    }

    private static void noNul(JsonNode node, String field, String where, List<String> out) {
        JsonNode value = node.get(field);
        if (value != null && !(value.isTextual() && value.textValue().indexOf('\0') < 0)) {
            out.add(where + "." + field + ": not a string without NUL");
        }
    }

    private static void onlyKeys(JsonNode node, Set<String> allowed, String where, List<String> out) {
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!allowed.contains(name)) {
                out.add(where + "." + name + ": not a property the schema allows here");
            }
        }
    }

    private static void nulls(JsonNode node, String where, List<String> out) {
        if (node.isNull()) {
            out.add(where + ": null");
        } else if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                nulls(e.getValue(), where + "." + e.getKey(), out);
            }
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                nulls(node.get(i), where + "[" + i + "]", out);
            }
        }
    }
}
