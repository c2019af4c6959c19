package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.Recommendation;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.RecommendationsCsv;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No row is lost without a word: a points.csv whose last row lacks only its newline
 * counts that row in every command, and names that LAVA must shorten stay distinct.
 */
class HostileInputRowsTest {

    /** A run folder of board b holding eight points, its last row without its newline. */
    private static Path eightPointsWithoutFinalNewline(Path dir) throws Exception {
        Path run = Files.createDirectories(dir.resolve("run"));
        String rows = PointsFiles.HEADER + PointsFiles.series("b", 1, 2, 3, 4, 6, 8, 12, 16);
        Files.writeString(run.resolve(RunFolder.POINTS_CSV), rows.stripTrailing());
        return run;
    }

    private static List<String> cases(CliRun lava) {
        return lava.out()
                .lines()
                .filter(l -> l.startsWith("lava-test-case in-"))
                .toList();
    }

    @Test
    void aLastRowWithoutItsNewlineCountsInEveryCommand(@TempDir Path dir) throws Exception {
        Path run = eightPointsWithoutFinalNewline(dir);

        CliRun lava = CliRun.of("lava", run.toString(), "--print");
        assertThat(lava.exitCode()).as(lava.err()).isZero();
        assertThat(cases(lava)).hasSize(8).last().asString().startsWith("lava-test-case in-copy-16K-buffers-16 ");

        CliRun analyze = CliRun.of("analyze", run.toString());
        assertThat(analyze.exitCode()).as(analyze.err()).isZero();
        assertThat(analyze.err()).isEmpty();
        assertThat(RunFolder.readPoints(run)).hasSize(8);
    }

    @Test
    void theOkRetryOfAFailedPointAsTheLastRowIsOk(@TempDir Path dir) throws Exception {
        Path run = Files.createDirectories(dir.resolve("run"));
        String failed = "b,null,in,16,16384,copy,failed,,,,,0,0,fork exited with code 134,,measured\n";
        String retried = PointsFiles.row(16, 19.0).stripTrailing();
        Files.writeString(
                run.resolve(RunFolder.POINTS_CSV),
                PointsFiles.HEADER + PointsFiles.series("b", 1, 2, 4, 8) + failed + retried);

        CliRun lava = CliRun.of("lava", run.toString(), "--print");

        assertThat(lava.exitCode()).as(lava.err()).isZero();
        assertThat(cases(lava))
                .hasSize(5)
                .contains("lava-test-case in-copy-16K-buffers-16 --result pass --measurement 19.000 --units MB/s");
        assertThat(lava.out()).doesNotContain("failed: fork exited");
    }

    @Test
    void aKconfigSymbolLongerThanLavaKeepsGivesEveryCaseItsOwnId(@TempDir Path dir) throws Exception {
        Path run = eightPointsWithoutFinalNewline(dir);
        String symbol = "CONFIG_" + "X".repeat(123);
        List<Recommendation> recommendations = new ArrayList<>();
        for (Direction direction : List.of(Direction.IN, Direction.OUT)) {
            for (CopyMode mode : CopyMode.values()) {
                recommendations.add(
                        new Recommendation("b", "null", direction, mode, symbol, "4", 19.0, 0.96, 65536, "knee"));
            }
        }
        RecommendationsCsv.write(recommendations, List.of(), run.resolve(RunFolder.RECOMMENDATIONS_CSV));

        CliRun lava = CliRun.of("lava", run.toString(), "--print");

        assertThat(lava.exitCode()).as(lava.err()).isZero();
        List<String> ids = lava.out()
                .lines()
                .filter(l -> l.startsWith("lava-test-case CONFIG_"))
                .map(l -> l.split(" ")[1])
                .toList();
        assertThat(symbol).hasSize(130);
        assertThat(ids)
                .hasSize(4)
                .doesNotHaveDuplicates()
                .allSatisfy(id -> assertThat(id).hasSizeLessThanOrEqualTo(100));
    }
}
