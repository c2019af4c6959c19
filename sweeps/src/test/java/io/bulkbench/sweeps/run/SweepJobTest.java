package io.bulkbench.sweeps.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.sweeps.plan.BoardConfig;
import io.bulkbench.sweeps.plan.RunManifest;
import io.bulkbench.sweeps.plan.Settings;
import io.bulkbench.sweeps.plan.SweepPlan;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SweepJobTest {
    private final StringWriter text = new StringWriter();
    private final PrintWriter out = new PrintWriter(text, true);

    private static BoardConfig config(String yaml) {
        return BoardConfig.parse("b.yaml", new StringReader(yaml));
    }

    private SweepJob job(BoardConfig config, Path dir, PointMeasurer measurer) throws IOException {
        Settings settings = Settings.of(config, DeviceCheck::normalise);
        // A run folder holds its plan before a sweep runs in it, as the command line writes it.
        RunManifest.write(dir, settings, "test");
        return new SweepJob(settings, dir, out, p -> measurer, new StopRequest());
    }

    @Test
    void adaptiveSweepsPinTheKneeToAnIntegerAndSayWhichPointsTheyAdded(@TempDir Path dir) throws Exception {
        BoardConfig config = config(
                "board: b\ndevice: 'null'\nbuffers: 1..64\nsizes: 16K\nmodes: copy\nbaselines: false\nadaptive: true\n");
        List<PointKey> asked = new java.util.ArrayList<>();
        PointMeasurer hyperbolic = p -> {
            asked.add(p);
            double mbS = 100.0 * p.buffers() / (p.buffers() + 1.5);
            return MeasuredPoint.ok(p, mbS, 0.01, List.of(mbS, mbS), 0);
        };
        SweepJob job = job(config, dir, hyperbolic);
        assertThat(job.run(false, "test")).isEqualTo(SweepResult.COMPLETE);

        List<MeasuredPoint> points = RunFolder.readPoints(dir);
        assertThat(points.size()).isGreaterThan(7).isLessThanOrEqualTo(7 + 6);
        assertThat(asked).doesNotHaveDuplicates();
        // The measured knee is exact: its lower neighbour was measured and falls short of the share.
        double best =
                points.stream().mapToDouble(MeasuredPoint::throughputMbS).max().orElseThrow();
        int knee = points.stream()
                .filter(p -> p.throughputMbS() >= 0.95 * best)
                .mapToInt(p -> p.key().buffers())
                .min()
                .orElseThrow();
        assertThat(knee).isEqualTo(20); // 100 n / (n + 1.5) first reaches 95 % of its value at 64 there
        assertThat(points).anySatisfy(p -> assertThat(p.key().buffers()).isEqualTo(knee - 1));
        assertThat(dir.resolve("adaptive.csv"))
                .content()
                .contains("knee between")
                .contains(",1,");
        assertThat(text.toString()).contains("adaptive round 1");
        assertThat(dir.resolve("sweep.yaml")).content().contains("adaptive: true");
    }

    /**
     * 100 n / (n + 6) MB/s over 2..64 buffers at 16 and 64 KiB: the knee at 64 lies near 32. A
     * point at 8 to 32 buffers taken late reads low by the whole of its late share, 35 %.
     */
    private static PointMeasurer lateAroundTheKnee(java.util.Map<PointKey, Integer> taken, int lateTimes) {
        return p -> {
            int time = taken.merge(p, 1, Integer::sum);
            double mbS = 100.0 * p.buffers() / (p.buffers() + 6) * (p.requestBytes() == 16384 ? 0.9 : 1);
            boolean late = p.buffers() >= 8 && p.buffers() <= 32 && time <= lateTimes;
            double share = late ? 0.35 : 0.0;
            double read = mbS * (1 - share);
            return MeasuredPoint.ok(p, read, 0.002 * read, List.of(read * 0.999, read, read * 1.001), 0)
                    .withLateShare(java.util.OptionalDouble.of(share));
        };
    }

    private static final String LATE_GRID =
            "board: b\ndevice: sim:snowball-msc\nbuffers: 2,4,8,16,32,64\nsizes: 16K,64K\nmodes: copy\nbaselines: false\n";

    @Test
    void latePointsThatLeaveADefaultOpenAreTakenAgainAndTheDefaultIsTheOnTimeOne(@TempDir Path dir) throws Exception {
        java.util.Map<PointKey, Integer> onTimeTaken = new java.util.HashMap<>();
        Path onTime = Files.createDirectories(dir.resolve("on-time"));
        assertThat(job(config(LATE_GRID), onTime, lateAroundTheKnee(onTimeTaken, 0))
                        .run(false, "test"))
                .isEqualTo(SweepResult.COMPLETE);
        List<String> decided = Files.readAllLines(onTime.resolve(RunFolder.DEFAULTS_CONFIG)).stream()
                .filter(l -> l.startsWith("CONFIG_"))
                .toList();
        assertThat(decided).isNotEmpty();
        assertThat(onTimeTaken.values()).containsOnly(1);

        java.util.Map<PointKey, Integer> taken = new java.util.HashMap<>();
        Path late = Files.createDirectories(dir.resolve("late"));
        assertThat(job(config(LATE_GRID), late, lateAroundTheKnee(taken, 1)).run(false, "test"))
                .isEqualTo(SweepResult.COMPLETE);

        assertThat(text.toString())
                .contains("undecided: late points could move ")
                .contains(" round 1 of 2 measures their ");
        assertThat(taken)
                .allSatisfy((k, times) ->
                        assertThat(times).as(k.toString()).isEqualTo(k.buffers() >= 8 && k.buffers() <= 32 ? 2 : 1));
        assertThat(RunFolder.readPoints(late))
                .allSatisfy(p -> assertThat(p.lateShare()).hasValue(0.0));
        assertThat(Files.readAllLines(late.resolve(RunFolder.DEFAULTS_CONFIG)).stream()
                        .filter(l -> l.startsWith("CONFIG_")))
                .containsExactlyElementsOf(decided);
    }

    @Test
    void aDefaultStillOpenAfterTheLastRoundIsWrittenUndecided(@TempDir Path dir) throws Exception {
        java.util.Map<PointKey, Integer> taken = new java.util.HashMap<>();
        assertThat(job(config(LATE_GRID), dir, lateAroundTheKnee(taken, Integer.MAX_VALUE))
                        .run(false, "test"))
                .isEqualTo(SweepResult.COMPLETE);

        assertThat(text.toString()).contains("round 2 of 2").doesNotContain("round 3");
        assertThat(taken).allSatisfy((k, times) -> assertThat(times).isLessThanOrEqualTo(1 + LateRetakes.MAX_ROUNDS));
        assertThat(RunFolder.readRecommendations(dir)).anyMatch(r -> !r.decided());
        String defaults = Files.readString(dir.resolve(RunFolder.DEFAULTS_CONFIG));
        assertThat(defaults).contains("# undecided: the simulator ran late at points that decide it");
        assertThat(Files.readString(dir.resolve(RunFolder.RECOMMENDATIONS_CSV))).containsPattern(",\\d+\\.\\.\\d+\n");
        assertThat(Files.readString(dir.resolve(RunFolder.REPORT_HTML))).contains("id=\"undecided\"");
        assertThat(text.toString()).contains("so it is not shipped");
    }

    @Test
    void resumeSkipsWhatWasMeasuredAndRetriesFailuresOnlyWhenAsked(@TempDir Path dir) throws Exception {
        BoardConfig config =
                config("board: hs\ndevice: sim:hs\nbuffers: 2,4,8\nsizes: 16K\nmodes: copy\nbaselines: false\n");
        PointMeasurer failsAt4 =
                p -> p.buffers() == 4 ? MeasuredPoint.failed(p, "stalled") : new VirtualMeasurer().measure(p);
        SweepJob first = job(config, dir, failsAt4);
        assertThat(first.run(false, "test")).isEqualTo(SweepResult.POINTS_FAILED);
        assertThat(text.toString()).contains("--retry-failed");

        VirtualMeasurer again = new VirtualMeasurer();
        assertThat(job(config, dir, again).run(false, "test")).isEqualTo(SweepResult.POINTS_FAILED);
        assertThat(again.asked).isEmpty();

        VirtualMeasurer retry = new VirtualMeasurer();
        assertThat(job(config, dir, retry).run(true, "test")).isEqualTo(SweepResult.COMPLETE);
        assertThat(retry.asked).extracting(PointKey::buffers).containsExactly(4);
        assertThat(RunFolder.readPoints(dir))
                .hasSize(3)
                .allSatisfy(p -> assertThat(p.isOk()).isTrue());
    }

    @Test
    void aNewRunRefusesAFolderThatAlreadyHoldsASweep(@TempDir Path dir) throws Exception {
        BoardConfig config =
                config("board: hs\ndevice: sim:hs\nbuffers: 2\nsizes: 16K\nmodes: copy\nbaselines: false\n");
        SweepJob job = job(config, dir, new VirtualMeasurer());
        job.run(false, "test");
        SweepPlan plan = Settings.of(config, DeviceCheck::normalise).plan();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> ResultsLayout.newRunFolder(
                        plan.board(), Optional.of(dir), Path.of("results"), java.time.Clock.systemUTC()))
                .hasMessageContaining("--resume");
        assertThat(Files.exists(dir.resolve("report.html"))).isTrue();
    }
}
