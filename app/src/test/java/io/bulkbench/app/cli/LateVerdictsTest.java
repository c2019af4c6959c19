package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.csv.PointsCsv;
import io.bulkbench.reports.csv.RawCsv;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** compare's verdicts when the simulator ran late: lateness bounds a verdict, never erases it. */
class LateVerdictsTest {

    /** Rewrites a run's points with the given late share, as a late simulator would have recorded them. */
    private static Path late(Path run, double share) throws Exception {
        List<MeasuredPoint> points = PointsCsv.read(run.resolve("points.csv")).stream()
                .map(p -> p.withLateShare(OptionalDouble.of(share)))
                .toList();
        PointsCsv.write(points, run.resolve("points.csv"));
        RawCsv.write(points, run.resolve("raw.csv"));
        return run;
    }

    @Test
    void aHalvedRunIsARegressionWhenBothSidesRanFivePerCentLate(@TempDir Path dir) throws Exception {
        Path baseline = late(HostileInputTest.measuredRun(dir, "baseline", "b", 20), 0.05);
        Path candidate = late(HostileInputTest.measuredRun(dir, "candidate", "b", 10), 0.05);
        CliRun run = CliRun.of("compare", baseline.toString(), candidate.toString());
        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(3);
        assertThat(run.out())
                .contains("4 regression(s)")
                .contains("the simulator also ran late, and allowing for all its lateness the change is still -47.4 %")
                .doesNotContain("not judged");
    }

    @Test
    void aDropWithinWhatLatenessExplainsIsNotJudgedAndSaysSo(@TempDir Path dir) throws Exception {
        Path baseline = HostileInputTest.measuredRun(dir, "baseline", "b", 20);
        // -5 % measured, on a candidate whose bus sat idle 10 % of the time: truly perhaps +5.6 %.
        Path candidate = late(HostileInputTest.measuredRun(dir, "candidate", "b", 19), 0.10);
        CliRun run = CliRun.of("compare", baseline.toString(), candidate.toString());
        assertThat(run.exitCode()).as(run.out() + run.err()).isZero();
        assertThat(run.out()).contains("0 regression(s)").contains("not judged: simulator late, 4 of 4 points");
        assertThat(candidate.resolve("compare.csv")).content().contains("simulator_late");
    }
}
