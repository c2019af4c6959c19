package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.reports.RunFolder;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A sweep in its own JVM, stopped the hard way (kill -9) and the polite way (Ctrl-C,
 * SIGINT), then resumed: no finished point is lost or measured again, and the resumed
 * folder holds exactly the plan's points.
 */
class InterruptedSweepIT {
    private static final List<String> SWEEP = List.of(
            "sweep",
            "--device",
            "sim:hs",
            "--buffers",
            "1..10+1",
            "--sizes",
            "16K",
            "--modes",
            "copy",
            "--forks",
            "0",
            "--warmup",
            "0",
            "--iterations",
            "2",
            "--time",
            "100ms",
            "--no-baselines");

    private static Process start(Path run, Path log) throws IOException {
        // A shell that starts a job in the background has it ignore SIGINT, and the child
        // inherits that; a person at a terminal does not: env resets it before java starts.
        List<String> cmd = new ArrayList<>(List.of(
                "env",
                "--default-signal=INT",
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                BulkbenchCommand.class.getName()));
        cmd.addAll(SWEEP);
        cmd.addAll(List.of("--out", run.toString()));
        return new ProcessBuilder(cmd)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
    }

    /** Waits until the journal holds at least {@code count} points. */
    private static void awaitPoints(Path run, int count, Process process) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        while (System.nanoTime() < deadline && process.isAlive()) {
            Path points = run.resolve("points.csv");
            if (Files.exists(points) && Files.readAllLines(points).size() > count) {
                return;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("the sweep did not journal " + count + " points in time");
    }

    private static Map<PointKey, MeasuredPoint> byKey(List<MeasuredPoint> points) {
        return points.stream().collect(Collectors.toMap(MeasuredPoint::key, Function.identity()));
    }

    @Test
    void killNineThenResumeLosesNothingAndMeasuresNothingTwice(@TempDir Path dir) throws Exception {
        Path run = dir.resolve("run");
        Process sweep = start(run, dir.resolve("log.txt"));
        awaitPoints(run, 3, sweep);
        sweep.destroyForcibly();
        assertThat(sweep.waitFor(30, TimeUnit.SECONDS)).isTrue();
        Map<PointKey, MeasuredPoint> before = byKey(RunFolder.readPoints(run));
        assertThat(before.size()).isBetween(3, 9);

        CliRun resumed = CliRun.of("sweep", "--resume", run.toString());
        assertThat(resumed.exitCode()).as(resumed.out() + resumed.err()).isZero();
        assertThat(resumed.out())
                .contains((10 - before.size()) + " points to measure (" + before.size() + " already done)");
        Map<PointKey, MeasuredPoint> after = byKey(RunFolder.readPoints(run));
        assertThat(after.keySet())
                .extracting(PointKey::buffers)
                .containsExactlyInAnyOrder(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
        // a point kept as it was, or, late and leaving a default undecided, taken again and marked so
        before.forEach((key, point) -> {
            MeasuredPoint now = after.get(key);
            if (!now.equals(point)) {
                assertThat(now.isRetake())
                        .as(key + " changed without being a retake")
                        .isTrue();
                assertThat(point.lateShare().orElse(0))
                        .as(key + " retaken on time")
                        .isPositive();
            }
        });
        // measured once each, besides the marked retakes
        assertThat(Files.readAllLines(run.resolve("points.csv")).stream()
                        .skip(1)
                        .filter(l -> !l.contains(MeasuredPoint.RETAKE)))
                .hasSize(10);
        assertThat(after.values()).allSatisfy(p -> assertThat(p.samples()).hasSize(2));
        assertThat(run.resolve("report.html")).isNotEmptyFile();
    }

    @Test
    void ctrlCStopsAfterThePointInFlightAndSaysHowToResume(@TempDir Path dir) throws Exception {
        stopResumeAndCheck(dir, "INT", 130);
    }

    @Test
    void sigtermStopsLikeCtrlCWithItsOwnExitCode(@TempDir Path dir) throws Exception {
        stopResumeAndCheck(dir, "TERM", 143);
    }

    /** Sends {@code signal} after two points: the sweep ends with {@code exitCode}, keeps its points and resumes. */
    private static void stopResumeAndCheck(Path dir, String signal, int exitCode) throws Exception {
        Path run = dir.resolve("run");
        Path log = dir.resolve("log.txt");
        Process sweep = start(run, log);
        awaitPoints(run, 2, sweep);
        new ProcessBuilder("kill", "-" + signal, Long.toString(sweep.pid()))
                .start()
                .waitFor();
        assertThat(sweep.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String output = Files.readString(log, StandardCharsets.UTF_8);
        assertThat(sweep.exitValue()).as(output).isEqualTo(exitCode);
        assertThat(output)
                .contains("SIG" + signal + ": stopping after the point in flight")
                .contains("--resume " + run)
                .doesNotContain("Exception");
        List<MeasuredPoint> kept = RunFolder.readPoints(run);
        assertThat(kept).isNotEmpty().allSatisfy(p -> assertThat(p.isOk()).isTrue());
        assertThat(kept.size()).isLessThan(10);
        assertThat(run.resolve("report.html")).isNotEmptyFile();

        CliRun resumed = CliRun.of("sweep", "--resume", run.toString());
        assertThat(resumed.exitCode()).isZero();
        assertThat(RunFolder.readPoints(run)).hasSize(10);
    }
}
