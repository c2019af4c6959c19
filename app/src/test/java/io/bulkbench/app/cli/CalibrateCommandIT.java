package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.PointsCsv;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntToDoubleFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code calibrate} on the command line: a board the model describes gets a profile that
 * {@code predict --device sim:THAT.yaml} simulates; hand-made shapes the model cannot
 * make end in exit 1 with the worst points named. Small grids, so each fit takes seconds.
 */
class CalibrateCommandIT {
    private static final String HEADER =
            "board,device,direction,buffers,request_bytes,copy_mode,status,throughput_mb_s,error_mb_s\n";
    private static final int[] BUFFERS = {2, 4, 8, 16};
    private static final int[] SIZES = {16384, 32768, 65536, 131072};

    @Test
    void aPredictedBoardIsDescribedAndItsProfileSimulatesIt(@TempDir Path dir) throws Exception {
        Path run = dir.resolve("predicted");
        String[] grid = {"--buffers", "1,2,4,8", "--sizes", "16K,64K,256K", "--modes", "no-copy"};
        assertThat(CliRun.of(concat(new String[] {"predict", "--device", "sim:hs", "--out", run.toString()}, grid))
                        .exitCode())
                .isZero();
        Path profile = dir.resolve("board.yaml");
        CliRun calibrate = CliRun.of("calibrate", run.toString(), "--out", profile.toString());
        assertThat(calibrate.exitCode()).as(calibrate.out() + calibrate.err()).isZero();
        assertThat(calibrate.out()).contains("the model describes this board").contains("link.bandwidth_mb_s");
        assertThat(profile).content().contains("# fitted; ").contains("Residuals at every measured point");
        Path again = dir.resolve("again");
        CliRun predict = CliRun.of(
                concat(new String[] {"predict", "--device", "sim:" + profile, "--out", again.toString()}, grid));
        assertThat(predict.exitCode()).as(predict.err()).isZero();
        List<MeasuredPoint> first = PointsCsv.read(run.resolve(RunFolder.POINTS_CSV));
        List<MeasuredPoint> second = PointsCsv.read(again.resolve(RunFolder.POINTS_CSV));
        for (int i = 0; i < first.size(); i++) {
            assertThat(second.get(i).throughputMbS())
                    .isCloseTo(
                            first.get(i).throughputMbS(),
                            org.assertj.core.api.Assertions.within(
                                    0.015 * first.get(i).throughputMbS()));
        }
    }

    @Test
    void aCalibratedRunsReportSaysWhyTheCurveBends(@TempDir Path dir) throws Exception {
        Path run = dir.resolve("run");
        assertThat(CliRun.of(
                                "predict",
                                "--device",
                                "sim:hs",
                                "--buffers",
                                "1,2,4,8",
                                "--sizes",
                                "16K,64K,256K",
                                "--modes",
                                "no-copy",
                                "--out",
                                run.toString())
                        .exitCode())
                .isZero();
        CliRun calibrate = CliRun.of("calibrate", run.toString());
        assertThat(calibrate.exitCode()).as(calibrate.out() + calibrate.err()).isZero();
        assertThat(run.resolve(RunFolder.CALIBRATED_PROFILE)).exists();
        assertThat(calibrate.out()).contains("bulkbench report " + run);
        CliRun report = CliRun.of("report", run.toString());
        assertThat(report.exitCode()).as(report.err()).isZero();
        assertThat(run.resolve(RunFolder.REPORT_MD))
                .content()
                .contains("## Why the curve bends")
                .contains("too few buffers")
                .contains("link bandwidth");
        assertThat(run.resolve(RunFolder.REPORT_HTML)).content().contains("id=\"curve-bends\"");
    }

    @Test
    void throughputFallingWithBufferCountAtEverySizeIsNotTheModelsExitOne(@TempDir Path dir) throws Exception {
        Path csv = handMade(dir, i -> 38 - 4 * (i % BUFFERS.length) + i / BUFFERS.length);
        CliRun run = CliRun.of("calibrate", csv.toString(), "--like", "hs");
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.FAILED);
        assertThat(run.out()).contains("THE MODEL DOES NOT DESCRIBE THIS BOARD").contains("the worst:");
        assertThat(run.out().lines().filter(l -> l.matches("  in no-copy \\d+ KiB x \\d+: measured .*BEYOND")))
                .hasSize(5);
        assertThat(dir.resolve(CalibrateCommand.MISFIT_FILE))
                .content()
                .contains("THE MODEL DOES NOT DESCRIBE THIS BOARD");
    }

    @Test
    void aRandomShapeIsNotTheModelsExitOne(@TempDir Path dir) throws Exception {
        long seed = 11_2026L;
        System.out.println("random shape, seed " + seed);
        SplittableRandom random = new SplittableRandom(seed);
        Path csv = handMade(dir, i -> 5 + 35 * random.nextDouble());
        CliRun run = CliRun.of("calibrate", dir.toString());
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.FAILED);
        assertThat(run.out()).contains("THE MODEL DOES NOT DESCRIBE THIS BOARD").contains("BEYOND");
        assertThat(csv).exists();
    }

    @Test
    void calibrateHasHelpAndRefusesAFolderWithoutPoints(@TempDir Path dir) {
        assertThat(CliRun.of("calibrate", "--help").out()).contains("Usage: bulkbench calibrate");
        assertThat(CliRun.of("predict", "--help").out()).contains("Usage: bulkbench predict");
        CliRun run = CliRun.of("calibrate", dir.toString());
        assertThat(run.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.errLines()).hasSize(1);
    }

    /** A nine-column points.csv of a usb board, 1 % errors, throughput given per point index. */
    private static Path handMade(Path dir, IntToDoubleFunction mbS) throws Exception {
        StringBuilder csv = new StringBuilder(HEADER);
        int i = 0;
        for (int size : SIZES) {
            for (int n : BUFFERS) {
                double v = mbS.applyAsDouble(i++);
                csv.append("bench,usb:1d6b:0104,in,")
                        .append(n)
                        .append(',')
                        .append(size)
                        .append(",no-copy,ok,")
                        .append(v)
                        .append(',')
                        .append(0.01 * v)
                        .append('\n');
            }
        }
        Path file = dir.resolve(RunFolder.POINTS_CSV);
        Files.writeString(file, csv);
        return file;
    }

    private static String[] concat(String[] a, String[] b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
