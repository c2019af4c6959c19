package io.bulkbench.sweeps.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.sweeps.plan.BoardConfig;
import io.bulkbench.sweeps.plan.RunManifest;
import io.bulkbench.sweeps.plan.Settings;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A model-designed sweep into its run folder, the simulator's virtual time standing in for
 * JMH: part of the plan measured, the rest predicted and marked so, the folder's files
 * written, a resume that measures nothing more, and {@code --confirm}'s columns; a start
 * that cannot be calibrated falls back to the whole grid and says why in design.csv.
 */
class ModelDesignSweepTest {
    private static final String PLAN =
            "board: hs\ndevice: sim:hs\nbuffers: 2..64\nsizes: 16K..256K\nmodes: no-copy\nbaselines: false\n";

    private final StringWriter text = new StringWriter();
    private final PrintWriter out = new PrintWriter(text, true);

    private SweepJob job(String yaml, Path dir, PointMeasurer measurer) throws Exception {
        BoardConfig config = BoardConfig.parse("b.yaml", new StringReader(yaml));
        Settings settings = Settings.of(config, DeviceCheck::normalise);
        RunManifest.write(dir, settings, "test");
        return new SweepJob(settings, dir, out, p -> measurer, new StopRequest()).confirmingWith(new VirtualMeasurer());
    }

    @Test
    void measuresPartOfThePlanPredictsTheRestAndConfirmsTheRecommendation(@TempDir Path dir) throws Exception {
        VirtualMeasurer device = new VirtualMeasurer();
        SweepResult result =
                job(PLAN + "design: model\nconfirm: true\n", dir, device).run(false, "test");

        assertThat(result).as(text.toString()).isEqualTo(SweepResult.COMPLETE);
        List<MeasuredPoint> points = RunFolder.readPoints(dir);
        long measured = points.stream().filter(p -> !p.isPredicted()).count();
        assertThat(device.asked).doesNotHaveDuplicates().hasSize((int) measured);
        assertThat(measured).isBetween(7L, 8L);
        List<Integer> grid = List.of(2, 4, 8, 16, 32, 64);
        long measuredOnGrid = points.stream()
                .filter(p -> !p.isPredicted() && grid.contains(p.key().buffers()))
                .count();
        assertThat(points.stream().filter(MeasuredPoint::isPredicted))
                .hasSize(30 - (int) measuredOnGrid)
                .allSatisfy(p -> assertThat(p.errorMbS()).isZero());
        assertThat(dir.resolve(RunFolder.DESIGN_CSV)).content().contains("space-filling start");
        assertThat(dir.resolve(RunFolder.CALIBRATED_PROFILE)).isNotEmptyFile();
        assertThat(dir.resolve(RunFolder.CONFIRM_CSV)).isNotEmptyFile();
        List<String> recommendations = Files.readAllLines(dir.resolve(RunFolder.RECOMMENDATIONS_CSV));
        assertThat(recommendations.get(0))
                .endsWith(",predicted_mb_s,confirmed_mb_s,throughput_basis,cheaper_on_cpu,undecided,interval");
        assertThat(recommendations.subList(1, recommendations.size()))
                .allSatisfy(
                        r -> assertThat(r)
                                .matches(
                                        ".*,[0-9.]+,[0-9.]+,(measured|fitted|predicted),(copy|no-copy)?(;[^,]*)?,([0-9]+\\.\\.[0-9]+)?,([0-9]+\\.\\.[0-9]+)?$"));
        assertThat(text.toString()).contains("confirm: in no-copy").contains(": agree");
        assertThat(dir.resolve(RunFolder.REPORT_MD)).content().contains("## Measured and predicted points");

        VirtualMeasurer again = new VirtualMeasurer();
        assertThat(job(PLAN + "design: model\nconfirm: true\n", dir, again).run(false, "test"))
                .isEqualTo(SweepResult.COMPLETE);
        assertThat(again.asked).as("a finished design is not measured again").isEmpty();
    }

    @Test
    void aStartThatCannotBeCalibratedFallsBackToTheWholeGridAndSaysWhy(@TempDir Path dir) throws Exception {
        PointMeasurer failsAtTwo =
                p -> p.buffers() == 2 ? MeasuredPoint.failed(p, "stalled") : new VirtualMeasurer().measure(p);
        SweepResult result = job(PLAN + "design: model\n", dir, failsAtTwo).run(false, "test");

        assertThat(result).isEqualTo(SweepResult.POINTS_FAILED);
        List<MeasuredPoint> points = RunFolder.readPoints(dir);
        assertThat(points).hasSize(30).noneMatch(MeasuredPoint::isPredicted);
        assertThat(points.stream().filter(p -> !p.isOk()))
                .extracting(p -> p.key().buffers())
                .containsOnly(2);
        assertThat(text.toString()).contains("design: falling back to the whole grid");
        assertThat(dir.resolve(RunFolder.DESIGN_CSV)).content().contains("whole grid: ");
        assertThat(dir.resolve(RunFolder.CALIBRATED_PROFILE)).doesNotExist();
    }
}
