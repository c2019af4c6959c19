package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.Recommendation;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.RunFolder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * "Copy or not?" answered on the CPU by a real sweep: the simulated snowball-msc is
 * bus-bound, so copy and no-copy move the same MB/s, and the copy's real memory copy is
 * the CPU the recommendation names as no-copy's saving, in recommendations.csv and in
 * defaults.config, whose one value per symbol follows the cheaper mode. The gadget's
 * buffers are 16 KiB, so its sweep measures that one size.
 *
 * <p>That holds while the simulator keeps time. On a machine other work keeps busy it runs
 * late (its points' late_share, measured by the simulator itself), the modes' MB/s part and
 * their CPU spreads, and no saving can be named: the rule working. Such a run is excused by
 * that measured cause alone, and says it.
 */
class CpuSavingSweepIT {
    /** A simulator this late leaves the modes' MB/s and CPU too spread to judge: an idle machine's is near 0. */
    private static final double MOST_LATE = 0.05;

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
        double late = RunFolder.readPoints(run).stream()
                .mapToDouble(p -> p.lateShare().orElse(0))
                .max()
                .orElse(0);
        Assumptions.assumeTrue(
                late <= MOST_LATE,
                String.format(
                        Locale.ROOT,
                        "machine too busy to judge a CPU saving: the simulator ran late %.0f %% of a point's time",
                        100 * late));

        // The saving is named where the CPU gap at the recommended 4 x 16 KiB passes the root sum of
        // squares of the two measured errors; a run whose errors are wider than the gap is excused by them.
        List<MeasuredPoint> measured = RunFolder.readPoints(run);
        MeasuredPoint copy = at(measured, CopyMode.COPY);
        MeasuredPoint noCopy = at(measured, CopyMode.NO_COPY);
        double gap =
                copy.cpu().microsPerMb().orElse(0) - noCopy.cpu().microsPerMb().orElse(0);
        double spread = Math.hypot(copy.cpu().errorMicrosPerMb(), noCopy.cpu().errorMicrosPerMb());
        Assumptions.assumeTrue(
                gap > spread,
                String.format(
                        Locale.ROOT,
                        "CPU per MB measured too wide to separate the modes: gap %.0f us/MB, errors' root sum of"
                                + " squares %.0f",
                        gap,
                        spread));
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

    /** The point at 4 buffers of 16 KiB in {@code mode}. */
    private static MeasuredPoint at(List<MeasuredPoint> points, CopyMode mode) {
        return points.stream()
                .filter(p -> p.key().buffers() == 4 && p.key().copyMode() == mode)
                .findFirst()
                .orElseThrow();
    }
}
