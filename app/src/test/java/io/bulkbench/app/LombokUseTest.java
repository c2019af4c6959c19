package io.bulkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Lombok is in the build for records' ceremony only: {@code @NonNull} on a component (the
 * null check a compact constructor would otherwise spell out) and {@code @Builder} on a
 * record whose callers would otherwise pass many fields in order. No other part of it
 * (getters, {@code @Data}, {@code val}) comes in by a stray import.
 */
class LombokUseTest {
    private static final Path ROOT = Path.of("..");

    /** An import from Lombok, or one of its annotations written out in full. */
    private static final Pattern OTHER = Pattern.compile("^import (static )?lombok\\.|@lombok\\.");

    @Test
    void theOnlyLombokNamesTheSourcesUseAreNonNullAndBuilder() throws IOException {
        Set<String> other = new TreeSet<>();
        int nonNull = 0;
        Set<String> builders = new TreeSet<>();
        for (Path file : javaSources()) {
            for (String line : Files.readAllLines(file)) {
                String code = line.strip();
                if (code.equals("import lombok.NonNull;")) {
                    nonNull++;
                } else if (code.equals("import lombok.Builder;")) {
                    builders.add(ROOT.relativize(file).toString());
                } else if (OTHER.matcher(code).find()) {
                    other.add(ROOT.relativize(file) + ": " + code);
                }
            }
        }
        assertThat(nonNull).as("sources that import lombok.NonNull").isGreaterThan(50);
        assertThat(other).as("other uses of Lombok").isEmpty();
        assertThat(builders).as("sources with a Lombok builder").isNotEmpty().allMatch(f -> f.contains("/src/main/"));
    }

    private static List<Path> javaSources() throws IOException {
        try (Stream<Path> modules = Files.list(ROOT)) {
            return modules.map(m -> m.resolve("src"))
                    .filter(Files::isDirectory)
                    .flatMap(LombokUseTest::walk)
                    .filter(p -> p.toString().endsWith(".java"))
                    .toList();
        }
    }

    private static Stream<Path> walk(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.toList().stream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
