package io.bulkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The docs name code by module and package, {@code site/TrendChart} or {@code
 * analysis/trend/BoardTrend.headlineOf}: every such name is a type the tree has, so a
 * type that moves or goes takes its mentions with it. A full path ({@code
 * app/src/test/java/.../SiteBenchmark.java}) is a file the tree has.
 */
class DocumentedPathsTest {
    /** Tests run in the module's folder; the docs and sources are the repository's. */
    private static final Path ROOT = Path.of("..");

    private static final List<String> DOCS = List.of(
            "README.md", "docs/DESIGN.md", "docs/usage.md", "docs/performance.md", "docs/farm.md", "docs/ci.md");

    /** {@code module/package/Type}, with a member or {@code .java} after it, inside back quotes. */
    private static final Pattern NAMED =
            Pattern.compile("`([a-z]+(?:/[A-Za-z0-9_.-]+)*/[A-Z][A-Za-z0-9]*)((?:[.#][A-Za-z0-9_]+)*)(?:\\(\\))?`");

    @Test
    void everyTypeTheDocsNameByItsPackageIsInTheTree() throws IOException {
        Set<String> missing = new TreeSet<>();
        int named = 0;
        for (String doc : DOCS) {
            Path file = ROOT.resolve(doc);
            if (!Files.exists(file)) {
                continue;
            }
            Matcher m = NAMED.matcher(Files.readString(file));
            while (m.find()) {
                String name = m.group(1);
                String module = name.substring(0, name.indexOf('/'));
                if (!Files.exists(ROOT.resolve(module).resolve("pom.xml"))) {
                    continue; // a path of something else (a shell command's, a folder of results)
                }
                named++;
                if (!exists(name, module)) {
                    missing.add(doc + ": " + name + m.group(2));
                }
            }
        }
        assertThat(named).as("names of code found in the docs").isGreaterThan(100);
        assertThat(missing).as("code the docs name that the tree does not have").isEmpty();
    }

    private static boolean exists(String name, String module) throws IOException {
        int elided = name.indexOf("/.../");
        if (elided >= 0) {
            // app/src/test/.../bench/SiteBenchmark: a file below the first part that ends with the second
            String tail = "/" + name.substring(elided + "/.../".length()) + ".java";
            try (Stream<Path> files = Files.walk(ROOT.resolve(name.substring(0, elided)))) {
                return files.anyMatch(f -> f.toString().endsWith(tail));
            }
        }
        if (name.contains("/src/")) {
            return Files.exists(ROOT.resolve(name + ".java"));
        }
        for (String kind : List.of("main", "test")) {
            if (Files.exists(ROOT.resolve(module + "/src/" + kind + "/java/io/bulkbench/" + name + ".java"))) {
                return true;
            }
        }
        return false;
    }
}
