package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.opencsv.CSVReader;
import io.bulkbench.core.MeasuredPoint;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One real sweep on a tiny grid, through the command line, JMH (one fork) and the
 * simulator: the run folder must hold every file of DESIGN.md with its columns, and
 * the commands that work on saved folders must work on it.
 */
class EndToEndSweepIT {

    @Test
    void aTinySweepWritesTheWholeRunFolder(@TempDir Path dir) throws Exception {
        Path run = dir.resolve("run");
        CliRun sweep = CliRun.of(
                "sweep",
                "--device",
                "sim:snowball-msc",
                "--buffers",
                "2,4,8",
                "--sizes",
                "16K,32K,64K",
                "--modes",
                "copy",
                "--forks",
                "1",
                "--warmup",
                "0",
                "--iterations",
                "2",
                "--time",
                "200ms",
                "--out",
                run.toString());
        assertThat(sweep.exitCode()).as(sweep.out() + sweep.err()).isZero();
        assertThat(sweep.out()).contains("[9/9]").contains("CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS=");

        for (String file : List.of(
                "points.csv",
                "raw.csv",
                "fits.csv",
                "recommendations.csv",
                "defaults.config",
                "report.html",
                "report.md",
                "sweep.yaml",
                "jmh-result.json",
                "baselines.csv")) {
            assertThat(run.resolve(file)).as(file).isNotEmptyFile();
        }
        assertThat(header(run.resolve("points.csv")))
                .startsWith(
                        "board",
                        "device",
                        "direction",
                        "buffers",
                        "request_bytes",
                        "copy_mode",
                        "status",
                        "throughput_mb_s",
                        "error_mb_s",
                        "min_mb_s",
                        "max_mb_s",
                        "iterations",
                        "verify_errors",
                        "reason",
                        "late_share");
        assertThat(header(run.resolve("raw.csv")))
                .startsWith(
                        "board",
                        "device",
                        "direction",
                        "buffers",
                        "request_bytes",
                        "copy_mode",
                        "iteration",
                        "throughput_mb_s");
        assertThat(header(run.resolve("fits.csv")))
                .startsWith(
                        "board",
                        "device",
                        "direction",
                        "copy_mode",
                        "axis",
                        "request_bytes",
                        "buffers",
                        "curve",
                        "selected",
                        "parameter",
                        "value",
                        "ci_low",
                        "ci_high");
        assertThat(header(run.resolve("recommendations.csv")))
                .startsWith(
                        "board",
                        "device",
                        "direction",
                        "copy_mode",
                        "symbol",
                        "value",
                        "throughput_mb_s",
                        "share_of_best",
                        "memory_bytes",
                        "rationale");

        List<String[]> points = measuredOnce(rows(run.resolve("points.csv")));
        assertThat(points).hasSize(9).allSatisfy(r -> assertThat(r[6]).isEqualTo("ok"));
        // The simulator reports how late it ran, whatever the machine's load (above 1 when badly overloaded).
        assertThat(points).allSatisfy(r -> assertThat(Double.parseDouble(r[14])).isNotNegative());
        // On a busy machine late points that leave a default undecided are taken again, each with its samples.
        int retakes = rows(run.resolve("points.csv")).size() - points.size();
        assertThat(retakes).isBetween(0, 2 * 9);
        assertThat(rows(run.resolve("raw.csv"))).hasSize(18 + 2 * retakes);
        double at2 = throughput(points, "2", "16384");
        double at8 = throughput(points, "8", "16384");
        // The simulated gadget is device-bound: more device buffers help, within the link ceiling.
        assertThat(at8).isGreaterThan(at2).isLessThan(53.248);
        List<String[]> fits = rows(run.resolve("fits.csv"));
        assertThat(fits).anySatisfy(r -> assertThat(r[4]).isEqualTo("buffers"));
        assertThat(fits).anySatisfy(r -> assertThat(r[4]).isEqualTo("request_size"));
        // shipped, or, where the machine kept the simulator late, commented out under its reason
        assertThat(Files.readString(run.resolve("defaults.config")))
                .containsPattern("(?m)^CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS=\\d+$|(?m)^# undecided: .*\\n"
                        + "# CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS=\\d+$");
        assertThat(Files.readString(run.resolve("jmh-result.json")))
                .contains("PipelineThroughput.transfer")
                .contains("MemoryCopyBaseline.copy");
        List<String[]> baselines = rows(run.resolve("baselines.csv"));
        assertThat(baselines).hasSize(9).allSatisfy(r -> assertThat(r[6]).isEqualTo("ok"));
        assertThat(baselines).extracting(r -> r[1]).containsOnly("null", "memcpy");
        assertThat(baselines).extracting(r -> r[14]).containsOnly("");
        // The harness's own ceiling is far above the simulated gadget.
        assertThat(baselines)
                .allSatisfy(r -> assertThat(Double.parseDouble(r[7])).isGreaterThan(10 * at8));
        assertThat(Files.readString(run.resolve("report.html"))).contains("memcpy");

        // Saved folders are enough for the other commands.
        Files.delete(run.resolve("report.html"));
        assertThat(CliRun.of("report", run.toString()).exitCode()).isZero();
        assertThat(run.resolve("report.html")).isNotEmptyFile();
        Path analysed = dir.resolve("analysed");
        assertThat(CliRun.of(
                                "analyze",
                                run.resolve("points.csv").toString(),
                                "--out",
                                analysed.toString(),
                                "--curve",
                                "hyperbolic")
                        .exitCode())
                .isZero();
        assertThat(analysed.resolve("fits.csv")).content().contains(",hyperbolic,true,");
        // An analysis written elsewhere still shows the baselines measured beside the points.
        assertThat(analysed.resolve("report.html")).content().contains("memcpy");
        CliRun self = CliRun.of("compare", run.toString(), run.toString());
        assertThat(self.exitCode()).isZero();
        assertThat(self.out()).contains("0 regression(s)");
        // Everything was measured, so a resume has nothing left to do.
        CliRun resumed = CliRun.of("sweep", "--resume", run.toString());
        assertThat(resumed.exitCode()).isZero();
        assertThat(resumed.out()).contains("0 points to measure (9 already done)");
        assertThat(measuredOnce(rows(run.resolve("points.csv")))).hasSize(9);
    }

    /**
     * A fork that dies outright (exit 134, as on a native crash in libusb) costs its own
     * point only. At 20 MB/s a 200 ms iteration reaches 50 requests at 16 KiB but not at
     * 256 KiB, so the first point's fork dies and the second one's does not.
     */
    @Test
    void aForkThatCrashesCostsOnlyItsPoint(@TempDir Path dir) throws Exception {
        Path run = dir.resolve("run");
        CliRun sweep = CliRun.of(
                "sweep",
                "--device",
                "sim:snowball-msc",
                "--buffers",
                "4",
                "--sizes",
                "16K,256K",
                "--modes",
                "copy",
                "--forks",
                "1",
                "--warmup",
                "0",
                "--iterations",
                "1",
                "--time",
                "200ms",
                "--no-baselines",
                "--fault",
                "crash_after_requests=50",
                "--out",
                run.toString());
        assertThat(sweep.exitCode()).as(sweep.out() + sweep.err()).isEqualTo(1);
        List<String[]> points = rows(run.resolve("points.csv"));
        assertThat(points).hasSize(2);
        String[] crashed =
                points.stream().filter(r -> r[4].equals("16384")).findFirst().orElseThrow();
        assertThat(crashed[6]).isEqualTo("failed");
        assertThat(crashed[13]).contains("134");
        String[] survived =
                points.stream().filter(r -> r[4].equals("262144")).findFirst().orElseThrow();
        assertThat(survived[6]).isEqualTo("ok");
        assertThat(Double.parseDouble(survived[7])).isGreaterThan(10);
        assertThat(run.resolve("report.html")).isNotEmptyFile();
        assertThat(sweep.out() + sweep.err()).contains("--resume").contains("--retry-failed");
    }

    private static double throughput(List<String[]> points, String buffers, String bytes) {
        return points.stream()
                .filter(r -> r[3].equals(buffers) && r[4].equals(bytes))
                .mapToDouble(r -> Double.parseDouble(r[7]))
                .findFirst()
                .orElseThrow();
    }

    private static List<String> header(Path csv) throws Exception {
        try (Reader r = Files.newBufferedReader(csv);
                CSVReader reader = new CSVReader(r)) {
            return List.of(reader.readNext());
        }
    }

    /** The rows of points.csv less the retakes of late points (their reason says so). */
    private static List<String[]> measuredOnce(List<String[]> rows) {
        return rows.stream()
                .filter(r -> !r[13].startsWith(MeasuredPoint.RETAKE))
                .toList();
    }

    private static List<String[]> rows(Path csv) throws Exception {
        try (Reader r = Files.newBufferedReader(csv);
                CSVReader reader = new CSVReader(r)) {
            List<String[]> all = reader.readAll();
            return all.subList(1, all.size());
        }
    }
}
