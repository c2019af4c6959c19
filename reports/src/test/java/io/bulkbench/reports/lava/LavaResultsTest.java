package io.bulkbench.reports.lava;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.Undecided;
import io.bulkbench.analysis.trend.NightVerdict;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.CpuCost;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.Fixtures;
import io.bulkbench.reports.RandomText;
import io.bulkbench.testing.RandomCases;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class LavaResultsTest {

    @Test
    void oneSetPerSeriesOneCasePerPointAndAFailedPointsReasonJustBeforeItsCase() {
        List<LavaStep> steps = LavaResults.steps(
                Fixtures.points(),
                Fixtures.analysis().recommendations(),
                Optional.of(NightVerdict.ofPoints(Optional.empty(), 0.03, Fixtures.comparison())));
        List<String> lines = steps.stream().map(LavaStep::shellLine).toList();

        // Fixtures: in, two copy modes x 16K and 64K, 25 points, 32 x 64K copy failed.
        assertThat(lines)
                .filteredOn(l -> l.startsWith("lava-test-set start"))
                .containsExactly(
                        "lava-test-set start in-copy-16K",
                        "lava-test-set start in-copy-64K",
                        "lava-test-set start in-no-copy-16K",
                        "lava-test-set start in-no-copy-64K",
                        "lava-test-set start recommended",
                        "lava-test-set start regressions");
        assertThat(lines).filteredOn("lava-test-set stop"::equals).hasSize(6);
        assertThat(lines)
                .contains("lava-test-case in-copy-16K-buffers-4 --result pass --measurement 30.380 --units MB/s");
        int failed = lines.indexOf("lava-test-case in-copy-64K-buffers-32 --result fail");
        assertThat(failed).isPositive();
        assertThat(lines.get(failed - 1))
                .startsWith("echo ")
                .contains("ENOMEM: cannot allocate 32 x 64 KiB of contiguous memory");
        assertThat(lines)
                .contains(
                        "lava-test-case CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS-in-copy --result pass --measurement 6.000")
                .contains("lava-test-case regressions --result fail --measurement 1.000 --units regressions")
                .contains(
                        "lava-test-case regression-in-no-copy-64K-buffers-8 --result fail --measurement 70.000 --units MB/s");
        assertThat(steps)
                .filteredOn(s -> s instanceof LavaStep.Helper h && h.program().equals(LavaResults.TEST_CASE))
                .hasSize(25 + 2 + 1 + 1);
    }

    @Test
    void anUndecidedDefaultIsSkippedAndSaysWhy() {
        List<Recommendation> open = Fixtures.analysis().recommendations().stream()
                .map(r -> r.asUndecided(new Undecided(List.of("3", "7"))))
                .toList();
        List<String> lines = LavaResults.steps(Fixtures.points(), open, Optional.empty()).stream()
                .map(LavaStep::shellLine)
                .toList();

        assertThat(lines)
                .contains(
                        "lava-test-case CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS-in-copy --result skip --measurement 6.000")
                .noneMatch(l -> l.contains("--result pass --measurement 6.000"))
                .anyMatch(l -> l.startsWith("echo ") && l.contains("the figures their late bounds allow give 3..7"));
    }

    @Test
    void aPointsCpuCostIsACaseOfItsOwnBesideItsThroughput() {
        List<MeasuredPoint> points = Fixtures.points().stream()
                .map(p -> p.key().direction() == Direction.IN
                                && p.key().copyMode() == CopyMode.COPY
                                && p.key().requestBytes() == 16384
                                && p.key().buffers() == 4
                        ? p.withCpu(CpuCost.summary(41.2, 1.5, Double.NaN))
                        : p)
                .toList();

        List<String> lines = LavaResults.steps(points, List.of(), Optional.empty()).stream()
                .map(LavaStep::shellLine)
                .toList();

        assertThat(lines)
                .contains("lava-test-case in-copy-16K-buffers-4 --result pass --measurement 30.380 --units MB/s")
                .contains("lava-test-case in-copy-16K-buffers-4-cpu --result pass --measurement 41.200 --units us/MB");
        assertThat(lines).filteredOn(l -> l.contains("-cpu ")).hasSize(1);
    }

    @Test
    void aPointLeftUnjudgedByLatenessIsSkippedAndTheRegressionsCaseNeverPasses() {
        List<String> lines = LavaResults.steps(
                        Fixtures.points(),
                        Fixtures.analysis().recommendations(),
                        Optional.of(NightVerdict.ofPoints(Optional.empty(), 0.03, List.of(Fixtures.notJudged()))))
                .stream()
                .map(LavaStep::shellLine)
                .toList();
        assertThat(lines)
                .contains("lava-test-case regressions --result skip --measurement 0.000 --units regressions")
                .contains(
                        "lava-test-case not-judged-in-copy-16K-buffers-4 --result skip --measurement 36.000 --units MB/s")
                .noneMatch(l -> l.startsWith("lava-test-case regressions --result pass"));
    }

    @Test
    void noReasonCanForgeASignalOrBreakTheShellLine() {
        RandomCases.check(500, c -> {
            String reason = RandomText.draw(c, "reason", 80, "");
            MeasuredPoint failed = MeasuredPoint.failed(Fixtures.key(Direction.OUT, 2, 16384, CopyMode.COPY), reason);
            List<LavaStep> steps = LavaResults.steps(List.of(failed), List.of(), Optional.empty());
            LavaStep.Log log = (LavaStep.Log) steps.get(1);
            assertThat(log.line()).as("%s", c).doesNotContain("<", ">", "\n", "\r");
            // The printed line reads back as the one word echo was given.
            String shell = log.shellLine();
            assertThat(shell).as("%s", c).startsWith("echo '").endsWith("'");
            assertThat(shell.substring(6, shell.length() - 1).replace("'\\''", "'"))
                    .as("%s", c)
                    .isEqualTo(log.line());
        });
    }
}
