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
 * null check a compact constructor would otherwise spell out), {@code @With} (a copy with
 * one component changed) and {@code @Builder} (for a record whose callers would otherwise
 * pass many values in order). No other part of it (getters, {@code @Data}, {@code val})
 * comes in by a stray import.
 */
class LombokUseTest {
    private static final Path ROOT = Path.of("..");

    private static final Set<String> RECORD_CEREMONY =
            Set.of("import lombok.NonNull;", "import lombok.With;", "import lombok.Builder;");

    /** An import from Lombok, or one of its annotations written out in full. */
    private static final Pattern LOMBOK = Pattern.compile("^import (static )?lombok\\.|@lombok\\.");

    @Test
    void theSourcesUseLombokForRecordsCeremonyOnly() throws IOException {
        Set<String> other = new TreeSet<>();
        int nonNull = 0;
        for (Path file : javaSources()) {
            for (String line : Files.readAllLines(file)) {
                String code = line.strip();
                if (code.equals("import lombok.NonNull;")) {
                    nonNull++;
                }
                if (LOMBOK.matcher(code).find() && !RECORD_CEREMONY.contains(code)) {
                    other.add(ROOT.relativize(file) + ": " + code);
                }
            }
        }
        assertThat(nonNull).as("sources that import lombok.NonNull").isGreaterThan(50);
        assertThat(other).as("other uses of Lombok").isEmpty();
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
