package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.PointsCsv;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code predict}: the twin's numbers as a table and as a run folder that {@code analyze} takes like a measurement. */
class PredictCommandTest {
    private static final String[] GRID = {
        "predict",
        "--device",
        "sim:fastboot-ssp",
        "--direction",
        "out",
        "--buffers",
        "2,8",
        "--sizes",
        "16K,64K,256K",
        "--modes",
        "copy"
    };

    private static String[] with(String... more) {
        String[] args = new String[GRID.length + more.length];
        System.arraycopy(GRID, 0, args, 0, GRID.length);
        System.arraycopy(more, 0, args, GRID.length, more.length);
        return args;
    }

    @Test
    void printsOneTablePerDirectionAndModeWithEveryPoint() {
        CliRun run = CliRun.of(GRID);
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("sim:fastboot-ssp out copy: MB/s by request size (rows) and buffers (columns)");
        assertThat(run.out().lines().filter(l -> l.matches("\\s+(16|64|256) KiB( +\\d+(\\.\\d+)?){2}")))
                .hasSize(3);
    }

    @Test
    void theSameGridTwiceWritesTheSamePointsCsvByteForByte(@TempDir Path dir) throws Exception {
        assertThat(CliRun.of(with("--out", dir.resolve("a").toString())).exitCode())
                .isZero();
        assertThat(CliRun.of(with("--out", dir.resolve("b").toString())).exitCode())
                .isZero();
        assertThat(Files.readString(dir.resolve("b").resolve(RunFolder.POINTS_CSV)))
                .isEqualTo(Files.readString(dir.resolve("a").resolve(RunFolder.POINTS_CSV)));
        List<MeasuredPoint> points = PointsCsv.read(dir.resolve("a").resolve(RunFolder.POINTS_CSV));
        assertThat(points).hasSize(6).allSatisfy(p -> {
            assertThat(p.isOk()).isTrue();
            assertThat(p.errorMbS()).isZero();
        });
    }

    @Test
    void analyzeRecommendsFromAPredictionAsFromAMeasurement(@TempDir Path dir) throws Exception {
        Path run = dir.resolve("predicted");
        assertThat(CliRun.of(with("--out", run.toString())).exitCode()).isZero();
        CliRun analyze = CliRun.of("analyze", run.toString());
        assertThat(analyze.exitCode()).as(analyze.err()).isZero();
        assertThat(analyze.out()).contains("CONFIG_BULKBENCH_REQUEST_KIB=");
        assertThat(run.resolve(RunFolder.RECOMMENDATIONS_CSV)).exists();
    }

    @Test
    void aDeviceThatIsNotTheSimulatorIsBadInput() {
        CliRun run = CliRun.of("predict", "--device", "null");
        assertThat(run.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.errLines()).hasSize(1);
        assertThat(run.err()).contains("is not a simulator").contains("sim:PROFILE");
    }

    @Test
    void anExistingRunFolderIsNotOverwritten(@TempDir Path dir) throws Exception {
        assertThat(CliRun.of(with("--out", dir.toString())).exitCode()).isZero();
        CliRun again = CliRun.of(with("--out", dir.toString()));
        assertThat(again.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(again.err()).contains("already holds a points.csv");
    }
}
