package io.bulkbench.app.cli;

import static io.bulkbench.app.cli.HostileInputTest.mkfifo;
import static io.bulkbench.app.cli.HostileInputTest.refused;
import static io.bulkbench.app.cli.HostileInputTest.sweep;
import static io.bulkbench.app.cli.HostileInputTest.tree;
import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.benchmarks.sim.ProfileCatalog;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.lava.LavaResults;
import io.bulkbench.reports.lava.LavaStep;
import io.bulkbench.sweeps.run.JmhLock;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No work without a bound: a profile cannot make a request wait for hours, a point
 * stops at its limit, change-point windows, predictions and LAVA helpers have theirs, and
 * a lock file that would block for ever is refused. Each bound is tested by a tiny value
 * given as a flag, not by timing a normal run.
 */
class HostileInputBoundsTest {

    /** The example profile with {@code key: value} in place of the key's own line under host:. */
    private static Path profile(Path dir, String key, String value) throws Exception {
        String example = ProfileCatalog.resourceText("example.yaml");
        String changed = example.replaceFirst("(?m)^  " + key + ": .*$", "  " + key + ": " + value);
        assertThat(changed).isNotEqualTo(example);
        return Files.writeString(dir.resolve("board.yaml"), changed);
    }

    @Test
    void aProfileTimeOfHoursIsRefusedByEveryCommandThatReadsIt(@TempDir Path dir) throws Exception {
        Path slow = profile(dir, "completion_latency_us", "1.0e+12");
        String out = dir.resolve("run").toString();

        refused(
                CliRun.of(sweep("--device", "sim:" + slow, "--out", out)),
                "host.completion_latency_us must be at most 1000000, was 1000000000000");
        refused(CliRun.of("predict", "--device", "sim:" + slow), "host.completion_latency_us must be at most");
        Path crawling = profile(dir, "bandwidth_mb_s", "0.000000001");
        refused(CliRun.of("predict", "--device", "sim:" + crawling), "link.bandwidth_mb_s must be from 0.01");
        assertThat(tree(dir)).containsExactly("", "board.yaml");
    }

    @Test
    void aPointPastItsLimitFailsWithTheReasonAndTheSweepEnds(@TempDir Path dir) throws Exception {
        // each request waits a whole second for its completion: far longer than the point may take
        Path slow = profile(dir, "completion_latency_us", "1000000");
        Path run = dir.resolve("run");

        CliRun sweep = CliRun.of(sweep("--device", "sim:" + slow, "--out", run.toString(), "--point-timeout", "200ms"));

        assertThat(sweep.exitCode()).as(sweep.out() + sweep.err()).isEqualTo(ExitCode.FAILED);
        assertThat(sweep.err()).isEmpty();
        List<MeasuredPoint> points = RunFolder.readPoints(run);
        assertThat(points).singleElement().satisfies(p -> {
            assertThat(p.isOk()).isFalse();
            assertThat(p.reason()).contains("took longer than the 200ms a point may take");
        });
        refused(
                CliRun.of(sweep("--out", dir.resolve("other").toString(), "--point-timeout", "soon")),
                "--point-timeout 'soon' is not a duration");
    }

    @Test
    void aChangePointWindowBeyondItsLimitIsRefusedBeforeAnyRowIsRead(@TempDir Path dir) throws Exception {
        Path series = Files.writeString(dir.resolve("series.csv"), "time,mb_s\n1,10\n2,10\n3,10\n");
        refused(CliRun.of("changes", series.toString(), "--window", "100000"), "--window 1000 or fewer rows");
        refused(CliRun.of("changes", series.toString(), "--window", "1001"), "window 1001 is too large");
        assertThat(CliRun.of("changes", series.toString(), "--window", "1000").exitCode())
                .isZero();
    }

    @Test
    void aPredictionOfHalfAMillionPointsNeedsTheSameConsentAsASweep(@TempDir Path dir) {
        refused(
                CliRun.of(
                        "predict",
                        "--device",
                        "sim:hs",
                        "--buffers",
                        "1..1024+1",
                        "--sizes",
                        "16K..4096K+16K",
                        "--out",
                        dir.resolve("predicted").toString()),
                "the plan has 524288 points, more than 10000",
                "--allow-large-plan");
        assertThat(dir.resolve("predicted")).doesNotExist();
    }

    private static final List<LavaStep> ONE_CASE = List.of(
            new LavaStep.Helper(List.of(LavaResults.TEST_SET, "start", "in-copy-16K")),
            new LavaStep.Helper(List.of(LavaResults.TEST_CASE, "in-copy-16K-buffers-2", "--result", "pass")),
            new LavaStep.Helper(List.of(LavaResults.TEST_SET, "stop")));

    /** What reporting one case said, in a test shell whose lava-test-case is {@code testCase}. */
    private record Reported(boolean ok, String out, String err) {}

    /**
     * Reports {@link #ONE_CASE} through helpers placed first on the test shell's PATH:
     * {@code lava-test-set} a no-op, {@code lava-test-case} a script of {@code testCase}.
     */
    private static Reported report(Path dir, String testCase, Duration timeout) throws Exception {
        Path bin = Files.createDirectories(dir.resolve("bin"));
        for (String[] helper : List.of(
                new String[] {LavaResults.TEST_SET, "exit 0"}, new String[] {LavaResults.TEST_CASE, testCase})) {
            Path file = Files.writeString(bin.resolve(helper[0]), "#!/bin/sh\n" + helper[1] + "\n");
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        LavaShell shell =
                LavaShell.of(Map.of("PATH", bin + ":/usr/bin:/bin", LavaShell.RESULT_DIR, dir.toString()), timeout);
        boolean ok = shell.run(ONE_CASE, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Reported(ok, out.toString(), err.toString());
    }

    @Test
    void aLavaHelperThatNeverReturnsIsStoppedAtItsTimeout(@TempDir Path dir) throws Exception {
        Reported hung = report(dir, "echo '<LAVA_SIGNAL_TESTCASE'; exec sleep 600", Duration.ofMillis(300));

        assertThat(hung.ok()).isFalse();
        assertThat(hung.out()).contains("<LAVA_SIGNAL_TESTCASE");
        assertThat(hung.err().lines().toList())
                .singleElement()
                .asString()
                .contains("lava-test-case in-copy-16K-buffers-2 --result pass did not finish within 300ms")
                .contains("--helper-timeout");
        refused(CliRun.of("lava", dir.toString(), "--helper-timeout", "forever"), "--helper-timeout 'forever'");
    }

    @Test
    void aLavaHelperThatFloodsIsStoppedNotBuffered(@TempDir Path dir) throws Exception {
        Reported flood = report(dir, "exec yes LAVA_SIGNAL_FLOOD", Duration.ofMinutes(1));

        assertThat(flood.ok()).isFalse();
        assertThat(flood.out().length()).isLessThanOrEqualTo((int) LavaShell.MAX_OUTPUT_CHARS);
        assertThat(flood.err().lines().toList())
                .singleElement()
                .asString()
                .contains("wrote more than 1 MiB")
                .doesNotContain("OutOfMemoryError");
    }

    @Test
    void aPipeOrAFolderWhereJmhsLockBelongsIsRefusedInOneLine(@TempDir Path dir) throws Exception {
        String tmp = System.getProperty("java.io.tmpdir");
        try {
            System.setProperty("java.io.tmpdir", dir.toString());
            mkfifo(JmhLock.jmhLockFile());
            refused(
                    CliRun.of(sweep("--out", dir.resolve("run").toString())),
                    dir.resolve("jmh.lock") + " is not a regular file (a pipe, device or socket)",
                    "-Djava.io.tmpdir=DIR");
            Files.delete(JmhLock.jmhLockFile());
            Files.createDirectory(JmhLock.jmhLockFile());
            refused(
                    CliRun.of(sweep("--out", dir.resolve("run2").toString())),
                    dir.resolve("jmh.lock") + " is a folder where JMH's lock file belongs");
        } finally {
            System.setProperty("java.io.tmpdir", tmp);
        }
        assertThat(tree(dir)).containsExactly("", "jmh.lock");
    }
}
