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
 * within 3 % of the twin itself, and its recommendations written beside the measurement.
 */
class ModelDesignTest {

    @Test
    void measuresAFewPointsAndTheCalibratedModelPredictsTheWholeGrid(@TempDir Path dir) throws Exception {
        SweepPlan full = new PlanAssembler(DeviceCheck::normalise).assemble(new SweepFlags(Optional.of("sim:fastboot-ssp"),
                Optional.empty(), Optional.empty(), Optional.empty(), Optional.of("no-copy"), Optional.of("out"), true,
                Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), List.of()), Optional.empty());
        SimProfile truth = ProfileCatalog.builtIn("fastboot-ssp");
        long seed = 4_2026L;
        System.out.println("twin measurer noise seed " + seed);
        SplittableRandom random = new SplittableRandom(seed);
        List<PointKey> asked = new ArrayList<>();
        PointMeasurer twin = key -> {
            asked.add(key);
            double mbS = TwinPrediction.predict(truth, List.of(key)).get(0).throughputMbS();
            List<Double> samples = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                samples.add(mbS * (1 + 0.007 * (2 * random.nextDouble() - 1)));
            }
            double mean = samples.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
            return MeasuredPoint.ok(key, mean, 0.01 * mean, samples, 0);
        };
        StringWriter text = new StringWriter();
        Optional<BoardConfig> noBaselines = Optional.of(BoardConfig.ofFlags(full.board()).withBaselines(false));
        int code = ModelDesign.run(full, noBaselines, dir, "bulkbench sweep --design model", new PrintWriter(text, true),
                p -> twin, new StopRequest());

        assertThat(code).as(text.toString()).isZero();
        assertThat(asked).hasSize(12);
        assertThat(PointsCsv.read(dir.resolve(RunFolder.POINTS_CSV))).hasSize(12);
        assertThat(dir.resolve(RunFolder.CALIBRATED_PROFILE)).exists();
        Path model = dir.resolve(ModelDesign.MODEL_DIR);
        List<MeasuredPoint> predicted = PointsCsv.read(model.resolve(RunFolder.POINTS_CSV));
        assertThat(predicted).hasSize(30);
        for (MeasuredPoint p : predicted) {
            double truthMbS = TwinPrediction.predict(truth, List.of(p.key())).get(0).throughputMbS();
            assertThat(p.throughputMbS()).as(p.key().toString()).isCloseTo(truthMbS, within(0.03 * truthMbS));
        }
        assertThat(model.resolve(RunFolder.RECOMMENDATIONS_CSV)).exists();
        assertThat(text.toString()).contains("model: fastboot-ssp out no-copy: CONFIG_BULKBENCH_REQUEST_KIB=");
        assertThat(dir.resolve(RunFolder.REPORT_MD)).content().contains("## Why the curve bends");
    }

    @Test
    void aDesignThatIsNeitherGridNorModelIsBadInput() {
        CliRun run = CliRun.of("sweep", "--design", "latin");
        assertThat(run.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("--design 'latin'");
    }
}
