package io.bulkbench.app.cli;

import io.bulkbench.benchmarks.device.DeviceSpec;
import io.bulkbench.benchmarks.device.SimDeviceSpec;
import io.bulkbench.benchmarks.sim.SimulatedThroughput;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.PointsCsv;
import io.bulkbench.reports.csv.RawCsv;
import io.bulkbench.sweeps.plan.Settings;
import io.bulkbench.sweeps.plan.SweepPlan;
import io.bulkbench.sweeps.run.DeviceCheck;
import io.bulkbench.sweeps.run.PlanCheck;
import io.bulkbench.sweeps.run.ResultsLayout;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code bulkbench predict}: a simulator profile's throughput over a grid, from its virtual-time twin alone. */
@Command(
        name = "predict",
        header = "Predict a grid from a simulator profile in virtual time (no JMH, no waiting).",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        modelTransformer = SettingOptions.Plan.class,
        description = {
            "Compute the throughput a simulator profile gives at every point of a grid from its "
                    + "virtual-time twin (the exact timeline the simulated device keeps, nothing waits) and "
                    + "print one table per direction and copy mode. With --out, write the points as a run "
                    + "folder's points.csv (error 0, status ok): 'bulkbench analyze DIR' then recommends from "
                    + "the prediction as from a measurement. Same profile and seed, same numbers."
        },
        footer = {
            "",
            "Examples:",
            "  # the default grid on sim:snowball-msc",
            "  bulkbench predict",
            "  bulkbench predict --device sim:fastboot-ssp --direction out --buffers 2 \\",
            "      --sizes 16K..256K",
            "  bulkbench predict --device sim:my-board.yaml --out results/my-board/predicted",
            "Exit codes: 0 done, 2 bad input."
        })
public final class PredictCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Mixin
    private BoardConfigOption config;

    @Option(names = "--out", paramLabel = "DIR", description = "Write the prediction as a run folder (points.csv).")
    private Path out;

    @Mixin
    private LargePlanOption largePlan;

    @Override
    public Integer call() throws Exception {
        PrintStreams streams = PrintStreams.of(spec);
        SweepPlan plan = Settings.resolve(
                        SettingOptions.given(spec, SettingOptions.PLAN), config.load(), DeviceCheck::normalise)
                .plan();
        PlanCheck.notTooManyPoints(plan, largePlan.allowed());
        if (!(DeviceSpec.parse(plan.device()) instanceof SimDeviceSpec sim)) {
            throw new BadInputException("--device '" + plan.device() + "' is not a simulator; predict runs a profile's"
                    + " virtual-time twin, so give sim:PROFILE or sim:FILE.yaml");
        }
        List<MeasuredPoint> points = SimulatedThroughput.predict(sim.resolveProfile(), plan.points());
        // After the prediction (a fraction of a second), so a profile that fails leaves no empty folder.
        Optional<Path> folder = Optional.ofNullable(out).map(o -> ResultsLayout.newPointsFolder(o, "--out"));
        streams.out().print(PredictionTable.text(points));
        if (folder.isPresent()) {
            write(points, folder.get());
            streams.out()
                    .println("prediction written to " + out.resolve(RunFolder.POINTS_CSV)
                            + "; recommend from it with: bulkbench analyze " + out);
        }
        return ExitCode.OK;
    }

    /**
     * Writes the points whole, not journaled point by point: the folder held neither file
     * before, so a failure half way (a full disk) leaves it as it was, ready for the same command.
     */
    private static void write(List<MeasuredPoint> points, Path folder) throws IOException {
        Path raw = folder.resolve(RunFolder.RAW_CSV);
        try {
            RawCsv.write(points, raw);
            PointsCsv.write(points, folder.resolve(RunFolder.POINTS_CSV));
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(raw);
            throw e;
        }
    }
}
