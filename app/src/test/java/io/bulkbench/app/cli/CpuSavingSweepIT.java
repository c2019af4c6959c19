package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.bulkbench.analysis.Recommendation;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.RunFolder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
 * <p>The saving is named where the CPU gap between the modes' recommended points passes the
 * root sum of squares of their errors; where it does not, no saving may be named, and the
 * test checks that instead. On a machine other work keeps busy the simulator runs late (its
 * points' late_share, measured by the simulator itself) and the modes' MB/s part: such a run
 * is excused by that measured cause alone, and says it.
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

        List<MeasuredPoint> measured = RunFolder.readPoints(run);
        MeasuredPoint copy = recommended(recommendations, measured, CopyMode.COPY);
        MeasuredPoint noCopy = recommended(recommendations, measured, CopyMode.NO_COPY);
        // Bus-bound: an on-time simulator moves the same MB/s in both modes.
        double faster = Math.max(copy.throughputMbS(), noCopy.throughputMbS());
        double apart = Math.abs(copy.throughputMbS() - noCopy.throughputMbS());
        if (apart > 0.01 * faster && apart > copy.errorMbS() + noCopy.errorMbS()) {
            Assumptions.assumeFalse(
                    copy.simulatorRanLate() || noCopy.simulatorRanLate(),
                    "the modes' MB/s parted where the simulator ran late more than 1 % of a point's time: " + points);
            fail("on time, a bus-bound board's modes moved different MB/s: " + points);
        }
        double gap =
                copy.cpu().microsPerMb().orElse(0) - noCopy.cpu().microsPerMb().orElse(0);
        double spread = Math.hypot(copy.cpu().errorMicrosPerMb(), noCopy.cpu().errorMicrosPerMb());
        System.out.printf(
                Locale.ROOT,
                "CPU per MB at the recommended points: gap %.0f us/MB, errors' root sum of squares %.0f%n",
                gap,
                spread);
        if (!(gap > spread)) {
            // CPU measured too wide to separate the modes: no saving is named.
            assertThat(recommendations).as(points).noneMatch(Recommendation::cheaperOnCpu);
            assertThat(recommendations).as(points).noneMatch(r -> r.rationale().contains("less CPU per MB"));
            return;
        }
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

    /** The measured point a mode's recommendation reads its CPU at ("The host's CPU at 4 x 16 KiB: ..."). */
    private static MeasuredPoint recommended(
            List<Recommendation> recommendations, List<MeasuredPoint> points, CopyMode mode) {
        Pattern at = Pattern.compile("The host's CPU at (\\d+) x 16 KiB");
        int buffers = recommendations.stream()
                .filter(r -> r.copyMode() == mode)
                .map(r -> at.matcher(r.rationale()))
                .filter(Matcher::find)
                .map(m -> Integer.parseInt(m.group(1)))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no CPU named for " + mode + ": " + recommendations));
        return points.stream()
                .filter(p -> p.key().buffers() == buffers && p.key().copyMode() == mode)
                .findFirst()
                .orElseThrow();
    }
}
