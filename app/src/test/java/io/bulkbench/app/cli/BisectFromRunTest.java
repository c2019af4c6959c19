package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.testing.FirmwareRepo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --from RUN_DIR}: the points a compared run's compare.csv calls a regression, on
 * their device, are the bisect's; the others are not measured. The build here fails at
 * once, so the test sees the plan without measuring.
 */
class BisectFromRunTest {

    private static CliRun from(FirmwareRepo repo, Path runDir, String build, String... more) {
        List<String> args = new java.util.ArrayList<>(List.of(
                "bisect",
                "--repo",
                repo.dir().toString(),
                "--good",
                repo.commit(0),
                "--bad",
                "HEAD",
                "--build",
                build,
                "--from",
                runDir.toString()));
        args.addAll(List.of(more));
        return CliRun.of(args.toArray(String[]::new));
    }

    @Test
    void takesTheRegressedPointsOfACompareCsv(@TempDir Path dir) throws Exception {
        FirmwareRepo repo = FirmwareRepo.create(
                dir.resolve("fw"), dir.resolve("installed/board.yaml"), new int[] {15, 15, 45}, List.of());
        Path night = Files.createDirectories(dir.resolve("night"));
        String device = repo.device();
        Files.writeString(
                night.resolve("compare.csv"),
                "board,device,direction,buffers,request_bytes,copy_mode,baseline_mb_s,candidate_mb_s,relative_change,"
                        + "highest_change,p_value,test,verdict\n"
                        + "fw," + device + ",in,8,16384,copy,40,37,-0.075,-0.075,0.0001,welch,regression\n"
                        + "fw," + device + ",in,4,16384,copy,38,38,0,0,0.9,welch,unchanged\n"
                        + "fw," + device + ",in,8,65536,no-copy,41,38,-0.073,-0.073,0.0001,welch,regression\n");
        Path out = dir.resolve("run");

        CliRun run = from(repo, night, "exit 3", "--out", out.toString());

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(1);
        assertThat(run.out()).contains("measuring both ends at 2 point(s)");
        assertThat(out.resolve("bisect.csv"))
                .content()
                .startsWith("commit,subject,role,verdict,repeats,builds,in_copy_16k_8_mb_s,")
                .contains("in_no-copy_64k_8_mb_s")
                .doesNotContain("_4_mb_s");
        assertThat(out.resolve("sweep.yaml")).content().contains("board: fw").contains(device);
        assertThat(out.resolve("bisect-range.csv")).content().contains(night.toString());
    }

    @Test
    void gridFlagsBesideFromAreRefused(@TempDir Path dir) throws Exception {
        FirmwareRepo repo = FirmwareRepo.create(
                dir.resolve("fw"), dir.resolve("installed/board.yaml"), new int[] {15, 45}, List.of());
        CliRun run = from(repo, dir, "true", "--sizes", "16K");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.errLines()).hasSize(1);
        assertThat(run.errLines()[0]).contains("--from " + dir, "--sizes 16K", "drop one or the other");
    }
}
