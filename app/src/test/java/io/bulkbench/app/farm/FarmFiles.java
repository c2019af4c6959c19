package io.bulkbench.app.farm;

import java.nio.file.Files;
import java.nio.file.Path;

/** The farm/ folder at the repository's top, as the tests of its files find it. */
final class FarmFiles {
    private FarmFiles() {}

    /** The repository's top folder: Maven runs a module's tests in the module's folder. */
    static Path repository() {
        Path here = Path.of("").toAbsolutePath();
        for (Path p = here; p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("farm")) && Files.isDirectory(p.resolve("boards"))) {
                return p;
            }
        }
        throw new IllegalStateException("no farm/ folder above " + here);
    }

    static Path farm(String file) {
        return repository().resolve("farm").resolve(file);
    }
}
