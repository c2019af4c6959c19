package io.bulkbench.sweeps.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.LatencySummary;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.sweeps.plan.BoardConfig;
import io.bulkbench.sweeps.plan.RunManifest;
import io.bulkbench.sweeps.plan.Settings;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sweep's completion-interval pass with stand-in measurers: which points get
 * intervals, that a failed latency run costs a log line and not the point, and that a
 * resume measures only what latency.csv lacks.
 */
class LatencySweepTest {
    private final StringWriter text = new StringWriter();
    private final PrintWriter out = new PrintWriter(text, true);

    /** Intervals that grow with the request, so each row is recognisably its point's own. */
    private static final class FakeLatency implements LatencyMeasurer {
        final List<PointKey> asked = new ArrayList<>();
        final Set<Integer> failAtBuffers;

        FakeLatency(Set<Integer> failAtBuffers) {
            this.failAtBuffers = failAtBuffers;
        }

        @Override
        public LatencySummary measure(PointKey point) {
            asked.add(point);
            if (failAtBuffers.contains(point.buffers())) {
                throw new IllegalStateException("forked VM died");
            }
            double p50 = point.requestBytes() / 1024.0 + point.buffers();
            return LatencySummary.of(point)
                    .p50Us(p50)
                    .p90Us(p50 + 1)
                    .p99Us(p50 + 2)
                    .p999Us(p50 + 3)
                    .maxUs(p50 + 10)
                    .samples(1000)
                    .build();
        }
    }

    private static BoardConfig config(String yaml) {
        return BoardConfig.parse("b.yaml", new StringReader(yaml));
    }

    private SweepJob job(BoardConfig config, Path dir, PointMeasurer points, LatencyMeasurer latency)
            throws IOException {
        Settings settings = Settings.of(config, DeviceCheck::normalise);
        // A run folder holds its plan before a sweep runs in it, as the command line writes it.
        RunManifest.write(dir, settings, "test");
        return new SweepJob(settings, dir, out, p -> points, p -> latency, new StopRequest());
    }

    @Test
    void okPointsOfOneDirectionGetIntervalsAndAFailedLatencyRunCostsOnlyALine(@TempDir Path dir) throws Exception {
        BoardConfig config = config("board: hs\ndevice: sim:hs\nbuffers: 2,4,8\nsizes: 16K\nmodes: copy\n"
                + "direction: in,out,both\nbaselines: false\nlatency: true\n");
        PointMeasurer failsAt8In = p -> p.buffers() == 8 && p.direction() == Direction.IN
                ? MeasuredPoint.failed(p, "stalled")
                : new VirtualMeasurer().measure(p);
        FakeLatency latency = new FakeLatency(Set.of(4));
        SweepJob job = job(config, dir, failsAt8In, latency);

        assertThat(job.run(false, "test"))
                .isEqualTo(SweepResult.POINTS_FAILED); // the stalled point, not the latency runs

        assertThat(latency.asked)
                .allSatisfy(k -> assertThat(k.direction()).isNotEqualTo(Direction.BOTH))
                .hasSize(5); // in 2, 4; out 2, 4, 8: not the failed point
        List<LatencySummary> saved = RunFolder.readLatencies(dir);
        assertThat(saved)
                .extracting(l -> l.key().direction() + "" + l.key().buffers())
                .containsExactlyInAnyOrder("IN2", "OUT2", "OUT8");
        assertThat(saved)
                .allSatisfy(l -> assertThat(l.p50Us()).isEqualTo(16 + l.key().buffers()));
        assertThat(text.toString())
                .containsPattern("latency: skipped hs sim:hs in copy 16 KiB x 4: .*forked VM died")
                .containsPattern("latency: skipped hs sim:hs out copy 16 KiB x 4: .*forked VM died");
        assertThat(RunFolder.readPoints(dir))
                .filteredOn(p -> p.key().buffers() == 4)
                .allSatisfy(p -> assertThat(p.isOk()).isTrue());
        assertThat(dir.resolve("sweep.yaml")).content().contains("latency: true");
        assertThat(dir.resolve("report.html")).content().contains("Completion intervals");
    }

    @Test
    void aResumeMeasuresOnlyTheIntervalsLatencyCsvLacks(@TempDir Path dir) throws Exception {
        BoardConfig config = config("board: hs\ndevice: sim:hs\nbuffers: 2,4,8\nsizes: 16K\nmodes: copy\n"
                + "baselines: false\nlatency: true\n");
        SweepJob first = job(config, dir, new VirtualMeasurer(), new FakeLatency(Set.of(4)));
        assertThat(first.run(false, "test")).isEqualTo(SweepResult.COMPLETE);
        assertThat(RunFolder.readLatencies(dir)).hasSize(2);

        BoardConfig manifest = RunManifest.read(dir);
        assertThat(manifest.get(io.bulkbench.sweeps.plan.SweepSettings.LATENCY)).contains(true);
        VirtualMeasurer points = new VirtualMeasurer();
        FakeLatency again = new FakeLatency(Set.of());
        assertThat(job(manifest, dir, points, again).run(false, "test")).isEqualTo(SweepResult.COMPLETE);

        assertThat(points.asked).isEmpty();
        assertThat(again.asked).extracting(PointKey::buffers).containsExactly(4);
        assertThat(RunFolder.readLatencies(dir))
                .extracting(l -> l.key().buffers())
                .containsExactlyInAnyOrder(2, 8, 4);
        assertThat(text.toString()).contains("latency: 1 point(s) measured earlier still lack completion intervals");
    }

    @Test
    void withoutTheKeyNoIntervalsAreMeasured(@TempDir Path dir) throws Exception {
        BoardConfig config =
                config("board: hs\ndevice: sim:hs\nbuffers: 2\nsizes: 16K\nmodes: copy\nbaselines: false\n");
        FakeLatency latency = new FakeLatency(Set.of());
        SweepJob job = job(config, dir, new VirtualMeasurer(), latency);

        assertThat(job.run(false, "test")).isEqualTo(SweepResult.COMPLETE);

        assertThat(latency.asked).isEmpty();
        assertThat(dir.resolve(RunFolder.LATENCY_CSV)).doesNotExist();
        assertThat(dir.resolve("sweep.yaml")).content().doesNotContain("latency");
    }
}
