package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.benchmarks.sim.ProfileCatalog;
import io.bulkbench.sweeps.plan.BoardName;
import io.bulkbench.sweeps.plan.SweepPlan;
import io.bulkbench.sweeps.plan.SweepSettings;
import io.bulkbench.sweeps.run.DeviceCheck;
import io.bulkbench.sweeps.run.JmhLock;
import io.bulkbench.sweeps.run.PlanCheck;
import io.bulkbench.testing.LockHolder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile input, one nested class per kind: every case ends in exit code 2 (or the
 * documented behaviour), one line on stderr naming the bad value, no stack trace, and
 * nothing written outside the folder the test gave the program.
 */
class HostileInputTest {
    /** The tiniest sweep: one point on the null device, no baselines. */
    static final List<String> TINY = List.of(
            "--device",
            "null",
            "--buffers",
            "2",
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
            "50ms",
            "--no-baselines");

    /** {@code sweep} with the tiny plan; a flag in {@code more} replaces the tiny plan's own. */
    static String[] sweep(String... more) {
        List<String> args = new ArrayList<>(List.of("sweep"));
        List<String> given = List.of(more);
        for (int i = 0; i < TINY.size(); i++) {
            boolean flagWithValue = i + 1 < TINY.size() && !TINY.get(i + 1).startsWith("--");
            if (!given.contains(TINY.get(i))) {
                args.add(TINY.get(i));
                if (flagWithValue) {
                    args.add(TINY.get(i + 1));
                }
            }
            if (flagWithValue) {
                i++;
            }
        }
        args.addAll(given);
        return args.toArray(String[]::new);
    }

    /** Exit 2, one line on stderr containing each of {@code expected}, no trace, nothing on stdout but progress. */
    static CliRun refused(CliRun run, String... expected) {
        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(2);
        assertThat(run.errLines()).as(run.err()).hasSize(1);
        assertThat(run.err())
                .contains(expected)
                .doesNotContain("Exception")
                .doesNotContain("\tat ")
                .doesNotContain("BULKBENCH_DEBUG");
        return run;
    }

    /** Every file and folder below {@code dir}, as relative paths. */
    static Set<String> tree(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            return all.map(p -> dir.relativize(p).toString()).collect(TreeSet::new, Set::add, Set::addAll);
        }
    }

    /** The folder the program runs in: the default results root lives here. */
    static Path workingFolder() {
        return Path.of("").toAbsolutePath();
    }

    static Set<String> workingFolderEntries() throws IOException {
        try (Stream<Path> all = Files.list(workingFolder())) {
            return all.map(p -> p.getFileName().toString()).collect(TreeSet::new, Set::add, Set::addAll);
        }
    }

    // Paths: nothing is written outside the results folder or --out.

    @Test
    void boardNamesThatLeaveTheResultsFolderAreRefused(@TempDir Path dir) throws IOException {
        Set<String> before = workingFolderEntries();
        refused(CliRun.of(sweep("--board", "..")), "--board '..'", "not '.' or '..'");
        refused(CliRun.of(sweep("--board", ".")), "--board '.'");
        refused(CliRun.of(sweep("--board", "a/../../etc")), "--board 'a/../../etc'");
        refused(CliRun.of(sweep("--board", "")), "--board", "is empty");
        refused(CliRun.of(sweep("--board", "b".repeat(300))), "--board", "300 characters");
        assertThat(workingFolderEntries()).isEqualTo(before);
    }

    @Test
    void aBoardConfigNamingDotDotIsRefusedBeforeAnythingIsWritten(@TempDir Path dir) throws IOException {
        Path config = dir.resolve("board.yaml");
        Files.writeString(config, "board: ..\ndevice: null\n");
        Path results = dir.resolve("results");
        refused(
                CliRun.of("nightly", "--config", config.toString(), "--results", results.toString()),
                config + ": board '..'");
        refused(CliRun.of("sweep", "--config", config.toString()), config + ": board '..'");
        assertThat(tree(dir)).containsExactly("", "board.yaml");
    }

    @Test
    void aProfileFileNamedDotDotYamlGivesADefaultBoardInsideTheResults(@TempDir Path dir) throws IOException {
        Path profile = dir.resolve("..yaml");
        Files.writeString(profile, ProfileCatalog.resourceText("hs.yaml"));
        assertThat(BoardName.fromDevice("sim:" + profile)).isEqualTo("board");
        assertThat(BoardName.fromDevice("sim:" + dir.resolve("...yml"))).isEqualTo("board");
        assertThat(BoardName.fromDevice("file:" + "x".repeat(200))).hasSize(BoardName.MAX_LENGTH);
    }

    @Test
    void anOutThatIsNoFolderIsRefused(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("file"), "x");
        Set<String> before = workingFolderEntries();
        refused(CliRun.of(sweep("--out", "")), "--out ''", "is empty");
        refused(CliRun.of(sweep("--out", file.toString())), "--out " + file, "is a file");
        refused(CliRun.of(sweep("--out", "/dev/null")), "--out /dev/null", "is a device or a pipe");
        refused(CliRun.of(sweep("--out", file.resolve("run").toString())), "lies under " + file);
        Path points = Files.writeString(dir.resolve("points.csv"), PointsFiles.HEADER + PointsFiles.row(2, 10.0));
        refused(CliRun.of("analyze", points.toString(), "--out", ""), "--out ''");
        refused(CliRun.of("analyze", points.toString(), "--out", "/dev/null"), "--out /dev/null");
        Path config = Files.writeString(dir.resolve("board.yaml"), "board: b\ndevice: null\n");
        refused(CliRun.of("nightly", "--config", config.toString(), "--results", file.toString()), "--results " + file);
        assertThat(workingFolderEntries()).isEqualTo(before);
        assertThat(tree(dir)).containsExactly("", "board.yaml", "file", "points.csv");
    }

    // Input files: regular, readable, under a size limit, UTF-8; else one line naming the file.

    /** A run folder holding one series of four points of board {@code b}. */
    static Path runFolder(Path dir, String name) throws IOException {
        Path run = Files.createDirectories(dir.resolve(name));
        Files.writeString(run.resolve("points.csv"), PointsFiles.HEADER + PointsFiles.series("b", 1, 2, 4, 8));
        return run;
    }

    static void mkfifo(Path path) throws Exception {
        assertThat(new ProcessBuilder("mkfifo", path.toString()).start().waitFor())
                .isZero();
    }

    static void sparse(Path path, long bytes) throws IOException {
        try (java.io.RandomAccessFile file = new java.io.RandomAccessFile(path.toFile(), "rw")) {
            file.setLength(bytes);
        }
    }

    @Test
    void aPipeOrDeviceGivenAsAProfileIsRefusedAtOnce(@TempDir Path dir) throws Exception {
        Path fifo = dir.resolve("fifo.yaml");
        mkfifo(fifo);
        refused(
                CliRun.of(
                        "sweep",
                        "--device",
                        "sim:" + fifo,
                        "--out",
                        dir.resolve("run").toString()),
                "profile file " + fifo + " is not a regular file");
        refused(
                CliRun.of(
                        "sweep",
                        "--device",
                        "sim:/dev/zero",
                        "--out",
                        dir.resolve("run").toString()),
                "/dev/zero is not a regular file");
        Path huge = dir.resolve("huge.yaml");
        sparse(huge, 3L << 30);
        refused(
                CliRun.of(
                        "sweep",
                        "--device",
                        "sim:" + huge,
                        "--out",
                        dir.resolve("run").toString()),
                huge + " is 3 GiB, over the 1 MiB");
        Path config = dir.resolve("board.yaml");
        mkfifo(config);
        refused(
                CliRun.of(
                        "nightly",
                        "--config",
                        config.toString(),
                        "--results",
                        dir.resolve("results").toString()),
                config + " is not a regular file");
        assertThat(tree(dir)).containsExactlyInAnyOrder("", "fifo.yaml", "huge.yaml", "board.yaml");
    }

    @Test
    void aPipeOrALinkToADeviceInARunFolderIsRefusedByEveryCommand(@TempDir Path dir) throws Exception {
        Path good = runFolder(dir, "good");
        Path fifo = runFolder(dir, "fifo");
        mkfifo(fifo.resolve("raw.csv"));
        Path zero = runFolder(dir, "zero");
        Files.createSymbolicLink(zero.resolve("raw.csv"), Path.of("/dev/zero"));
        for (Path run : List.of(fifo, zero)) {
            String raw = run.resolve("raw.csv") + " is not a regular file";
            refused(CliRun.of("report", run.toString()), raw);
            refused(CliRun.of("analyze", run.toString()), raw);
            refused(CliRun.of("analyze", run.resolve("points.csv").toString()), raw);
            refused(CliRun.of("compare", good.toString(), run.toString()), raw);
            refused(CliRun.of("compare", run.toString(), good.toString()), raw);
        }
        Path points = runFolder(dir, "points");
        Files.delete(points.resolve("points.csv"));
        mkfifo(points.resolve("points.csv"));
        refused(CliRun.of("report", points.toString()), points.resolve("points.csv") + " is not a regular file");
    }

    @Test
    void aHugeTableIsRefusedBeforeItIsRead(@TempDir Path dir) throws Exception {
        Path raw = runFolder(dir, "raw");
        sparse(raw.resolve("raw.csv"), 3L << 30);
        refused(CliRun.of("report", raw.toString()), raw.resolve("raw.csv") + " is 3 GiB, over the 256 MiB");
        Path points = runFolder(dir, "points");
        sparse(points.resolve("points.csv"), 3L << 30);
        refused(CliRun.of("analyze", points.resolve("points.csv").toString()), "points.csv is 3 GiB");
        refused(CliRun.of("compare", raw.toString(), points.toString()), "is 3 GiB");
    }

    @Test
    void textThatIsNotUtf8NamesTheFileAndLine(@TempDir Path dir) throws Exception {
        Path run = runFolder(dir, "latin1");
        Path points = run.resolve("points.csv");
        Files.write(
                points,
                (PointsFiles.HEADER + PointsFiles.series("b", 1, 2) + PointsFiles.series("Gr\u00f6\u00dfe", 4))
                        .getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        refused(CliRun.of("analyze", points.toString()), points + " line 4: byte 0xf6 is not UTF-8");
        refused(CliRun.of("report", run.toString()), points + " line 4");
        Path binary = runFolder(dir, "binary");
        Files.write(binary.resolve("points.csv"), new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n'});
        refused(CliRun.of("report", binary.toString()), "points.csv line 1: byte 0x89");
        Path config = Files.write(
                dir.resolve("board.yaml"),
                "board: b\n# caf\u00e9\n".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        refused(CliRun.of("sweep", "--config", config.toString()), config + " line 2: byte 0xe9");
    }

    // Run folders are consistent or refused.

    @Test
    void aShortRowIsRefusedWhereverItStands(@TempDir Path dir) throws Exception {
        Path run = runFolder(dir, "run");
        Path points = run.resolve("points.csv");
        String shortRow = PointsFiles.row(16, 19.0).replaceFirst(",measured\\n$", "\n");
        Files.writeString(points, shortRow, java.nio.file.StandardOpenOption.APPEND);
        refused(CliRun.of("analyze", run.toString()), points + " line 6: the record has 15 cells");
        refused(CliRun.of("analyze", points.toString()), points + " line 6: the record has 15 cells");
        Files.writeString(points, PointsFiles.HEADER + shortRow + PointsFiles.series("b", 1, 2, 4));
        refused(CliRun.of("report", run.toString()), points + " line 2: the record has 15 cells");
    }

    @Test
    void aPointRecordedTwiceWithOtherFiguresIsRefusedNamingBothLines(@TempDir Path dir) throws Exception {
        Path run = runFolder(dir, "run");
        Path points = run.resolve("points.csv");
        Files.writeString(points, PointsFiles.row(2, 3.0), java.nio.file.StandardOpenOption.APPEND);
        refused(CliRun.of("analyze", points.toString()), points + " line 6", "than on line 3");
        refused(CliRun.of("report", run.toString()), "line 6", "line 3");
        assertThat(tree(run)).containsExactly("", "points.csv");
    }

    @Test
    void aFolderHoldingAnotherBoardsPointsIsRefused(@TempDir Path dir) throws Exception {
        Path run = runFolder(dir, "run");
        Path points = run.resolve("points.csv");
        Files.writeString(points, PointsFiles.series("other", 16), java.nio.file.StandardOpenOption.APPEND);
        refused(CliRun.of("report", run.toString()), "points of board 'b' and of board 'other'");
        refused(CliRun.of("analyze", points.toString()), "points of board 'b' and of board 'other'");
    }

    @Test
    void resumeRefusesFlagsThatContradictTheFolderAndPointsOfAnotherPlan(@TempDir Path dir) throws Exception {
        Path run = dir.resolve("run");
        CliRun first = CliRun.of(sweep("--out", run.toString()));
        assertThat(first.exitCode()).as(first.out() + first.err()).isZero();
        Set<String> before = tree(dir);
        String resume = run.toString();
        refused(CliRun.of("sweep", "--resume", resume, "--buffers", "2,4"), "--buffers 2,4 (the plan has 2)");
        refused(
                CliRun.of("sweep", "--resume", resume, "--device", "sim:hs", "--iterations", "3"),
                "--device sim:hs (the plan has null)",
                "--iterations 3 (the plan has 2)",
                "drop those flags");
        refused(
                CliRun.of(
                        "sweep",
                        "--resume",
                        resume,
                        "--out",
                        dir.resolve("elsewhere").toString()),
                "--out");
        refused(CliRun.of("sweep", "--resume", resume, "--latency"), "--latency (the plan has latency: false)");
        assertThat(CliRun.of("sweep", "--resume", resume, "--buffers", "2", "--device", "null")
                        .exitCode())
                .isZero();

        Path points = run.resolve("points.csv");
        Files.writeString(
                points,
                Files.readString(points).replace("\nb,null,", "\nother,null,").replaceAll("(?m)^null-", "other-"));
        String text = Files.readString(points);
        Files.writeString(points, text.replaceAll("(?m)^null,null,", "other,null,"));
        refused(
                CliRun.of("sweep", "--resume", resume),
                "holds a point of board 'other'",
                "the folder's plan is board 'null'");
        assertThat(tree(dir)).isEqualTo(before);
    }

    @Test
    void nightlyStartsANewRunWhenTheBoardsPlanChangedTheSameDay(@TempDir Path dir) throws Exception {
        Path config = dir.resolve("board.yaml");
        // The second night is compared with the first; in-process 50 ms iterations of the null device vary by
        // tens of percent, and this test is about the new run, not about a regression: only a 99 % drop counts.
        String plan = "board: lab\ndevice: null\nsizes: 16K\nmodes: copy\nbaselines: false\n"
                + "regression_threshold_percent: 99\n"
                + "jmh: {forks: 0, warmup: 0, iterations: 2, time: 50ms}\n";
        Files.writeString(config, plan + "buffers: 2\n");
        Path results = dir.resolve("results");
        CliRun first = CliRun.of("nightly", "--config", config.toString(), "--results", results.toString());
        assertThat(first.exitCode()).as(first.out() + first.err()).isZero();
        Files.writeString(config, plan + "buffers: 2,4\n");
        CliRun second = CliRun.of("nightly", "--config", config.toString(), "--results", results.toString());
        assertThat(second.exitCode()).as(second.out() + second.err()).isZero();
        assertThat(second.out()).contains("was made with another plan").contains("2 points to measure");
        try (Stream<Path> runs = Files.list(results.resolve("lab"))) {
            assertThat(runs.count()).isEqualTo(2);
        }
    }

    // Two sweeps on one host queue on JMH's lock.

    @Test
    void aSecondSweepWaitsForJmhsLockAndThenMeasures(@TempDir Path dir) throws Exception {
        Path run = dir.resolve("run");
        CliRun second;
        try (LockHolder first = LockHolder.hold(JmhLock.jmhLockFile(), 2500, dir)) {
            second = CliRun.of(sweep("--out", run.toString(), "--lock-timeout", "5m"));
        }
        assertThat(second.exitCode()).as(second.out() + second.err()).isZero();
        assertThat(second.out())
                .contains("another JMH run on this host holds " + JmhLock.jmhLockFile())
                .contains("up to 5m00s (--lock-timeout)")
                .contains("is free after")
                .contains("[1/1] ok");
        assertThat(second.err()).isEmpty();
    }

    @Test
    void aSweepThatWaitedPastItsLimitSaysSoInOneLine(@TempDir Path dir) throws Exception {
        Path run = dir.resolve("run");
        CliRun second;
        try (LockHolder first = LockHolder.hold(JmhLock.jmhLockFile(), 30_000, dir)) {
            second = CliRun.of(sweep("--out", run.toString(), "--lock-timeout", "1s"));
        }
        assertThat(second.exitCode()).isEqualTo(1);
        assertThat(second.errLines()).hasSize(1);
        assertThat(second.err()).contains("for longer than the 1s this sweep waits; nothing was measured");
        refused(CliRun.of(sweep("--out", run.toString(), "--lock-timeout", "forever")), "--lock-timeout 'forever'");
    }

    // Plans are checked before the first point.

    @Test
    void aPlanThatCannotRunIsRefusedBeforeTheFirstPoint(@TempDir Path dir) throws Exception {
        Set<String> before = workingFolderEntries();
        String out = dir.resolve("run").toString();
        refused(
                CliRun.of("sweep", "--device", "null", "--sizes", "1024M", "--out", out),
                "--sizes '1024M'",
                "1 GiB is over 16 MiB");
        refused(
                CliRun.of("sweep", "--device", "null", "--buffers", "1024", "--sizes", "16M", "--out", out),
                "16 GiB of buffers");
        // A path under this test's own folder: a fixed one such as /nonexistent is the home
        // of the nobody user, which a program run as nobody may create.
        String missing = "file:" + dir.resolve("no-such-disk");
        refused(CliRun.of(sweep("--device", missing, "--out", out)), missing, "no existing file");
        Path fifo = dir.resolve("disk");
        mkfifo(fifo);
        refused(CliRun.of(sweep("--device", "file:" + fifo, "--out", out)), "names a pipe or socket");
        refused(
                CliRun.of(
                        "sweep",
                        "--device",
                        "sim:hs",
                        "--forks",
                        "0",
                        "--fault",
                        "crash_after_requests=5",
                        "--out",
                        out),
                "--forks 0",
                "use --forks 1");
        // The same crash written into a profile file rather than given as a flag.
        Path crashing = dir.resolve("crashing.yaml");
        Files.writeString(
                crashing,
                io.bulkbench.benchmarks.sim.ProfileCatalog.resourceText("example.yaml")
                        .replaceFirst("(?m)^faults:$", "faults:\n  crash_after_requests: 5"));
        refused(
                CliRun.of("sweep", "--device", "sim:" + crashing, "--forks", "0", "--out", out),
                "--forks 0",
                "use --forks 1");
        Path config = dir.resolve("board.yaml");
        Files.writeString(config, "board: b\ndevice: null\nsymbols:\n  buffers: \"CONFIG_A\\nCONFIG_B=1\"\n");
        refused(
                CliRun.of("sweep", "--config", config.toString(), "--out", out),
                config + ": symbols.buffers 'CONFIG_A\\nCONFIG_B=1' is not a Kconfig name");
        assertThat(tree(dir)).containsExactlyInAnyOrder("", "disk", "crashing.yaml", "board.yaml");
        assertThat(workingFolderEntries()).isEqualTo(before);
    }

    @Test
    void aHugePlanIsRefusedUnlessAskedFor(@TempDir Path dir) {
        String out = dir.resolve("run").toString();
        long started = System.nanoTime();
        refused(
                CliRun.of(
                        "sweep",
                        "--device",
                        "null",
                        "--buffers",
                        "1..512+1",
                        "--sizes",
                        "512..1M+512",
                        "--modes",
                        "copy,no-copy",
                        "--direction",
                        "in,out,both",
                        "--out",
                        out),
                "6291456 points",
                "--allow-large-plan");
        refused(CliRun.of("sweep", "--sizes", "512..16M+512", "--out", out), "more than 4096 values");
        refused(CliRun.of("sweep", "--buffers", "1..2000000000+1", "--out", out), "--buffers");
        refused(
                CliRun.of(sweep("--iterations", "2000000000", "--time", "1h", "--out", out)),
                "would take about",
                "--allow-large-plan");
        refused(
                CliRun.of(sweep("--time", "100000000000000000000s", "--out", out)),
                "--time '100000000000000000000s' is longer");
        assertThat(System.nanoTime() - started)
                .isLessThan(java.time.Duration.ofSeconds(20).toNanos());
        SweepPlan large = io.bulkbench.sweeps.plan.Settings.resolve(
                        io.bulkbench.sweeps.plan.FlagValues.of(java.util.Map.of(
                                SweepSettings.DEVICE, List.of("null"),
                                SweepSettings.ITERATIONS, List.of("2000000000"),
                                SweepSettings.TIME, List.of("1h"))),
                        java.util.Optional.empty(),
                        DeviceCheck::normalise)
                .plan();
        PlanCheck.beforeFirstPoint(large, true);
    }

    // Nothing compared is never all well; a regression with few iterations is found.

    static Path measuredRun(Path dir, String name, String board, double mbS) throws IOException {
        Path run = Files.createDirectories(dir.resolve(name));
        List<io.bulkbench.core.MeasuredPoint> points = new ArrayList<>();
        for (int n : new int[] {1, 2, 4, 8}) {
            io.bulkbench.core.PointKey key = new io.bulkbench.core.PointKey(
                    board, "null", io.bulkbench.core.Direction.IN, n, 16384, io.bulkbench.core.CopyMode.COPY);
            double mean = mbS * n / (n + 0.6);
            points.add(
                    io.bulkbench.core.MeasuredPoint.ok(key, mean, 0.01 * mean, List.of(0.995 * mean, 1.005 * mean), 0));
        }
        io.bulkbench.reports.csv.PointsCsv.write(points, run.resolve("points.csv"));
        io.bulkbench.reports.csv.RawCsv.write(points, run.resolve("raw.csv"));
        return run;
    }

    @Test
    void nothingToCompareOrAnalyseIsAnError(@TempDir Path dir) throws Exception {
        Path candidate = measuredRun(dir, "candidate", "b", 20);
        Path other = measuredRun(dir, "other", "another-board", 20);
        refused(CliRun.of("compare", other.toString(), candidate.toString()), "board 'another-board'", "board 'b'");
        Path empty = Files.createDirectories(dir.resolve("empty"));
        Files.writeString(empty.resolve("points.csv"), PointsFiles.HEADER);
        refused(CliRun.of("compare", empty.toString(), candidate.toString()), "nothing to compare", "0 ok of 0");
        Path failed = Files.createDirectories(dir.resolve("failed"));
        Files.writeString(
                failed.resolve("points.csv"),
                PointsFiles.HEADER + "b,null,in,1,16384,copy,failed,,,,,0,0,gone,,measured\n");
        refused(CliRun.of("compare", failed.toString(), candidate.toString()), "nothing to compare", "0 ok of 1");
        refused(CliRun.of("analyze", empty.resolve("points.csv").toString()), "holds no points");
        CliRun allFailed = CliRun.of("analyze", failed.toString());
        assertThat(allFailed.out()).contains("warning: every point of " + failed + " failed");
    }

    @Test
    void halfTheBaselineWithTwoIterationsASideIsARegression(@TempDir Path dir) throws Exception {
        Path baseline = measuredRun(dir, "baseline", "b", 20);
        Path candidate = measuredRun(dir, "candidate", "b", 10);
        CliRun run = CliRun.of("compare", baseline.toString(), candidate.toString());
        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(3);
        assertThat(run.out()).contains("4 regression(s)");
        assertThat(candidate.resolve("compare.csv")).content().contains("student");
    }
}
