package io.bulkbench.site;

import com.fasterxml.jackson.core.type.TypeReference;
import io.bulkbench.inputs.InputFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the site's folder remembers of each board it holds ({@link SiteFolder#BUILT_BOARDS}):
 * the fingerprint of what its files were made from (the caller's: the board's revision in
 * the results database and whatever else its page shows). A rebuild makes the files of a
 * board whose fingerprint moved and keeps the others as they are. JSON, because a board's
 * name may hold any character. A file that cannot be read is no memory at all: every
 * board is made again, which costs time and loses nothing.
 */
public final class BuiltBoards {
    private BuiltBoards() {}

    /** Each board's fingerprint as the last build left it; empty when there was none. */
    public static Map<String, String> of(Path site) {
        Path file = site.resolve(SiteFolder.BUILT_BOARDS);
        try {
            if (!InputFile.exists(file)) {
                return Map.of();
            }
            return IndexEntry.JSON.readValue(
                    InputFile.read(file, InputFile.TABLE_LIMIT), new TypeReference<TreeMap<String, String>>() {});
        } catch (IOException | RuntimeException e) {
            return Map.of();
        }
    }

    static byte[] bytes(Map<String, String> fingerprints) {
        try {
            return IndexEntry.JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(new TreeMap<>(fingerprints));
        } catch (IOException e) {
            throw new UncheckedIOException("the site's board list could not be written", e);
        }
    }
}
