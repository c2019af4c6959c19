package io.bulkbench.sweeps.cli;

import io.bulkbench.analysis.MeasuredPoint;
import io.bulkbench.analysis.PointKey;
import io.bulkbench.benchmarks.model.TwinPrediction;
import io.bulkbench.benchmarks.sim.ProfileCatalog;
import io.bulkbench.benchmarks.sim.SimProfile;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.PointsCsv;
import io.bulkbench.sweeps.plan.BoardConfig;
import io.bulkbench.sweeps.plan.PlanAssembler;
import io.bulkbench.sweeps.plan.SweepFlags;
import io.bulkbench.sweeps.plan.SweepPlan;
import io.bulkbench.sweeps.run.DeviceCheck;
import io.bulkbench.sweeps.run.PointMeasurer;
import io.bulkbench.sweeps.run.StopRequest;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * {@code sweep --design model} on the fastboot-ssp profile, the twin standing in for JMH
 * (0.25 % noise, seeded): 12 of the 30 points measured, the model's prediction of all 30
 * within 3 % of the twin itself, its recommendations written beside the measurement, and
 * the recommended point measured and confirmed.
 */
class ModelDesignTest {

    private static final SimProfile TRUTH = ProfileCatalog.builtIn("fastboot-ssp");

    private static SweepPlan fullPlan() {
        return new PlanAssembler(DeviceCheck::normalise).assemble(new SweepFlags(Optional.of("sim:fastboot-ssp"),
                Optional.empty(), Optional.empty(), Optional.empty(), Optional.of("no-copy"), Optional.of("out"), true,
                Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), List.of()), Optional.empty());
    }

    /** The twin with 0.7 % noise on 8 samples, every point after the first {@code honest} scaled by {@code later}. */
    private static PointMeasurer twin(List<PointKey> asked, int honest, double later) {
        long seed = 4_2026L;
        System.out.println("twin measurer noise seed " + seed);
        SplittableRandom random = new SplittableRandom(seed);
        return key -> {
            asked.add(key);
            double mbS = TwinPrediction.predict(TRUTH, List.of(key)).get(0).throughputMbS()
                    * (asked.size() > honest ? later : 1);
            List<Double> samples = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                samples.add(mbS * (1 + 0.007 * (2 * random.nextDouble() - 1)));
            }
            double mean = samples.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
            return MeasuredPoint.ok(key, mean, 0.01 * mean, samples, 0);
        };
    }

    private static Optional<BoardConfig> noBaselines(SweepPlan plan) {
        return Optional.of(BoardConfig.ofFlags(plan.board()).withBaselines(false));
    }

    @Test
    void measuresAFewPointsAndTheCalibratedModelPredictsTheWholeGrid(@TempDir Path dir) throws Exception {
        SweepPlan full = fullPlan();
        List<PointKey> asked = new ArrayList<>();
        PointMeasurer twin = twin(asked, Integer.MAX_VALUE, 1);
        StringWriter text = new StringWriter();
        int code = ModelDesign.run(full, noBaselines(full), dir, "bulkbench sweep --design model", new PrintWriter(text, true),
                p -> twin, new StopRequest(), true);

        System.out.println(text);
        assertThat(code).as(text.toString()).isZero();
        // the 12 of the design, then the recommended point (2 x 128K) the design did not measure, for --confirm
        assertThat(asked).hasSize(13).doesNotHaveDuplicates();
        assertThat(asked.get(12).requestBytes()).isEqualTo(128 * 1024);
        assertThat(PointsCsv.read(dir.resolve(RunFolder.POINTS_CSV))).hasSize(asked.size());
        assertThat(text.toString()).containsPattern("confirm: out no-copy \\d+ x \\d+K: measured [0-9.]+ MB/s, model"
                + " [0-9.]+ MB/s \\([+-][0-9.]+ %\\): confirmed");
        assertThat(dir.resolve(RunFolder.CALIBRATED_PROFILE)).exists();
        Path model = dir.resolve(ModelDesign.MODEL_DIR);
        List<MeasuredPoint> predicted = PointsCsv.read(model.resolve(RunFolder.POINTS_CSV));
        assertThat(predicted).hasSize(30);
        for (MeasuredPoint p : predicted) {
            double truthMbS = TwinPrediction.predict(TRUTH, List.of(p.key())).get(0).throughputMbS();
            assertThat(p.throughputMbS()).as(p.key().toString()).isCloseTo(truthMbS, within(0.03 * truthMbS));
        }
        assertThat(model.resolve(RunFolder.RECOMMENDATIONS_CSV)).exists();
        assertThat(text.toString()).contains("model: fastboot-ssp out no-copy: CONFIG_BULKBENCH_REQUEST_KIB=");
        assertThat(dir.resolve(RunFolder.REPORT_MD)).content().contains("## Why the curve bends");
    }

    /** A board that turns out 20 % slower at the recommended point than the model says is not confirmed. */
    @Test
    void aRecommendedPointThatMeasuresFarFromTheModelIsNotConfirmed(@TempDir Path dir) throws Exception {
        SweepPlan full = fullPlan();
        List<PointKey> asked = new ArrayList<>();
        StringWriter text = new StringWriter();
        int code = ModelDesign.run(full, noBaselines(full), dir, "bulkbench sweep --design model --confirm",
                new PrintWriter(text, true), p -> twin(asked, 12, 0.8), new StopRequest(), true);
        assertThat(asked).as("the recommended point, 128K, is not in the design's part").hasSize(13);
        assertThat(code).as(text.toString()).isEqualTo(ExitCode.FAILED);
        assertThat(text.toString()).contains("NOT CONFIRMED").contains("not confirmed by measurement");
    }

    @Test
    void aDesignThatIsNeitherGridNorModelIsBadInputAndConfirmNeedsTheModel() {
        CliRun run = CliRun.of("sweep", "--design", "latin");
        assertThat(run.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("--design 'latin'");
        CliRun confirm = CliRun.of("sweep", "--confirm");
        assertThat(confirm.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(confirm.err()).contains("--confirm goes with --design model");
    }
}
