package io.bulkbench.sweeps.bisect;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.bisect.BisectRule;
import io.bulkbench.analysis.bisect.PointAtEnds;
import io.bulkbench.analysis.bisect.RepeatPolicy;
import io.bulkbench.analysis.bisect.Side;
import io.bulkbench.analysis.bisect.TestedCommit;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.PointKey;
import io.bulkbench.reports.csv.BisectCsv;
import io.bulkbench.reports.csv.BisectPointsCsv;
import io.bulkbench.sweeps.run.StopRequest;
import io.bulkbench.testing.FirmwareRepo;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a bisect's builds cost, counted by the build command itself (each build appends a
 * line to a file of its own), over a real repository: 16 KiB requests at 42 MB/s with 1 %
 * scatter, each commit's per-request cost read from the installed profile. The clear point
 * feels the whole cost (15 to 45 us: 6.9 % slower); the borderline one half of it
 * (30 us: 3.6 % slower, against the 3 % threshold).
 */
class BisectBuildsTest {
    private static final PointKey CLEAR = new PointKey("fw", "sim:x", Direction.IN, 32, 16384, CopyMode.COPY);
    private static final PointKey BORDERLINE = new PointKey("fw", "sim:x", Direction.IN, 4, 16384, CopyMode.COPY);
    private static final int[] HISTORY = {15, 15, 15, 15, 15, 15, 45, 45, 45, 45, 45};

    private static PointSampler seeded(Path installed) {
        SplittableRandom random = new SplittableRandom(20261204L);
        Pattern cost = Pattern.compile("per_request_us: (\\d+)");
        return (point, commit) -> {
            Matcher m = cost.matcher(Files.readString(installed));
            assertThat(m.find()).isTrue();
            int added = Integer.parseInt(m.group(1)) - FirmwareRepo.BASE_PER_REQUEST_US;
            double micros = 16384 / 42.0 + FirmwareRepo.BASE_PER_REQUEST_US + (point.equals(CLEAR) ? added : added / 2);
            double u = 1 - random.nextDouble();
            return 16384
                    / micros
                    * (1 + 0.01 * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.nextDouble()));
        };
    }

    private record Run(BisectOutcome outcome, String out, List<TestedCommit> rows, long builds, Path dir) {}

    private static Run bisect(Path dir, boolean keepBorderline, Optional<Duration> budget) throws Exception {
        Path installed = dir.resolve("installed.yaml");
        FirmwareRepo fw = FirmwareRepo.create(dir.resolve("fw"), installed, HISTORY, List.of());
        Path counter = dir.resolve("builds.txt");
        Bisection.Plan plan = new Bisection.Plan(
                GitRepository.open(fw.dir()),
                new BuildCommand(fw.buildCommand() + " && echo built >> '" + counter + "'"),
                fw.commit(0),
                fw.commit(HISTORY.length - 1),
                List.of(CLEAR, BORDERLINE),
                BisectRule.defaults(),
                RepeatPolicy.defaults(),
                keepBorderline,
                budget,
                () -> {});
        StringWriter text = new StringWriter();
        Path run = dir.resolve("run");
        BisectOutcome outcome =
                new Bisection(plan, seeded(installed), run, new PrintWriter(text, true), new StopRequest()).run();
        long builds = Files.exists(counter) ? Files.readAllLines(counter).size() : 0;
        return new Run(outcome, text.toString(), BisectCsv.read(run.resolve("bisect.csv"), plan.points()), builds, run);
    }

    @Test
    void eachCommitIsBuiltOnceAndBisectCsvCountsEveryBuild(@TempDir Path dir) throws Exception {
        Run run = bisect(dir, false, Optional.empty());

        assertThat(run.outcome()).isInstanceOf(BisectOutcome.Found.class);
        assertThat(((BisectOutcome.Found) run.outcome()).subject()).isEqualTo("step 6: per-request cost 45 us");
        long between = run.rows().stream().filter(r -> r.role() == Side.COMMIT).count();
        assertThat(run.builds()).isEqualTo(between + 2);
        assertThat(run.rows().stream().mapToInt(r -> r.builds().orElseThrow()).sum())
                .isEqualTo((int) run.builds());
    }

    @Test
    void aBorderlinePointIsSetAsideAndTheClearOneDecides(@TempDir Path dir) throws Exception {
        Run run = bisect(dir, false, Optional.empty());

        assertThat(run.out()).contains("set aside").contains("--keep-borderline");
        assertThat(BisectPointsCsv.read(run.dir().resolve("bisect-points.csv"), List.of(CLEAR, BORDERLINE)))
                .containsEntry(CLEAR, PointAtEnds.BISECTED)
                .containsEntry(BORDERLINE, PointAtEnds.SET_ASIDE);
        // a set-aside point is measured at the ends only
        assertThat(run.rows())
                .filteredOn(r -> r.role() == Side.COMMIT)
                .allSatisfy(r -> assertThat(r.points().get(1).meanMbS()).isEmpty());
    }

    @Test
    void keptBorderlinePointsAreMeasuredOnAtTheEndsAndNeverSetAside(@TempDir Path dir) throws Exception {
        Run run = bisect(dir, true, Optional.empty());

        assertThat(run.out()).contains("measuring on at the ends").doesNotContain("set aside");
        assertThat(BisectPointsCsv.read(run.dir().resolve("bisect-points.csv"), List.of(CLEAR, BORDERLINE)))
                .containsEntry(CLEAR, PointAtEnds.BISECTED)
                .doesNotContainValue(PointAtEnds.SET_ASIDE);
    }

    @Test
    void aSpentBudgetStopsWithEveryCommitThatMayStillBeTheFirstBadOne(@TempDir Path dir) throws Exception {
        Run run = bisect(dir, false, Optional.of(Duration.ZERO));

        assertThat(run.outcome()).isInstanceOf(BisectOutcome.BudgetSpent.class);
        // nothing was tested: every commit after the good end may be the first bad one
        assertThat(((BisectOutcome.BudgetSpent) run.outcome()).remaining()).hasSize(HISTORY.length - 1);
        assertThat(run.builds()).isZero();
        assertThat(run.out()).contains("budget").contains("10 commit(s) may still be the first bad one");
    }
}
