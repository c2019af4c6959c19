package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.bisect.CommitVerdict;
import io.bulkbench.analysis.bisect.TestedCommit;
import io.bulkbench.core.PointKey;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.RunStore;
import io.bulkbench.history.SyntheticRuns;
import io.bulkbench.reports.csv.BisectCsv;
import io.bulkbench.testing.FirmwareRepo;
import io.bulkbench.testing.TestJvm;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The whole command against a firmware repository made with git, on the simulator: each
 * commit's build installs its profile, one commit adds 30 us to every 16 KiB request
 * (7 % slower), one adds 4 us (1 %, under the 3 % threshold) and one cannot be built (its
 * build exits 125). Short JMH runs in this JVM; the simulator's timing noise is real. A
 * machine too busy to pace the simulator stops the bisect with one line naming the late
 * shares it measured; that measured cause, and nothing else, excuses a test from its answer.
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

    /**
     * One bisect, recorded with --db into a lab database that holds three nights of the
     * board: the answer, the folder, its report, the recorded bisection on the board's site
     * page, and import of the same folder skipping it.
     */
    @Test
    void findsTheCommitThatMadeTheBoardSlowerPassingOverAnUntestableOneAndASmallStep(@TempDir Path dir)
            throws Exception {
        FirmwareRepo repo =
                FirmwareRepo.create(dir.resolve("fw"), dir.resolve("installed/board.yaml"), HISTORY, List.of(4));
        Files.writeString(repo.dir().resolve("board.yaml"), "work in progress\n");
        String before = repo.checkoutState();
        Path out = dir.resolve("run");
        String db = labWithNights(dir.resolve("lab.db"));
        List<String> args = bisect(repo, out);
        args.addAll(List.of("--db", db));

        CliRun run = CliRun.of(args.toArray(String[]::new));

        assertThat(repo.checkoutState()).isEqualTo(before);
        assertThat(out.resolve("worktree")).doesNotExist();
        BisectLateness.excuseOnlyThat(run.exitCode(), run.err());
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

        String culprit = repo.commit(CULPRIT);
        String subject = "step 6: per-request cost 45 us";
        assertThat(run.out()).contains("bisect: recorded in ").contains("the bisection of board from " + out);
        assertThat(run.err()).isEmpty();
        String report = Files.readString(out.resolve("report.html"));
        assertThat(report)
                .contains("first bad commit: " + culprit + " " + subject)
                .contains("<tr class=\"marked\"><td>" + culprit.substring(0, 12) + "</td><td>" + subject);
        assertThat(report.indexOf(repo.commit(3).substring(0, 12)))
                .as("history order: commit 3 before the culprit, though tested after it")
                .isLessThan(report.indexOf(culprit.substring(0, 12) + "</td>"));
        assertThat(Files.readString(out.resolve("report.md"))).contains("first bad commit: " + culprit);

        Path site = dir.resolve("site");
        CliRun built = CliRun.of("site", "--out", site.toString(), "--db", db);
        assertThat(built.exitCode()).as(built.err()).isZero();
        assertThat(Files.readString(site.resolve("boards/board/index.html")))
                .contains("<h2>Bisections</h2>")
                .contains(repo.commit(0).substring(0, 12) + ".."
                        + repo.commit(HISTORY.length - 1).substring(0, 12))
                .contains("<strong>first bad commit " + culprit.substring(0, 12) + " " + subject + "</strong>")
                .contains("no change point of its points started by its bad end");

        CliRun again = CliRun.of("import", out.toString(), "--db", db);
        assertThat(again.exitCode()).as(again.err()).isZero();
        assertThat(again.out()).contains("already recorded, skipped: the bisection of board from " + out);
    }

    /** A SQLite lab database holding three nights of the board "board" (the bisect's board). */
    private static String labWithNights(Path file) throws Exception {
        DatabaseLocation db = DatabaseLocation.sqlite(file);
        try (ResultsDatabase database = ResultsDatabase.open(db)) {
            SplittableRandom random = new SplittableRandom(3);
            for (int night = 0; night < 3; night++) {
                new RunStore(database).record(SyntheticRuns.run("board", night, random));
            }
        }
        return db.url();
    }

    /** Also: a database out of reach leaves the bisect's answer, its exit code and its report standing, with one line. */
    @Test
    void endsThatDoNotDifferBeyondTheThresholdEndWithOneLineAndExitOne(@TempDir Path dir) throws Exception {
        FirmwareRepo repo = FirmwareRepo.create(
                dir.resolve("fw"), dir.resolve("installed/board.yaml"), new int[] {15, 15, 19}, List.of());
        String before = repo.checkoutState();
        Path out = dir.resolve("run");
        List<String> args = bisect(repo, out);
        args.addAll(List.of("--db", "jdbc:postgresql://127.0.0.1:1/x"));

        CliRun run = CliRun.of(args.toArray(String[]::new));

        assertThat(repo.checkoutState()).isEqualTo(before);
        BisectLateness.excuseOnlyThat(run.exitCode(), run.err());
        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(1);
        String[] lines = run.out().strip().split("\\R");
        assertThat(lines[lines.length - 1])
                .startsWith("bisect: the ends do not differ beyond the threshold at any point, nothing to bisect:")
                .contains("in_copy_16k_32");
        assertThat(run.out()).doesNotContain("first bad commit");
        assertThat(repo.checkoutState()).isEqualTo(before);
        assertThat(run.err().strip().split("\\R"))
                .singleElement()
                .asString()
                .startsWith("bisect: the result stands and " + out + " is complete, but it was not recorded: ")
                .endsWith("record it later with: bulkbench import " + out + " --db URL");
        assertThat(Files.readString(out.resolve("report.md")))
                .contains("the ends do not differ beyond the threshold at any point");
        assertThat(Files.readAllLines(out.resolve("bisect-result.csv")))
                .element(1)
                .asString()
                .startsWith("ends_alike,,,");
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
        if (!child.isAlive()) {
            String output = Files.readString(log, StandardCharsets.UTF_8);
            assertThat(repo.checkoutState()).isEqualTo(before);
            BisectLateness.excuseOnlyThat(
                    child.exitValue(),
                    output.lines()
                            .filter(l -> l.startsWith("bisect: the simulator ran late "))
                            .findFirst()
                            .orElse(""));
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

        assertThat(repo.checkoutState()).isEqualTo(before);
        BisectLateness.excuseOnlyThat(resumed.exitCode(), resumed.err());
        assertThat(resumed.exitCode()).as(resumed.out() + resumed.err()).isZero();
        assertThat(resumed.out().strip()).endsWith(repo.commit(CULPRIT) + " step 6: per-request cost 45 us");
        assertThat(resumed.out())
                .as("the good end's measurements are kept, not taken again")
                .doesNotContainPattern("good end \\S+ .*measurement 1:");
        assertThat(repo.checkoutState()).isEqualTo(before);
    }
}
