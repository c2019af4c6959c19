package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.history.SyntheticRunFolders;
import io.bulkbench.history.SyntheticRuns;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Nothing is made before the input is accepted: a command that refuses its input leaves no
 * folder, no file and no schema behind. Each refusal is one line, exit 2.
 */
class HostileInputNothingMadeTest {
    private static void refusedInOneLine(CliRun run, String... said) {
        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.errLines()).as(run.err()).hasSize(1);
        assertThat(run.err()).contains(said).doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void explainRefusingATemplateMakesNoOutputFolder(@TempDir Path dir) throws Exception {
        SplittableRandom random = new SplittableRandom(20261206L);
        Path before = SyntheticRunFolders.writeFolder(
                dir.resolve("b").resolve(SyntheticRuns.runId(0)), SyntheticRuns.run("b", 0, 1.0, random));
        Path after = SyntheticRunFolders.writeFolder(
                dir.resolve("b").resolve(SyntheticRuns.runId(1)), SyntheticRuns.run("b", 1, 0.9, random));
        Path out = dir.resolve("x").resolve("y").resolve("e.csv");

        refusedInOneLine(
                CliRun.of("explain", before.toString(), after.toString(), "--like", "nosuch", "--out", out.toString()),
                "nosuch");

        assertThat(dir.resolve("x")).doesNotExist();
    }

    @Test
    void ackOnAnEmptyFileWritesNothingIntoIt(@TempDir Path dir) throws Exception {
        Path empty = Files.createFile(dir.resolve("empty.db"));

        refusedInOneLine(
                CliRun.of(
                        "ack", "b", "--since", "20261201-021500", "--reason", "known", "--db", "jdbc:sqlite:" + empty),
                "holds no bulkbench schema");

        assertThat(Files.size(empty)).isZero();
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files).containsExactly(empty);
        }
    }

    @Test
    void aJunitFileEndingInDotNamesAFolderAndIsRefused(@TempDir Path dir) throws Exception {
        for (String name : new String[] {"x.xml/.", "x.xml/..", "."}) {
            Path junit = dir.resolve(name);
            refusedInOneLine(
                    CliRun.of("compare", dir.toString(), dir.toString(), "--junit", junit.toString()),
                    "names a folder");
        }
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files).isEmpty();
        }
    }
}
