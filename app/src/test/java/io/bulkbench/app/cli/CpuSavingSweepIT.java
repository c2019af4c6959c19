package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.bulkbench.analysis.CheaperMode;
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
 * <p>Each recommendation answers at its own configuration, measured both ways: the cheaper
 * mode is named (recommendations.csv's cheaper_on_cpu) where the CPU gap there passes the
 * root sum of squares of the two errors; where it does not, none may be named, and the test
 * checks that instead. The report says it over both configurations. On a machine other work keeps busy the simulator runs late (its
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
        for (Recommendation r : recommendations) {
            // "copy or not?" at the row's own configuration, measured both ways
            int buffers = recommendedBuffers(r);
            MeasuredPoint copy = at(measured, buffers, CopyMode.COPY);
            MeasuredPoint noCopy = at(measured, buffers, CopyMode.NO_COPY);
            // Bus-bound: an on-time simulator moves the same MB/s in both modes.
            double faster = Math.max(copy.throughputMbS(), noCopy.throughputMbS());
            double apart = Math.abs(copy.throughputMbS() - noCopy.throughputMbS());
            if (apart > 0.01 * faster && apart > copy.errorMbS() + noCopy.errorMbS()) {
                Assumptions.assumeFalse(
                        copy.simulatorRanLate() || noCopy.simulatorRanLate(),
                        "the modes' MB/s parted where the simulator ran late more than 1 % of a point's time: "
                                + points);
                fail("on time, a bus-bound board's modes moved different MB/s: " + points);
            }
            double gap = copy.cpu().microsPerMb().orElse(0)
                    - noCopy.cpu().microsPerMb().orElse(0);
            double spread =
                    Math.hypot(copy.cpu().errorMicrosPerMb(), noCopy.cpu().errorMicrosPerMb());
            System.out.printf(
                    Locale.ROOT,
                    "CPU per MB at %d x 16 KiB: copy less no-copy %.0f us/MB, errors' root sum of squares %.0f%n",
                    buffers,
                    gap,
                    spread);
            String where = "At " + buffers + " x 16 KiB, measured both ways: ";
            if (Math.abs(gap) <= spread) {
                // CPU measured too wide to separate the modes: no cheaper mode is named.
                assertThat(r.cheaperMode()).as(points).isEmpty();
                assertThat(r.rationale()).contains(where).contains("the same CPU per MB within their errors.");
                continue;
            }
            CopyMode cheaper = gap > 0 ? CopyMode.NO_COPY : CopyMode.COPY;
            assertThat(r.cheaperMode()).as(points).contains(new CheaperMode(cheaper, ""));
            assertThat(r.rationale())
                    .containsPattern(Pattern.quote(where + cheaper.label()) + " \\d+ % less CPU per MB than "
                            + CheaperMode.other(cheaper).label() + " \\(.*\\), the same MB/s\\.");
        }
        String cells = Files.readString(run.resolve(RunFolder.RECOMMENDATIONS_CSV));
        System.out.println(cells);
        assertThat(Files.readString(run.resolve(RunFolder.REPORT_HTML)))
                .containsPattern("Copy or not, point by point \\(the same buffers and request size measured both ways,"
                        + " 2 configurations\\): (no-copy|copy) used less CPU per MB at \\d, by \\d+ %"
                        + "|Copy or not, point by point .*: the CPU per MB of copy and no-copy is within their errors");
        if (recommendations.stream().anyMatch(Recommendation::cheaperOnCpu)) {
            assertThat(Files.readString(run.resolve(RunFolder.DEFAULTS_CONFIG)))
                    .contains("the same MB/s for less CPU per MB");
        }
    }

    private static int recommendedBuffers(Recommendation r) {
        Matcher m = Pattern.compile("The host's CPU at (\\d+) x 16 KiB").matcher(r.rationale());
        if (!m.find()) {
            throw new AssertionError("no CPU named for " + r);
        }
        return Integer.parseInt(m.group(1));
    }

    private static MeasuredPoint at(List<MeasuredPoint> points, int buffers, CopyMode mode) {
        return points.stream()
                .filter(p -> p.key().buffers() == buffers && p.key().copyMode() == mode)
                .findFirst()
                .orElseThrow();
    }
}
