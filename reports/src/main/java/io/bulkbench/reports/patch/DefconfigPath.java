package io.bulkbench.reports.patch;

import io.bulkbench.core.BadInputException;
import java.util.Arrays;
import java.util.List;

/** A defconfig's path inside a kernel tree as git names it: relative, without '..', '.' or empty parts. */
public final class DefconfigPath {
    private DefconfigPath() {}

    /** {@code path} normalised, refused in one sentence that names {@code given} (a flag or a config's key). */
    public static String of(String path, String given) {
        String p = path.strip().replace('\\', '/');
        List<String> parts = Arrays.stream(p.split("/"))
                .filter(part -> !part.isEmpty() && !part.equals("."))
                .toList();
        if (parts.isEmpty() || p.startsWith("/") || parts.contains("..")) {
            throw new BadInputException(
                    given + " '" + path
                            + "' is not a path inside the tree; give it relative to the tree, e.g. arch/arm64/configs/defconfig");
        }
        return String.join("/", parts);
    }

    /** The folder the defconfig is in ("arch/arm64/configs"), or the file itself at the tree's top. */
    public static String folderOf(String path) {
        int slash = path.lastIndexOf('/');
        return slash < 0 ? path : path.substring(0, slash);
    }
}
