package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.history.SyntheticRuns;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --junit FILE} on compare: the report next to compare.csv, and a hostile path refused in one line. */
class JunitOptionTest {

    @Test
    void compareWritesOneTestCasePerCandidatePoint(@TempDir Path dir) throws Exception {
        SplittableRandom random = new SplittableRandom(11);
        Path results = dir.resolve("results");
        Path baseline = RunRecordingTest.folder(results, SyntheticRuns.run("snowball", 0, random), List.of(2, 4));
        Path candidate = RunRecordingTest.folder(results, SyntheticRuns.run("snowball", 1, random), List.of(2, 4));
        Path junit = dir.resolve("reports").resolve("junit.xml");
        CliRun compare = CliRun.of("compare", baseline.toString(), candidate.toString(), "--junit", junit.toString());
        assertThat(compare.exitCode()).as(compare.out() + compare.err()).isIn(ExitCode.OK, ExitCode.REGRESSION);
        String xml = Files.readString(junit);
        long points = Files.readAllLines(candidate.resolve("points.csv")).size() - 1;
        assertThat(xml.split("<testcase ", -1)).hasSize((int) points + 1);
        assertThat(xml.contains("<failure ")).isEqualTo(compare.exitCode() == ExitCode.REGRESSION);
    }

    @Test
    void aJunitPathThatIsNoFileIsOneLineAndExitTwoBeforeAnythingRuns(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("a-file"), "x");
        for (String bad : List.of(
                "", "/dev/null", dir.toString(), file.resolve("junit.xml").toString())) {
            CliRun compare = CliRun.of("compare", "nowhere", "nowhere-either", "--junit", bad);
            assertThat(compare.exitCode()).as(bad).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(compare.errLines()).as(bad).singleElement().asString().contains("--junit");
            CliRun nightly = CliRun.of("nightly", "--config", "no-such.yaml", "--junit", bad);
            assertThat(nightly.exitCode()).as(bad).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(nightly.errLines()).as(bad).singleElement().asString().contains("--junit");
        }
        assertThat(Path.of("/dev/null")).exists();
    }
}
