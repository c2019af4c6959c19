package io.bulkbench.app.farm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.bulkbench.app.cli.BulkbenchCommand;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.testing.RequiredEnvironment;
import io.bulkbench.testing.TestJvm;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real LAVA job: Debian's lava-run boots the kernel USB lab on LAVA's qemu device type,
 * and its test shell sweeps the lab's gadget through usb4java and reports the run with
 * {@code bulkbench lava} (scripts/lava-lab-job, farm/lava/lab/). What the dispatcher
 * recorded must hold every point of the guest's points.csv as a test case with that
 * point's throughput as its measurement. It takes minutes under TCG, so it runs in its
 * own CI step: {@code mvn -B -pl app -am verify -Pfarm-jobs} (docs/farm.md).
 */
class LavaJobIT {
    private static final long LIMIT_SECONDS = 2400;

    @Test
    void theDispatcherRecordsEveryPointOfTheGuestsSweepAsATestCase(@TempDir Path dir) throws Exception {
        Path script = FarmFiles.repository().resolve("scripts/lava-lab-job");
        requireLavaRun(script);
        String bulkbench =
                String.join(" ", TestJvm.javaBinary(), "-cp", TestJvm.classpath(), BulkbenchCommand.class.getName());
        Path output = dir.resolve("lava-lab-job.txt");
        Process job = new ProcessBuilder(
                        script.toString(),
                        "--out",
                        dir.toString(),
                        "--bulkbench",
                        bulkbench,
                        "--buffers",
                        "2,4",
                        "--sizes",
                        "64K",
                        "--timeout",
                        Long.toString(LIMIT_SECONDS))
                .redirectErrorStream(true)
                .redirectOutput(output.toFile())
                .start();
        if (!job.waitFor(LIMIT_SECONDS + 120, TimeUnit.SECONDS)) {
            // lava-run and its QEMU too, not only the script.
            job.descendants().forEach(ProcessHandle::destroyForcibly);
            job.destroyForcibly();
        }
        Path logFile = dir.resolve("job-log.yaml");
        String said = Files.readString(output, StandardCharsets.UTF_8);
        assertThat(logFile).as("lava-run's log; the script said:%n%s", said).exists();
        LavaJobLog log = LavaJobLog.read(logFile);
        assertThat(job.isAlive() ? -1 : job.exitValue())
                .as("lava-run's job: %s%nthe guest's console, last lines:%n%s", said, tail(log.console()))
                .isZero();
        assertThat(log.lavaResult("job")).contains("pass");
        assertThat(dir.resolve("output/result.yaml")).content().contains("result: pass");
        // The sweep ran in the guest, against the lab's gadget on dummy_hcd.
        assertThat(log.console()).contains("lab: source-sink gadget on dummy_udc.0");

        List<MeasuredPoint> points = RunFolder.readPoints(dir.resolve("share/run"));
        assertThat(points)
                .hasSize(2)
                .allSatisfy(p -> assertThat(p.key().device()).isEqualTo("usb:0525:a4a0"))
                .allMatch(MeasuredPoint::isOk);
        Map<Integer, MeasuredPoint> byBuffers =
                points.stream().collect(Collectors.toMap(p -> p.key().buffers(), Function.identity()));

        // The names are the job's own grid: IN, no-copy, 64 KiB requests, 2 and 4 buffers.
        Map<String, Integer> buffersOfCase = Map.of("in-no-copy-64K-buffers-2", 2, "in-no-copy-64K-buffers-4", 4);
        List<LavaJobLog.Case> all = log.cases("0_bulkbench-lab").stream()
                .filter(c -> c.set().equals("in-no-copy-64K"))
                .toList();
        // Each point, then what it cost the CPU (a case of its own, in us/MB).
        assertThat(all)
                .extracting(LavaJobLog.Case::id)
                .containsExactly(
                        "in-no-copy-64K-buffers-2",
                        "in-no-copy-64K-buffers-2-cpu",
                        "in-no-copy-64K-buffers-4",
                        "in-no-copy-64K-buffers-4-cpu");
        for (LavaJobLog.Case c : all) {
            if (c.id().endsWith("-cpu")) {
                assertThat(c.result()).as(c.id()).isEqualTo("pass");
                assertThat(Double.parseDouble(c.measurement())).as(c.id()).isPositive();
            }
        }
        List<LavaJobLog.Case> cases =
                all.stream().filter(c -> !c.id().endsWith("-cpu")).toList();
        for (LavaJobLog.Case c : cases) {
            MeasuredPoint point = byBuffers.get(buffersOfCase.get(c.id()));
            assertThat(c.result()).as(c.id()).isEqualTo("pass");
            assertThat(c.units()).as(c.id()).isEqualTo("MB/s");
            // bulkbench lava writes the figure to 3 decimals.
            assertThat(Double.parseDouble(c.measurement())).as(c.id()).isCloseTo(point.throughputMbS(), within(0.0005));
        }
        assertThat(log.lavaResult("0_bulkbench-lab")).contains("pass");
    }

    private static void requireLavaRun(Path script) throws Exception {
        Process check = new ProcessBuilder(script.toString(), "--check")
                .redirectErrorStream(true)
                .start();
        String said = new String(check.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        RequiredEnvironment.require(
                "the LAVA job test",
                check.waitFor() == 0 ? Optional.empty() : Optional.of(said),
                "install them as the message says, then run mvn -B -pl app -am verify -Pfarm-jobs");
    }

    private static String tail(String text) {
        List<String> lines = text.lines().toList();
        return String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
    }
}
