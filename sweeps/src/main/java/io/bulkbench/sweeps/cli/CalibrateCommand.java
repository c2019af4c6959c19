package io.bulkbench.sweeps.cli;

import io.bulkbench.analysis.BadInputException;
import io.bulkbench.analysis.MeasuredPoint;
import io.bulkbench.benchmarks.device.DeviceSpec;
import io.bulkbench.benchmarks.device.SimDeviceSpec;
import io.bulkbench.benchmarks.model.CalibratedProfileText;
import io.bulkbench.benchmarks.model.Calibration;
import io.bulkbench.benchmarks.model.ParameterEstimate;
import io.bulkbench.benchmarks.model.PointResidual;
import io.bulkbench.benchmarks.model.ProfileCalibration;
import io.bulkbench.benchmarks.model.ProfileNumbers;
import io.bulkbench.benchmarks.sim.FaultModel;
import io.bulkbench.benchmarks.sim.LinkSpeed;
import io.bulkbench.benchmarks.sim.ProfileCatalog;
import io.bulkbench.benchmarks.sim.ProfileLoader;
import io.bulkbench.benchmarks.sim.SimProfile;
import io.bulkbench.reports.AtomicFile;
import io.bulkbench.reports.RunFolder;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code bulkbench calibrate}: fit a simulator profile to a run's measured points. */
@Command(name = "calibrate", header = "Fit a simulator profile to a run's measured points.",
        mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Fit the numbers of a simulator profile (link bandwidth and per-request cost, host costs",
                "and jitter, device storage, copy cost) to a run's ok points, weighted by their errors, against",
                "the profile's virtual-time twin, and write the profile in the simulator's YAML with each",
                "value's 95 %% interval (or why the data leave it undetermined) and every point's residual.",
                "The structure (swept parameter, duplex, queue depth, copy cache) and the seed come from",
                "a template: --like, else the run's own sim: profile, else hs, ss or ssp by the best",
                "measured throughput. --device sim:THAT.yaml then simulates the board."},
        footer = {"", "Examples:",
                "  bulkbench calibrate results/snowball-msc/20261130-021500",
                "  bulkbench calibrate results/my-board/20261130-021500 --like fastboot-ssp --out my-board.yaml",
                "Exit codes: 0 the model describes the board, 1 it does not (more than one point in twenty",
                "beyond 3x its error; the worst are named), 2 bad input."})
public final class CalibrateCommand implements Callable<Integer> {
    /** Where a profile that does not describe the board goes without --out, beside the points. */
    static final String MISFIT_FILE = "calibrated-misfit.yaml";
    private static final int WORST_SHOWN = 5;

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "DIR|points.csv", description = "A run folder or a points.csv file.")
    private Path source;

    @Option(names = "--out", paramLabel = "PROFILE.yaml", description = "Where to write the profile (default: "
            + RunFolder.CALIBRATED_PROFILE + " beside the points, or " + MISFIT_FILE + " when the model does not fit).")
    private Path out;

    @Option(names = "--like", paramLabel = "PROFILE", description = "Template: a built-in profile name, sim:NAME or a"
            + " profile .yaml (default: the run's sim: profile, else hs, ss or ssp).")
    private String like;

    @Override
    public Integer call() throws Exception {
        PrintStreams streams = PrintStreams.of(spec);
        List<MeasuredPoint> points = PointSource.read(source);
        List<MeasuredPoint> ok = points.stream().filter(MeasuredPoint::isOk).toList();
        if (ok.isEmpty()) {
            throw new BadInputException(source + " has no ok point to calibrate to; give a run whose sweep measured");
        }
        Calibration c = fit(ok, Optional.ofNullable(like), streams.out());
        write(c, PointSource.folderOf(source), Optional.ofNullable(out), source.toString(), streams.out());
        return c.describes() ? ExitCode.OK : ExitCode.FAILED;
    }

    /** Calibrates the template of {@code ok} (see {@link #template}) to them, saying so first. */
    static Calibration fit(List<MeasuredPoint> ok, Optional<String> like, PrintWriter o) {
        SimProfile template = template(ok, like);
        o.printf(Locale.ROOT, "calibrate: fitting %s to %d ok points of %s (a minute or so)%n", template.name(), ok.size(),
                ok.get(0).key().device());
        return ProfileCalibration.calibrate(template, ok);
    }

    /**
     * Writes the calibrated profile ({@code out}, else into {@code folder}: calibrated.yaml
     * when the model describes the board, {@value #MISFIT_FILE} when not) and prints the
     * parameters, the verdict and the worst points. Returns the file written.
     */
    static Path write(Calibration c, Path folder, Optional<Path> out, String source, PrintWriter o) throws IOException {
        Path target = out.orElseGet(() -> folder.resolve(c.describes() ? RunFolder.CALIBRATED_PROFILE : MISFIT_FILE));
        String yaml = CalibratedProfileText.yaml(c, source);
        ProfileLoader.parse("calibrated", target.toString(), yaml);
        AtomicFile.write(target, w -> w.write(yaml));
        for (ParameterEstimate e : c.estimates()) {
            o.printf(Locale.ROOT, "  %-26s %10s  %s%n", e.parameter().key(), ProfileNumbers.format(e.parameter().of(c.profile())),
                    e.describe());
        }
        c.notes().forEach(n -> o.println("  note: " + n));
        if (c.describes()) {
            o.printf(Locale.ROOT, "the model describes this board: %d of %d points beyond %.0fx their error%n",
                    c.beyondError().size(), c.residuals().size(), PointResidual.BEYOND);
        } else {
            o.printf(Locale.ROOT, "THE MODEL DOES NOT DESCRIBE THIS BOARD: %d of %d points are beyond %.0fx their"
                    + " error; the worst:%n", c.beyondError().size(), c.residuals().size(), PointResidual.BEYOND);
        }
        for (PointResidual r : c.worst(WORST_SHOWN)) {
            o.println(CalibratedProfileText.line(r));
        }
        o.println("profile written to " + target + (c.describes() ? "; simulate the board with --device sim:" + target
                : " (for inspection only)"));
        if (c.describes() && target.equals(folder.resolve(RunFolder.CALIBRATED_PROFILE))) {
            o.println("'bulkbench report " + folder + "' adds why the curve bends, read from it, to the report");
        }
        return target;
    }

    /** The template: {@code like}, else the points' own sim: profile, else hs, ss or ssp by the best throughput. */
    static SimProfile template(List<MeasuredPoint> ok, Optional<String> likeName) {
        if (likeName.isPresent()) {
            String like = likeName.get();
            String name = like.startsWith("sim:") ? like.substring(4) : like;
            if (!(DeviceSpec.parse("sim:" + name) instanceof SimDeviceSpec sim)) {
                throw new BadInputException("--like '" + like + "' is not a simulator profile; give a built-in name or a .yaml file");
            }
            return sim.resolveProfile().withFaults(FaultModel.NONE);
        }
        String device = ok.get(0).key().device();
        if (device.startsWith("sim:") && DeviceSpec.parse(device) instanceof SimDeviceSpec sim) {
            return sim.resolveProfile().withFaults(FaultModel.NONE);
        }
        double best = ok.stream().mapToDouble(MeasuredPoint::throughputMbS).max().orElseThrow();
        String generic = best < 0.8 * LinkSpeed.HIGH.ceilingMbS() ? "hs" : best < 0.9 * LinkSpeed.SUPER.ceilingMbS() ? "ss" : "ssp";
        return ProfileCatalog.builtIn(generic);
    }
}
