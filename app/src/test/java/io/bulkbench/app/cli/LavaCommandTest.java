package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.history.SyntheticRuns;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.SeriesName;
import io.bulkbench.reports.lava.LavaResults;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code bulkbench lava} outside LAVA: one line and exit 2, or the commands with --print. */
class LavaCommandTest {

    @Test
    void outsideLavaItSaysSoInOneLineAndExitsTwo(@TempDir Path dir) throws Exception {
        Path run = run(dir);
        CliRun lava = CliRun.of("lava", run.toString());
        assertThat(lava.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(lava.errLines())
                .singleElement()
                .asString()
                .contains("lava-test-set and lava-test-case are not on PATH")
                .contains("--print");
        assertThat(lava.out()).isEmpty();
    }

    @Test
    void printWritesOneCasePerPointInItsSeriesSetAndRunsNothing(@TempDir Path dir) throws Exception {
        Path run = run(dir);
        CliRun lava = CliRun.of("lava", run.toString(), "--print");
        assertThat(lava.exitCode()).as(lava.err()).isZero();
        List<String> lines = lava.out().lines().toList();
        List<MeasuredPoint> points = RunFolder.readPoints(run);
        for (MeasuredPoint p : points) {
            String start = "lava-test-set start " + SeriesName.of(p.key());
            assertThat(lines).contains(start);
            List<String> set = lines.subList(lines.indexOf(start), lines.size());
            assertThat(set.subList(0, set.indexOf("lava-test-set stop")))
                    .anyMatch(l -> l.startsWith("lava-test-case " + LavaResults.caseName(p.key()) + " --result "
                            + (p.isOk() ? "pass --measurement " : "fail")));
        }
        assertThat(lines).filteredOn(l -> l.startsWith("lava-test-case in-")).hasSize(points.size());
    }

    @Test
    void aFolderThatIsNoRunFolderIsOneLineAndExitTwo(@TempDir Path dir) {
        for (String bad : List.of(dir.resolve("missing").toString(), dir.toString(), "/dev/null")) {
            CliRun lava = CliRun.of("lava", bad, "--print");
            assertThat(lava.exitCode()).as(bad).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(lava.errLines()).as(bad).hasSize(1);
        }
    }

    @Test
    void theHelpNamesTheHelperTimeoutTheCommandUses() {
        CliRun help = CliRun.of("lava", "--help");
        assertThat(help.exitCode()).isZero();
        assertThat(help.out().replaceAll("\\s+", " ")).contains("runs longer than this (default 1m), e.g. 30s.");
    }

    private static Path run(Path dir) throws Exception {
        return RunRecordingTest.folder(
                dir.resolve("results"), SyntheticRuns.run("snowball", 0, new SplittableRandom(5)), List.of(2, 4, 8));
    }
}
