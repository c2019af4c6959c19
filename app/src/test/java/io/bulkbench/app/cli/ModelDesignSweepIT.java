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
 * {@code sweep --design model --confirm} through the command line, JMH (one fork, four
 * 100 ms iterations: few enough to be quick, enough for JMH's error to say how rough they
 * are on a busy machine) and the simulator on a 24-point grid: fewer points are measured than the
 * grid holds, points.csv marks the rest predicted, design.csv says why each measured
 * point was chosen, the report names the predicted curves, and the recommended
 * configuration is measured again with the nightly settings into recommendations.csv's
 * predicted_mb_s and confirmed_mb_s, the exit code saying whether they agree.
 */
class ModelDesignSweepIT {

    @Test
    void measuresPartOfTheGridPredictsTheRestAndConfirmsTheRecommendation(@TempDir Path dir) throws Exception {
        Path run = dir.resolve("run");
        CliRun sweep = CliRun.of(
                "sweep",
                "--device",
                "sim:fastboot-ssp",
                "--buffers",
                "2..64",
                "--sizes",
                "16K..128K",
                "--modes",
                "no-copy",
                "--forks",
                "1",
                "--warmup",
                "0",
                "--iterations",
                "4",
                "--time",
                "100ms",
                "--no-baselines",
                "--design",
                "model",
                "--confirm",
                "--out",
                run.toString());
        String said = sweep.out() + sweep.err();
        System.out.println(said);
        boolean disagree = said.contains(": DISAGREE");
        assertThat(sweep.exitCode()).as(said).isEqualTo(disagree ? 1 : 0);
        assertThat(said).containsPattern("confirm: in no-copy \\d+ [KM]iB x \\d+: expected [0-9.]+ MB/s, confirmed");

        List<String[]> points = rows(run.resolve("points.csv"));
        assertThat(points.get(0))
                .endsWith("late_share", "cpu_us_per_mb", "cpu_error_us_per_mb", "host_cpu_share", "source");
        // late points a default hung on may have been taken again (marked in their reason): measured once
        List<String[]> body = points.subList(1, points.size()).stream()
                .filter(r -> !r[13].startsWith(MeasuredPoint.RETAKE))
                .toList();
        long measured =
                body.stream().filter(r -> r[r.length - 1].equals("measured")).count();
        long predicted =
                body.stream().filter(r -> r[r.length - 1].equals("predicted")).count();
        assertThat(measured).as(said).isBetween(7L, 8L);
        assertThat(predicted).isPositive();
        assertThat(body.stream()
                        .filter(r -> r[3].matches("2|4|8|16|32|64"))
                        .filter(r ->
                                List.of("16384", "32768", "65536", "131072").contains(r[4]))
                        .count())
                .as("every grid point measured or predicted")
                .isEqualTo(24);
        assertThat(body).allSatisfy(r -> assertThat(r[6]).isEqualTo("ok"));

        List<String[]> design = rows(run.resolve("design.csv"));
        assertThat(design).hasSize(1 + (int) measured);
        assertThat(design.get(1)[7]).isEqualTo("space-filling start");
        assertThat(run.resolve("calibrated.yaml")).isNotEmptyFile();

        List<String[]> recommendations = rows(run.resolve("recommendations.csv"));
        assertThat(recommendations.get(0))
                .endsWith(
                        "rationale",
                        "predicted_mb_s",
                        "confirmed_mb_s",
                        "throughput_basis",
                        "cheaper_on_cpu",
                        "undecided",
                        "interval");
        assertThat(recommendations.subList(1, recommendations.size())).allSatisfy(r -> {
            assertThat(Double.parseDouble(r[10])).isPositive();
            assertThat(Double.parseDouble(r[11])).isPositive();
        });
        assertThat(rows(run.resolve("confirm.csv"))).hasSize(2);

        String report = Files.readString(run.resolve("report.md"));
        assertThat(report)
                .contains("## Measured and predicted points")
                .contains(measured + " of the run's " + body.size() + " points were measured")
                .contains("predicted curves")
                .contains("## Confirmed with the nightly settings")
                .contains(disagree ? "DISAGREE" : "agree");
    }

    private static List<String[]> rows(Path csv) throws Exception {
        try (Reader in = Files.newBufferedReader(csv);
                CSVReader reader = new CSVReader(in)) {
            return reader.readAll();
        }
    }
}
