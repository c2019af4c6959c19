package io.bulkbench.sweeps.plan;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.PlainName;

/**
 * The rule for a board name, which names a folder under the results root
 * ({@code results/BOARD/RUN-ID}): a {@link PlainName} (letters, digits, '.', '_' or '-',
 * at most {@value #MAX_LENGTH} characters, and not {@code .} or {@code ..}, which would put
 * a run beside or above the results folder instead of inside it).
 */
public final class BoardName {
    /** Long enough for any board's name, short enough for every file system's name limit. */
    public static final int MAX_LENGTH = PlainName.MAX_LENGTH;

    private BoardName() {}

    /** The name if it follows the rule; otherwise bad input naming {@code what} (a flag or file: key). */
    public static String check(String name, String what) {
        if (name == null || name.isEmpty()) {
            throw bad(what, "is empty", "");
        }
        if (name.length() > MAX_LENGTH) {
            throw bad(what, "has " + name.length() + " characters", name.substring(0, 20) + "...");
        }
        if (!PlainName.isPlain(name)) {
            throw bad(what, "is not a folder-safe name", name);
        }
        return name;
    }

    /** Whether a name follows the rule: a name read back from a database may not. */
    public static boolean isValid(String name) {
        return PlainName.isPlain(name);
    }

    /** A name derived from other text (a device spec, a file name): unsafe characters become '-'. */
    public static String derive(String text, String fallback) {
        String name = text.replaceAll("[^A-Za-z0-9._-]+", "-").replaceAll("^[-.]+|-+$", "");
        if (name.length() > MAX_LENGTH) {
            name = name.substring(0, MAX_LENGTH).replaceAll("-+$", "");
        }
        return isValid(name) ? name : fallback;
    }

    private static BadInputException bad(String what, String problem, String shown) {
        return new BadInputException(what + (shown.isEmpty() ? "" : " '" + shown + "'") + " " + problem
                + "; a board name is 1 to " + MAX_LENGTH + " letters, digits, '.', '_' or '-', not '.' or '..'"
                + " (it names a folder under the results folder), e.g. snowball-msc");
    }

    /** The board name a device gives when none is named: sim:snowball-msc -> snowball-msc. */
    public static String fromDevice(String device) {
        String name = device.startsWith("sim:")
                ? device.substring(4).replaceAll(".*/", "").replaceAll("\\.ya?ml$", "")
                : device;
        return derive(name, "board");
    }
}
