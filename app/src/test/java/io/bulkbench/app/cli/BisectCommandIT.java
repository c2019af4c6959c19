package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.bisect.CommitVerdict;
import io.bulkbench.analysis.bisect.TestedCommit;
import io.bulkbench.core.PointKey;
import io.bulkbench.reports.csv.BisectCsv;
import io.bulkbench.testing.FirmwareRepo;
import io.bulkbench.testing.TestJvm;
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
 * The whole command against a firmware repository made with git, on the simulator: each
 * commit's build installs its profile, one commit adds 30 us to every 16 KiB request
 * (7 % slower), one adds 4 us (1 %, under the 3 % threshold) and one cannot be built (its
 * build exits 125). Short JMH runs in this JVM; the simulator's timing noise is real.
 */
class BisectCommandIT {
    /** good end, 1 % step at 2, untestable 4, culprit 6 (+30 us), bad end 8. */
    private static final int[] HISTORY = {15, 15, 19, 19, 19, 19, 45, 45, 45};

    private static final int CULPRIT = 6;

    private static List<String> bisect(FirmwareRepo repo, Path out) {
        List<String> args = repo.bisect(repo.dir().toString(), repo.commit(0), "main", repo.buildCommand(), out);
        args.addAll(List.of("--forks", "0", "--warmup", "1", "--iterations", "3", "--time", "100ms"));
        return args;
    }

    private static Map<String, TestedCommit> rows(Path out, FirmwareRepo repo) throws Exception {
        PointKey point = new PointKey(
                "board", repo.device(), io.bulkbench.core.Direction.IN, 32, 16384, io.bulkbench.core.CopyMode.COPY);
        return BisectCsv.read(out.resolve("bisect.csv"), List.of(point)).stream()
                .collect(Collectors.toMap(TestedCommit::commit, Function.identity()));
    }

    @Test
    void findsTheCommitThatMadeTheBoardSlowerPassingOverAnUntestableOneAndASmallStep(@TempDir Path dir)
            throws Exception {
        FirmwareRepo repo =
                FirmwareRepo.create(dir.resolve("fw"), dir.resolve("installed/board.yaml"), HISTORY, List.of(4));
        Files.writeString(repo.dir().resolve("board.yaml"), "work in progress\n");
        String before = repo.checkoutState();
        Path out = dir.resolve("run");

        CliRun run = CliRun.of(bisect(repo, out).toArray(String[]::new));

        assertThat(run.exitCode()).as(run.out() + run.err()).isZero();
        System.out.println(run.out());
        String[] lines = run.out().strip().split("\\R");
        assertThat(lines[lines.length - 1])
                .as(run.out())
                .startsWith("first bad commit: " + repo.commit(CULPRIT) + " step 6:");
        assertThat(run.out()).contains("skipped: its build exited 125").contains("bisect: commit 1 of about 3");
        assertThat(repo.checkoutState()).isEqualTo(before);
        assertThat(out.resolve("worktree")).doesNotExist();
        assertThat(out.resolve("build").resolve(repo.commit(CULPRIT) + ".log")).exists();

        Map<String, TestedCommit> rows = rows(out, repo);
        assertThat(rows.get(repo.commit(4)).verdict()).isEqualTo(CommitVerdict.SKIP);
        assertThat(rows.get(repo.commit(3)).verdict()).as("after the 1 %% step").isEqualTo(CommitVerdict.GOOD);
        assertThat(rows.get(repo.commit(CULPRIT)).verdict()).isEqualTo(CommitVerdict.BAD);
        assertThat(rows.get(repo.commit(CULPRIT))
                        .points()
                        .get(0)
                        .fromGood()
                        .orElseThrow()
                        .estimate())
                .isBetween(-0.10, -0.04);
        assertThat(rows.get(repo.commit(0)).repeats()).isGreaterThanOrEqualTo(5);
        assertThat(Files.readAllLines(out.resolve("bisect-samples.csv"))).hasSizeGreaterThan(25);
    }

    @Test
    void endsThatDoNotDifferBeyondTheThresholdEndWithOneLineAndExitOne(@TempDir Path dir) throws Exception {
        FirmwareRepo repo = FirmwareRepo.create(
                dir.resolve("fw"), dir.resolve("installed/board.yaml"), new int[] {15, 15, 19}, List.of());
        String before = repo.checkoutState();

        CliRun run = CliRun.of(bisect(repo, dir.resolve("run")).toArray(String[]::new));

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(1);
        String[] lines = run.out().strip().split("\\R");
        assertThat(lines[lines.length - 1])
                .startsWith("bisect: the ends do not differ beyond the threshold at any point, nothing to bisect:")
                .contains("in_copy_16k_32");
        assertThat(run.out()).doesNotContain("first bad commit");
        assertThat(repo.checkoutState()).isEqualTo(before);
    }

    @Test
    void sigtermRemovesTheWorktreeLeavesTheCheckoutAsItWasAndTheBisectResumes(@TempDir Path dir) throws Exception {
        FirmwareRepo repo =
                FirmwareRepo.create(dir.resolve("fw"), dir.resolve("installed/board.yaml"), HISTORY, List.of(4));
        String before = repo.checkoutState();
        Path out = dir.resolve("run");
        Path log = dir.resolve("log.txt");
        List<String> command = new ArrayList<>(List.of(
                "env",
                "--default-signal=INT",
                TestJvm.javaBinary(),
                "-cp",
                TestJvm.classpath(),
                BulkbenchCommand.class.getName()));
        command.addAll(bisect(repo, out));
        Process child = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        Path samples = out.resolve("bisect-samples.csv");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        while (child.isAlive()
                && System.nanoTime() < deadline
                && !(Files.exists(samples) && Files.readAllLines(samples).size() > 7)) {
            Thread.sleep(50);
        }
        assertThat(child.isAlive()).as(Files.readString(log)).isTrue();
        new ProcessBuilder("kill", "-TERM", Long.toString(child.pid())).start().waitFor();
        assertThat(child.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String output = Files.readString(log, StandardCharsets.UTF_8);
        assertThat(child.exitValue()).as(output).isEqualTo(143);
        assertThat(output).contains("SIGTERM: stopping").contains("bulkbench bisect --resume " + out);
        assertThat(out.resolve("worktree")).doesNotExist();
        assertThat(repo.checkoutState()).isEqualTo(before);
        long kept = Files.readAllLines(samples).size() - 1;
        assertThat(kept).isGreaterThanOrEqualTo(7);

        CliRun resumed = CliRun.of("bisect", "--resume", out.toString());

        assertThat(resumed.exitCode()).as(resumed.out() + resumed.err()).isZero();
        assertThat(resumed.out().strip()).endsWith(repo.commit(CULPRIT) + " step 6: per-request cost 45 us");
        assertThat(resumed.out())
                .as("the good end's measurements are kept, not taken again")
                .doesNotContainPattern("good end \\S+ .*measurement 1:");
        assertThat(repo.checkoutState()).isEqualTo(before);
    }
}
