package io.bulkbench.core;

import java.util.regex.Pattern;

/**
 * The one rule for text that becomes a file or folder name: 1 to {@value #MAX_LENGTH}
 * letters, digits, '.', '_' or '-', and not {@code .} or {@code ..}, which would name the
 * folder itself or the one above it. Board names are refused when they break it; names read
 * back from a database (a board, a run id, which a shared PostgreSQL may hold in any
 * spelling) are replaced where they would become a path.
 */
public final class PlainName {
    /** Long enough for any board's name or run id, short enough for every file system's name limit. */
    public static final int MAX_LENGTH = 64;

    private static final Pattern SAFE = Pattern.compile("[A-Za-z0-9._-]{1," + MAX_LENGTH + "}");

    private PlainName() {}

    /** Whether {@code name} may be used as a file or folder name as it is. */
    public static boolean isPlain(String name) {
        return name != null && SAFE.matcher(name).matches() && !name.equals(".") && !name.equals("..");
    }
}
