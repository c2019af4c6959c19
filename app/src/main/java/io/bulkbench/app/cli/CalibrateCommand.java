package io.bulkbench.app.cli;

import io.bulkbench.benchmarks.sim.SimProfile;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.model.CalibratedProfileText;
import io.bulkbench.model.Calibration;
import io.bulkbench.model.ParameterEstimate;
import io.bulkbench.model.PointResidual;
import io.bulkbench.model.ProfileCalibration;
import io.bulkbench.model.ProfileNumbers;
import io.bulkbench.reports.OutputFile;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.sweeps.run.CalibratedProfileFile;
import io.bulkbench.sweeps.run.ResultsLayout;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code bulkbench calibrate}: fit a simulator profile to a run's measured points. */
@Command(
        name = "calibrate",
        header = "Fit a simulator profile to a run's measured points.",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Fit the numbers of a simulator profile (link bandwidth and per-request cost, host costs "
                    + "and jitter, device storage, copy cost) to a run's ok points, weighted by their errors, "
                    + "against the profile's virtual-time twin, and write the profile in the simulator's YAML "
                    + "with each value's 95 %% interval (or why the data leave it undetermined) and every "
                    + "point's residual. The structure (swept parameter, duplex, queue depth, copy cache) and "
                    + "the seed come from a template: --like, else the run's own sim: profile, else hs, ss or "
                    + "ssp by the best measured throughput. --device sim:THAT.yaml then simulates the board."
        },
        footer = {
            "",
            "Examples:",
            "  bulkbench calibrate results/snowball-msc/20261130-021500",
            "  bulkbench calibrate results/my-board/20261130-021500 --like fastboot-ssp \\",
            "      --out my-board.yaml",
            "Exit codes: 0 the model describes the board, 1 it does not (more than one point in "
                    + "twenty beyond 3x its error; the worst are named), 2 bad input."
        })
public final class CalibrateCommand implements Callable<Integer> {
    /** Where a profile that does not describe the board goes without --out, beside the points. */
    static final String MISFIT_FILE = RunFolder.MISFIT_PROFILE;

    private static final int WORST_SHOWN = 5;

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "DIR|points.csv", description = "A run folder or a points.csv file.")
    private Path source;

    @Option(
            names = "--out",
            paramLabel = "PROFILE.yaml",
            description = "Where to write the profile (default: " + RunFolder.CALIBRATED_PROFILE
                    + " beside the points, or " + MISFIT_FILE + " when the model does not fit).")
    private String out;

    @Mixin
    private TemplateOption template;

    @Override
    public Integer call() throws Exception {
        PrintStreams streams = PrintStreams.of(spec);
        List<MeasuredPoint> points = PointSource.read(source);
        List<MeasuredPoint> ok = points.stream().filter(MeasuredPoint::isOk).toList();
        if (ok.isEmpty()) {
            throw new BadInputException(source + " has no ok point to calibrate to; give a run whose sweep measured");
        }
        Path folder = PointSource.folderOf(source);
        // Where the profile goes is checked before the fit, which takes a minute.
        Optional<OutputFile> named = Optional.ofNullable(out).map(o -> ResultsLayout.outputFile(o, "--out"));
        if (named.isEmpty()) {
            ResultsLayout.existingFolder(folder, "run folder");
        }
        SimProfile template = this.template.template(ok);
        PrintWriter o = streams.out();
        o.printf(
                Locale.ROOT,
                "calibrate: fitting %s to %d ok points of %s (a minute or so)%n",
                template.name(),
                ok.size(),
                ok.get(0).key().device());
        Calibration c = ProfileCalibration.calibrate(template, ok);
        OutputFile target = named.orElse(OutputFile.whole(CalibratedProfileFile.inFolder(folder, c)));
        CalibratedProfileFile.write(c, target, source.toString());
        for (ParameterEstimate e : c.estimates()) {
            o.printf(
                    Locale.ROOT,
                    "  %-26s %10s  %s%n",
                    e.parameter().key(),
                    ProfileNumbers.format(e.parameter().of(c.profile())),
                    e.describe());
        }
        c.notes().forEach(n -> o.println("  note: " + n));
        if (c.describes()) {
            o.printf(
                    Locale.ROOT,
                    "the model describes this board: %d of %d points beyond %.0fx their error%n",
                    c.beyondError().size(),
                    c.residuals().size(),
                    PointResidual.BEYOND);
            worst(o, c);
        } else {
            misfit(o, "THIS BOARD", c);
        }
        o.println("profile written to " + target
                + (c.describes() ? "; simulate the board with --device sim:" + target : " (for inspection only)"));
        if (c.describes() && sameFile(target.path(), folder.resolve(RunFolder.CALIBRATED_PROFILE))) {
            o.println("'bulkbench report " + folder + "' adds why the curve bends, read from it, to the report");
        }
        return c.describes() ? ExitCode.OK : ExitCode.FAILED;
    }

    private static boolean sameFile(Path a, Path b) {
        return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
    }

    /** The verdict of a calibration that does not describe its board, then its worst points. */
    static void misfit(PrintWriter o, String what, Calibration c) {
        o.printf(
                Locale.ROOT,
                "THE MODEL DOES NOT DESCRIBE %s: %d of %d points are beyond %.0fx their error; the worst:%n",
                what,
                c.beyondError().size(),
                c.residuals().size(),
                PointResidual.BEYOND);
        worst(o, c);
    }

    private static void worst(PrintWriter o, Calibration c) {
        for (PointResidual r : c.worst(WORST_SHOWN)) {
            o.println(CalibratedProfileText.line(r));
        }
    }
}
