package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.LatencySummary;
import io.bulkbench.benchmarks.sim.HostModel;
import io.bulkbench.benchmarks.sim.LinkModel;
import io.bulkbench.benchmarks.sim.ProfileCatalog;
import io.bulkbench.benchmarks.sim.SimProfile;
import io.bulkbench.reports.RunFolder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real {@code --latency} sweep of the fastboot seed on a tiny grid, through JMH and the
 * simulator: latency.csv holds one row per point, and at 16 KiB the median completion
 * interval is longer than the bus needs for one request, because the profile's host
 * turnaround (reap, copy into the kernel, resubmit) exceeds the bus time: the host, not
 * the link, sets the pace, as the fastboot commit found.
 */
class LatencyEndToEndIT {

    @Test
    void aLatencySweepOfTheFastbootSeedShowsTheHostTurnaroundAt16K(@TempDir Path dir) throws Exception {
        Path run = dir.resolve("run");
        CliRun sweep = CliRun.of(
                "sweep",
                "--device",
                "sim:fastboot-ssp",
                "--direction",
                "out",
                "--buffers",
                "2",
                "--sizes",
                "16K,128K",
                "--modes",
                "no-copy",
                "--forks",
                "1",
                "--warmup",
                "0",
                "--iterations",
                "2",
                "--time",
                "200ms",
                "--no-baselines",
                "--latency",
                "--out",
                run.toString());
        assertThat(sweep.exitCode()).as(sweep.out() + sweep.err()).isZero();

        assertThat(run.resolve("latency.csv"))
                .content()
                .startsWith(
                        "board,device,direction,buffers,request_bytes,copy_mode,p50_us,p90_us,p99_us,p999_us,max_us,samples\n");
        List<LatencySummary> latencies = RunFolder.readLatencies(run);
        assertThat(latencies).hasSize(2).allSatisfy(l -> {
            assertThat(l.p50Us()).isPositive().isLessThanOrEqualTo(l.p99Us());
            assertThat(l.p99Us()).isLessThanOrEqualTo(l.maxUs());
            assertThat(l.samples()).isPositive();
        });
        SimProfile fastboot = ProfileCatalog.builtIn("fastboot-ssp");
        LatencySummary at16k = latencies.stream()
                .filter(l -> l.key().requestBytes() == 16384)
                .findFirst()
                .orElseThrow();
        double busUs = fastboot.link().busNanos(16384) / 1000.0;
        HostModel host = fastboot.host();
        double medianTurnaroundUs = host.turnaroundNanos(16384, 0.5, 1.0) / 1000.0;
        // The law the test rests on: every interval includes one host turnaround (uniform around
        // its median), and the profile's median turnaround exceeds the bus time of a request.
        assertThat(medianTurnaroundUs).as("profile: host turnaround at 16 KiB").isGreaterThan(busUs);
        assertThat(at16k.p50Us())
                .as("p50 interval at 16 KiB vs bus time %.1f us", busUs)
                .isGreaterThan(busUs);
        assertThat(fastboot.link().duplex()).isEqualTo(LinkModel.Duplex.FULL);

        assertThat(run.resolve("sweep.yaml")).content().contains("latency: true");
        assertThat(Files.readString(run.resolve("jmh-result.json"))).contains("CompletionLatency.interval");
        assertThat(Files.readString(run.resolve("report.html"))).contains("Completion intervals");
        assertThat(Files.readString(run.resolve("report.md"))).contains("## Completion intervals");

        // The report is rebuilt from latency.csv alone.
        Files.delete(run.resolve("report.md"));
        assertThat(CliRun.of("report", run.toString()).exitCode()).isZero();
        assertThat(Files.readString(run.resolve("report.md"))).contains("## Completion intervals");
        // Every interval was measured, so a resume measures none again.
        CliRun resumed = CliRun.of("sweep", "--resume", run.toString());
        assertThat(resumed.exitCode()).as(resumed.out() + resumed.err()).isZero();
        assertThat(resumed.out()).doesNotContain("lack completion intervals");
        assertThat(RunFolder.readLatencies(run)).containsExactlyInAnyOrderElementsOf(latencies);
    }
}
