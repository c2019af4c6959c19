package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.testing.FirmwareRepo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A build that fails (an exit code other than 0 and 125) stops the bisect with one line
 * naming the commit and its log, exit 1; the build ran in the worktree with the commit's
 * SHA in its environment, and the worktree is gone afterwards.
 */
class BisectBuildStepTest {

    @Test
    void aFailingBuildStopsWithOneLineAndTheCheckoutAsItWas(@TempDir Path dir) throws Exception {
        FirmwareRepo repo = FirmwareRepo.create(
                dir.resolve("fw"), dir.resolve("installed/board.yaml"), new int[] {15, 15, 45}, List.of());
        String before = repo.checkoutState();
        Path seen = dir.resolve("seen.txt");
        Path out = dir.resolve("run");

        CliRun run = CliRun.of(repo.bisect(
                        repo.dir().toString(),
                        repo.commit(0),
                        "HEAD",
                        "echo \"$BULKBENCH_BISECT_COMMIT $(pwd)\" > '" + seen + "'; echo compiler error; exit 3",
                        out)
                .toArray(String[]::new));

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(1);
        assertThat(run.errLines()).hasSize(1);
        Path log = out.resolve("build").resolve(repo.commit(0) + ".log");
        assertThat(run.errLines()[0])
                .startsWith("bisect: the build of " + repo.commit(0).substring(0, 12))
                .contains("exited 3", log.toString());
        assertThat(log).content().isEqualTo("compiler error\n");
        assertThat(Files.readString(seen)).isEqualTo(repo.commit(0) + " " + out.resolve("worktree") + "\n");
        assertThat(out.resolve("worktree")).doesNotExist();
        assertThat(out.resolve("bisect-samples.csv")).content().hasLineCount(1);
        assertThat(repo.checkoutState()).isEqualTo(before);
    }

    @Test
    void theBisectSettingsGoToSweepYamlUnlessDefaultAndAResumeMayNotChangeThem(@TempDir Path dir) throws Exception {
        FirmwareRepo repo = FirmwareRepo.create(
                dir.resolve("fw"), dir.resolve("installed/board.yaml"), new int[] {15, 45}, List.of());
        Path plain = dir.resolve("plain");
        Path strict = dir.resolve("strict");
        List<String> args = repo.bisect(repo.dir().toString(), repo.commit(0), "HEAD", "exit 3", strict);
        args.addAll(List.of("--threshold", "5", "--max-repeats", "12"));

        CliRun.of(repo.bisect(repo.dir().toString(), repo.commit(0), "HEAD", "exit 3", plain)
                .toArray(String[]::new));
        CliRun.of(args.toArray(String[]::new));

        assertThat(plain.resolve("sweep.yaml"))
                .content()
                .doesNotContain("bisect:")
                .contains("# Continue it: bulkbench bisect --resume DIR\n");
        assertThat(strict.resolve("sweep.yaml"))
                .content()
                .contains("bisect:\n  threshold_percent: 5.0\n  max_repeats: 12\n")
                .contains("forks: 1\n  warmup: 2\n  iterations: 16\n  time: 250ms");
        CliRun resumed = CliRun.of("bisect", "--resume", strict.toString(), "--threshold", "4");
        assertThat(resumed.exitCode()).isEqualTo(2);
        assertThat(resumed.errLines()).hasSize(1);
        assertThat(resumed.errLines()[0]).contains("--threshold 4 (the plan has 5)");
    }
}
