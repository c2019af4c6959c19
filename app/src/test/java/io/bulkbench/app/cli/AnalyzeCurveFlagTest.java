package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code analyze --curve} forces the curve fitted over buffers; {@code --model}, its old
 * name, still works for the scripts that give it, and the help shows only the new name.
 */
class AnalyzeCurveFlagTest {

    /** A points.csv of the hyperbola 20 n / (n + 0.6) MB/s: one series, seven buffer counts. */
    private static Path hyperbola(Path dir) throws IOException {
        String rows = IntStream.of(1, 2, 3, 4, 6, 8, 16)
                .mapToObj(n -> String.format(
                        Locale.ROOT,
                        "snowball,sim:snowball-msc,in,%d,16384,copy,ok,%s,0.05%n",
                        n,
                        20.0 * n / (n + 0.6)))
                .collect(Collectors.joining());
        return Files.writeString(
                dir.resolve("points.csv"),
                "board,device,direction,buffers,request_bytes,copy_mode,status,throughput_mb_s,error_mb_s\n" + rows);
    }

    private static String fitsAfter(Path points, Path out, String flag, String curve) throws IOException {
        CliRun run = CliRun.of("analyze", points.toString(), "--out", out.toString(), flag, curve);
        assertThat(run.exitCode()).as(run.err()).isZero();
        return Files.readString(out.resolve("fits.csv"));
    }

    @Test
    void theCurveFlagAndItsOldNameForceTheSameCurve(@TempDir Path dir) throws IOException {
        Path points = hyperbola(dir);

        String byCurve = fitsAfter(points, dir.resolve("curve"), "--curve", "usl");
        String byModel = fitsAfter(points, dir.resolve("model"), "--model", "usl");

        assertThat(byCurve.lines().findFirst().orElseThrow()).contains(",buffers,curve,selected,");
        assertThat(byCurve).contains(",usl,true,lambda,").doesNotContain(",hyperbolic,");
        assertThat(byModel).isEqualTo(byCurve);
    }

    @Test
    void theHelpShowsOnlyTheNewName() {
        CliRun help = CliRun.of("analyze", "--help");

        assertThat(help.out()).contains("--curve=CURVE").doesNotContain("--model");
    }

    @Test
    void theTwoNamesDisagreeingIsBadInput(@TempDir Path dir) throws IOException {
        CliRun run = CliRun.of("analyze", hyperbola(dir).toString(), "--curve", "usl", "--model", "exp");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.errLines()).singleElement().asString().contains("--curve usl", "--model exp");
    }
}
