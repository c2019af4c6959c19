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

    /**
     * Every sample of a synthetic run lies within 1 % of its level, so two runs at the same
     * level differ by at most 2 % at any point, below compare's 3 % threshold: whatever the
     * seed, nothing regresses.
     */
    @Test
    void compareWritesOneTestCasePerCandidatePointAndNoFailureWhenNothingRegressed(@TempDir Path dir) throws Exception {
        SplittableRandom random = new SplittableRandom(11);
        Path results = dir.resolve("results");
        Path baseline = RunRecordingTest.folder(results, SyntheticRuns.run("snowball", 0, random), List.of(2, 4));
        Path candidate = RunRecordingTest.folder(results, SyntheticRuns.run("snowball", 1, random), List.of(2, 4));
        Path junit = dir.resolve("reports").resolve("junit.xml");

        CliRun compare = CliRun.of("compare", baseline.toString(), candidate.toString(), "--junit", junit.toString());

        assertThat(compare.exitCode()).as(compare.out() + compare.err()).isEqualTo(ExitCode.OK);
        String xml = Files.readString(junit);
        // 3 sizes x 5 buffer counts x 2 copy modes, one of them failed (an error, not a failure).
        assertThat(xml.split("<testcase ", -1)).hasSize(30 + 1);
        assertThat(xml).doesNotContain("<failure ").contains("failures=\"0\"", "errors=\"1\"");
    }

    /**
     * A candidate whose every point reads 10 % low (8 to 12 % below the baseline with the
     * samples' 1 % scatter, over 16 samples each) regresses at each of its 29 measured points.
     */
    @Test
    void compareWritesAFailurePerRegressedPointAndExitsThree(@TempDir Path dir) throws Exception {
        SplittableRandom random = new SplittableRandom(11);
        Path results = dir.resolve("results");
        Path baseline = RunRecordingTest.folder(results, SyntheticRuns.run("snowball", 0, 1.0, random), List.of(2, 4));
        Path candidate = RunRecordingTest.folder(results, SyntheticRuns.run("snowball", 1, 0.9, random), List.of(2, 4));
        Path junit = dir.resolve("reports").resolve("junit.xml");

        CliRun compare = CliRun.of("compare", baseline.toString(), candidate.toString(), "--junit", junit.toString());

        assertThat(compare.exitCode()).as(compare.out() + compare.err()).isEqualTo(ExitCode.REGRESSION);
        String xml = Files.readString(junit);
        assertThat(xml.split("<testcase ", -1)).hasSize(30 + 1);
        assertThat(xml.split("<failure ", -1)).hasSize(29 + 1);
        assertThat(xml).contains("failures=\"29\"", "errors=\"1\"");
    }

    @Test
    void aJunitPathThatIsNoFileIsOneLineAndExitTwoBeforeAnythingRuns(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("a-file"), "x");
        for (String bad : List.of(
                "",
                dir.resolve("junit.xml") + "/",
                dir.toString(),
                file.resolve("junit.xml").toString())) {
            CliRun compare = CliRun.of("compare", "nowhere", "nowhere-either", "--junit", bad);
            assertThat(compare.exitCode()).as(bad).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(compare.errLines()).as(bad).singleElement().asString().contains("--junit");
            CliRun nightly = CliRun.of("nightly", "--config", "no-such.yaml", "--junit", bad);
            assertThat(nightly.exitCode()).as(bad).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(nightly.errLines()).as(bad).singleElement().asString().contains("--junit");
        }
        assertThat(dir.resolve("junit.xml")).doesNotExist();
    }
}
