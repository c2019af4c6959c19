package io.bulkbench.reports.kcidb;

import io.bulkbench.core.BadInputException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The names KCIDB (KernelCI's common results database, I/O schema 5.3) takes: an origin
 * ({@code [a-z0-9_]+}, the submitting CI system), an object id ({@code ORIGIN:} then any
 * text without NUL, unique among the origin's objects of its kind), and a test path (dot-separated
 * segments of {@code [a-zA-Z0-9_-]}). A user's origin and build id are checked and refused
 * with one sentence; a test id is made injective by escaping, a path segment by replacement.
 */
public final class KcidbName {
    private static final Pattern ORIGIN = Pattern.compile("[a-z0-9_]+");
    private static final Pattern OBJECT_ID = Pattern.compile("([a-z0-9_]+):(.+)", Pattern.DOTALL);

    private KcidbName() {}

    /** The origin as given, when KCIDB takes it; else one sentence naming it and the fix. */
    public static String origin(String origin) {
        if (origin == null || !ORIGIN.matcher(origin).matches()) {
            throw new BadInputException("--origin '" + shown(origin)
                    + "' is not a KCIDB origin; use lowercase letters, digits and '_', e.g. 'my_lab'");
        }
        return origin;
    }

    /** A build id as given ({@code ORIGIN:ID}, one line), when KCIDB takes it; else one sentence. */
    public static String buildId(String buildId) {
        if (buildId == null
                || !OBJECT_ID.matcher(buildId).matches()
                || buildId.chars().anyMatch(c -> c == 0 || c == '\n' || c == '\r')) {
            throw new BadInputException("--build-id '" + shown(buildId)
                    + "' is not a KCIDB build id; write the origin that built the kernel, ':' and its id,"
                    + " on one line, e.g. 'maestro:67a1b2c3'");
        }
        return buildId;
    }

    /**
     * A test id: the origin, ':', then the parts joined by ':', each escaped so that the id
     * holds only {@code [A-Za-z0-9._-]}, '%' and ':' and two different lists of parts never
     * give one id (every other byte of a part's UTF-8 is written {@code %XX}).
     */
    public static String testId(String origin, String... parts) {
        return origin(origin) + ":"
                + Arrays.stream(parts).map(KcidbName::escaped).collect(Collectors.joining(":"));
    }

    /** A test path of these segments, each made a valid segment (see {@link #segment}). */
    public static String path(String... segments) {
        return Arrays.stream(segments).map(KcidbName::segment).collect(Collectors.joining("."));
    }

    /** {@code text} as one path segment: every character outside {@code [a-zA-Z0-9_-]} becomes '_'. */
    public static String segment(String text) {
        StringBuilder out = new StringBuilder(text.length());
        text.codePoints().forEach(c -> out.append(segmentChar(c) ? (char) c : '_'));
        return out.isEmpty() ? "_" : out.toString();
    }

    private static boolean segmentChar(int c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    }

    private static String escaped(String part) {
        StringBuilder out = new StringBuilder(part.length());
        for (byte b : part.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xff;
            if (segmentChar(c) || c == '.') {
                out.append((char) c);
            } else {
                out.append('%')
                        .append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
                        .append(Character.toUpperCase(Character.forDigit(c & 0xf, 16)));
            }
        }
        return out.toString();
    }

    /** The command line escapes control characters of every error once; here the text stays as given. */
    private static String shown(String text) {
        return text == null ? "" : text;
    }
}
