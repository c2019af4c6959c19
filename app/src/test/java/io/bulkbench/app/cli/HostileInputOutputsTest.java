package io.bulkbench.app.cli;

import static io.bulkbench.app.cli.HostileInputTest.mkfifo;
import static io.bulkbench.app.cli.HostileInputTest.refused;
import static io.bulkbench.app.cli.HostileInputTest.tree;
import static io.bulkbench.app.cli.HostileInputTest.workingFolderEntries;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every path a command writes passes one gate: an empty path, a device or a pipe where a
 * folder is wanted, a file where a folder is wanted and the reverse, a link a file would be
 * renamed over, a path under a file, a '..' after a part that does not exist and a name over
 * the filesystem's 255 bytes (a file's counting the temporary name it is written under) are
 * each one line and exit 2, with nothing written or replaced. (A pipe or a device named as a
 * file is written into: HostileInputLinksTest.)
 */
class HostileInputOutputsTest {
    /** Over 255 bytes, the longest name Linux's filesystems take. */
    private static final String LONG_NAME = "n".repeat(300);

    private static String[] predict(String out) {
        return new String[] {
            "predict", "--device", "sim:hs", "--buffers", "2,4", "--sizes", "16K", "--modes", "copy", "--out", out
        };
    }

    private static String[] calibrate(Path run, String out) {
        return new String[] {"calibrate", run.toString(), "--out", out};
    }

    private static Path runFolder(Path dir) throws Exception {
        return HostileInputTest.runFolder(dir, "run");
    }

    @Test
    void calibrateNeverReplacesALinkWithItsProfile(@TempDir Path dir) throws Exception {
        Path run = runFolder(dir);
        Path mine = Files.writeString(dir.resolve("mine.yaml"), "mine");
        Path link = Files.createSymbolicLink(dir.resolve("profile.yaml"), mine);
        Path dangling = Files.createSymbolicLink(dir.resolve("gone.yaml"), dir.resolve("nothing"));

        refused(CliRun.of(calibrate(run, link.toString())), "--out " + link, "is a symbolic link to " + mine);
        refused(CliRun.of(calibrate(run, dangling.toString())), "--out " + dangling, "a symbolic link to nothing");
        refused(CliRun.of(calibrate(run, dir.resolve("p.yaml") + "/")), "ends in '/', which names a folder");

        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(mine).content().isEqualTo("mine");
        assertThat(tree(dir))
                .containsExactlyInAnyOrder("", "run", "run/points.csv", "mine.yaml", "profile.yaml", "gone.yaml");
    }

    @Test
    void calibratesOutPassesTheGateBeforeTheFit(@TempDir Path dir) throws Exception {
        Path run = runFolder(dir);
        Path file = Files.writeString(dir.resolve("file"), "x");
        Set<String> before = workingFolderEntries();

        refused(CliRun.of(calibrate(run, "")), "--out ''", "is empty");
        refused(CliRun.of(calibrate(run, run.toString())), "--out " + run, "is a folder");
        refused(CliRun.of(calibrate(run, file.resolve("p.yaml").toString())), "lies under " + file);
        refused(CliRun.of(calibrate(run, dir.resolve(LONG_NAME + ".yaml").toString())), "over the 255 bytes");
        refused(CliRun.of(calibrate(run, dir.resolve("new/../p.yaml").toString())), "goes up ('..')", "new");
        // 233 bytes and the temporary name's 22 make 255: one more byte is refused, before a minute of fitting.
        refused(CliRun.of(calibrate(run, dir.resolve("p".repeat(229) + ".yaml").toString())), "at most 233 bytes");

        assertThat(tree(dir)).containsExactlyInAnyOrder("", "run", "run/points.csv", "file");
        assertThat(workingFolderEntries()).isEqualTo(before);
    }

    @Test
    void predictsOutPassesTheGate(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("file"), "x");
        Set<String> before = workingFolderEntries();

        refused(CliRun.of(predict("")), "--out ''", "is empty");
        refused(CliRun.of(predict(file.toString())), "--out " + file, "is a file, not a folder");
        refused(CliRun.of(predict("/dev/null")), "--out /dev/null", "is a device or a pipe");
        refused(CliRun.of(predict(file.resolve("run").toString())), "lies under " + file);
        refused(CliRun.of(predict(dir.resolve(LONG_NAME).toString())), "is 300 bytes, over the 255");
        refused(CliRun.of(predict(dir.resolve("new/../run").toString())), "goes up ('..') from " + dir.resolve("new"));

        assertThat(tree(dir)).containsExactlyInAnyOrder("", "file");
        assertThat(workingFolderEntries()).isEqualTo(before);
    }

    @Test
    void aNameOfExactlyTheFilesystemsLimitIsAFolderPredictWrites(@TempDir Path dir) {
        Path longest = dir.resolve("r".repeat(255));

        CliRun run = CliRun.of(predict(longest.toString()));

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(longest.resolve("points.csv")).isRegularFile();
    }

    @Test
    void predictNeverAddsToARunsRawCsv(@TempDir Path dir) throws Exception {
        Path run = Files.createDirectories(dir.resolve("run"));
        String raw = "board,device,direction,buffers,request_bytes,copy_mode,iteration,throughput_mb_s\n";
        Files.writeString(run.resolve("raw.csv"), raw);

        refused(CliRun.of(predict(run.toString())), "--out " + run, "already holds a raw.csv");
        refused(CliRun.of(HostileInputTest.sweep("--out", run.toString())), "already holds a raw.csv", "--resume");

        assertThat(run.resolve("raw.csv")).content().isEqualTo(raw);
        assertThat(tree(run)).containsExactlyInAnyOrder("", "raw.csv");
    }

    @Test
    void everyOtherWrittenPathTakesTheSameRules(@TempDir Path dir) throws Exception {
        Path points = Files.writeString(dir.resolve("points.csv"), PointsFiles.HEADER + PointsFiles.row(2, 10.0));
        Path fifo = dir.resolve("fifo");
        mkfifo(fifo);
        List<CliRun> runs = new ArrayList<>();
        runs.add(
                CliRun.of(HostileInputTest.sweep("--out", dir.resolve(LONG_NAME).toString())));
        runs.add(CliRun.of(HostileInputTest.sweep("--out", fifo.toString())));
        runs.add(CliRun.of(
                "analyze", points.toString(), "--out", dir.resolve("new/../a").toString()));
        runs.add(CliRun.of("site", "--out", fifo.toString(), "--db", "jdbc:sqlite:" + dir.resolve("none.db")));
        Path baseline = HostileInputTest.measuredRun(dir, "baseline", "b", 20);
        Path candidate = HostileInputTest.measuredRun(dir, "candidate", "b", 20);
        Set<String> runsBefore = tree(dir);
        runs.add(CliRun.of(
                "compare",
                baseline.toString(),
                candidate.toString(),
                "--junit",
                dir.resolve("p".repeat(230) + ".xml").toString()));
        Path linkToPoints = Files.createSymbolicLink(dir.resolve("junit.xml"), points);
        runs.add(CliRun.of("compare", baseline.toString(), candidate.toString(), "--junit", linkToPoints.toString()));

        refused(runs.get(0), "--out", "over the 255 bytes");
        refused(runs.get(1), "--out " + fifo, "is a device or a pipe");
        refused(runs.get(2), "goes up ('..')");
        refused(runs.get(3), "--out " + fifo, "is a device or a pipe");
        refused(runs.get(4), "--junit", "at most 233 bytes");
        refused(runs.get(5), "--junit " + linkToPoints, "is a symbolic link to " + points);
        runsBefore.add("junit.xml");
        assertThat(tree(dir)).isEqualTo(runsBefore);
        assertThat(runsBefore).contains("points.csv", "fifo").doesNotContain("a", "new");

        // 233 bytes and the temporary name's 22 make the 255 a name may have: that one is written.
        Path longest = dir.resolve("q".repeat(229) + ".xml");
        CliRun written = CliRun.of("compare", baseline.toString(), candidate.toString(), "--junit", longest.toString());
        assertThat(written.exitCode()).as(written.err()).isZero();
        assertThat(longest).isRegularFile();
    }
}
