package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.Recommendation;
import io.bulkbench.core.CopyMode;
import io.bulkbench.reports.RunFolder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * "Copy or not?" answered on the CPU by a real sweep: the simulated snowball-msc is
 * bus-bound, so copy and no-copy move the same MB/s, and the copy's real memory copy is
 * the CPU the recommendation names as no-copy's saving, in recommendations.csv and in
 * defaults.config, whose one value per symbol follows the cheaper mode. The gadget's
 * buffers are 16 KiB, so its sweep measures that one size.
 */
class CpuSavingSweepIT {

    @Test
    void aBusBoundSimulatedBoardsRecommendationNamesTheCpuNoCopySaves(@TempDir Path dir) throws Exception {
        Path run = dir.resolve("run");
        CliRun sweep = CliRun.of(
                "sweep",
                "--device",
                "sim:snowball-msc",
                "--board",
                "snowball-msc",
                "--buffers",
                "2,4",
                "--sizes",
                "16K",
                "--modes",
                "copy,no-copy",
                "--quick",
                "--no-baselines",
                "--out",
                run.toString());
        assertThat(sweep.exitCode()).as(sweep.out() + sweep.err()).isZero();

        List<Recommendation> recommendations = RunFolder.readRecommendations(run);
        String points = Files.readString(run.resolve(RunFolder.POINTS_CSV));

        assertThat(recommendations)
                .as(points)
                .isNotEmpty()
                .allSatisfy(r -> assertThat(r.rationale())
                        .containsPattern("no-copy: same \\d+\\.\\d MB/s, \\d+ % less CPU per MB\\."));
        assertThat(recommendations)
                .filteredOn(Recommendation::cheaperOnCpu)
                .isNotEmpty()
                .allMatch(r -> r.copyMode() == CopyMode.NO_COPY);
        assertThat(Files.readString(run.resolve(RunFolder.DEFAULTS_CONFIG)))
                .contains("the same MB/s for less CPU per MB");
    }
}
