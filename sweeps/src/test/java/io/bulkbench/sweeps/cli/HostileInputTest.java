package io.bulkbench.sweeps.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.benchmarks.sim.ProfileCatalog;
import io.bulkbench.sweeps.plan.BoardName;
import io.bulkbench.sweeps.plan.PlanAssembler;
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
    static final List<String> TINY = List.of("--device", "null", "--buffers", "2", "--sizes", "16K", "--modes", "copy",
            "--forks", "0", "--warmup", "0", "--iterations", "2", "--time", "50ms", "--no-baselines");

    static String[] sweep(String... more) {
        List<String> args = new ArrayList<>(List.of("sweep"));
        args.addAll(TINY);
        args.addAll(List.of(more));
        return args.toArray(String[]::new);
    }

    /** Exit 2, one line on stderr containing each of {@code expected}, no trace, nothing on stdout but progress. */
    static CliRun refused(CliRun run, String... expected) {
        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(2);
        assertThat(run.errLines()).as(run.err()).hasSize(1);
        assertThat(run.err()).contains(expected).doesNotContain("Exception").doesNotContain("\tat ")
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
        refused(CliRun.of("nightly", "--config", config.toString(), "--results", results.toString()),
                config + ": board '..'");
        refused(CliRun.of("sweep", "--config", config.toString()), config + ": board '..'");
        assertThat(tree(dir)).containsExactly("", "board.yaml");
    }

    @Test
    void aProfileFileNamedDotDotYamlGivesADefaultBoardInsideTheResults(@TempDir Path dir) throws IOException {
        Path profile = dir.resolve("..yaml");
        Files.writeString(profile, ProfileCatalog.resourceText("hs.yaml"));
        assertThat(PlanAssembler.boardFromDevice("sim:" + profile)).isEqualTo("board");
        assertThat(PlanAssembler.boardFromDevice("sim:" + dir.resolve("...yml")))
                .isEqualTo("board");
        assertThat(PlanAssembler.boardFromDevice("file:" + "x".repeat(200)))
                .hasSize(BoardName.MAX_LENGTH);
    }

    @Test
    void anOutThatIsNoFolderIsRefused(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("file"), "x");
        Set<String> before = workingFolderEntries();
        refused(CliRun.of(sweep("--out", "")), "--out ''", "is empty");
        refused(CliRun.of(sweep("--out", file.toString())), "--out " + file, "is a file");
        refused(CliRun.of(sweep("--out", "/dev/null")), "--out /dev/null", "is a file");
        refused(CliRun.of(sweep("--out", file.resolve("run").toString())), "lies under " + file);
        Path points = Files.writeString(dir.resolve("points.csv"), PointsFiles.HEADER + PointsFiles.row(2, 10.0));
        refused(CliRun.of("analyze", points.toString(), "--out", ""), "--out ''");
        refused(CliRun.of("analyze", points.toString(), "--out", "/dev/null"), "--out /dev/null");
        Path config = Files.writeString(dir.resolve("board.yaml"), "board: b\ndevice: null\n");
        refused(CliRun.of("nightly", "--config", config.toString(), "--results", file.toString()), "--results " + file);
        assertThat(workingFolderEntries()).isEqualTo(before);
        assertThat(tree(dir)).containsExactly("", "board.yaml", "file", "points.csv");
    }
}
