package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.RunFolder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A sweep records what each point cost the CPU, the whole way from JMH's profiler to the
 * run folder: points.csv's figure and raw.csv's per iteration, read back as the report
 * reads them. {@code null} works in this process, so it has no host share.
 */
class CpuCostSweepTest {

    @BeforeAll
    static void shareTheMachine() {
        System.setProperty("jmh.ignoreLock", "true");
    }

    @Test
    void everyPointOfASweepCarriesItsCpuPerMegabyte(@TempDir Path dir) throws Exception {
        Path run = dir.resolve("run");
        CliRun sweep = CliRun.of(
                "sweep",
                "--device",
                "null",
                "--board",
                "cpu",
                "--buffers",
                "2",
                "--sizes",
                "256K",
                "--modes",
                "copy,no-copy",
                "--forks",
                "0",
                "--warmup",
                "1",
                "--iterations",
                "2",
                "--time",
                "200ms",
                "--no-baselines",
                "--out",
                run.toString());
        assertThat(sweep.exitCode()).as(sweep.out() + sweep.err()).isZero();

        List<MeasuredPoint> points = RunFolder.readPoints(run);

        assertThat(points).hasSize(2).allSatisfy(p -> {
            assertThat(p.cpu().microsPerMb()).isPresent();
            assertThat(p.cpu().microsPerMb().getAsDouble()).isPositive();
            assertThat(p.cpu().microsPerMbSamples()).hasSize(2);
            assertThat(p.cpu().hostShare()).isEmpty();
        });
        assertThat(Files.readAllLines(run.resolve(RunFolder.POINTS_CSV)).get(0))
                .contains("cpu_us_per_mb,cpu_error_us_per_mb,host_cpu_share");
    }
}
