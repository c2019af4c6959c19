package io.bulkbench.model;

import io.bulkbench.benchmarks.sim.ProfileWriter;
import io.bulkbench.core.PointText;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A calibration as a commented profile in the simulator's own YAML: above the keys, what
 * was fitted to what and the verdict; beside every fitted key, its 95 % interval or why it
 * is undetermined; below, the residual of every measured point. {@code --device
 * sim:THAT.yaml} then simulates the board.
 */
public final class CalibratedProfileText {
    private CalibratedProfileText() {}

    /** The profile text; {@code source} names the run the points came from. */
    public static String yaml(Calibration c, String source) {
        List<String> header = new ArrayList<>();
        header.add("Simulator profile calibrated by bulkbench calibrate to " + source + ".");
        header.add(String.format(
                Locale.ROOT,
                "Fitted to %d points by weighted least squares against the virtual-time"
                        + " twin: chi-square %.1f for %d degrees of freedom.",
                c.residuals().size(),
                c.chiSquare(),
                c.degreesOfFreedom()));
        header.add("Intervals are 95 % profile-likelihood intervals; a parameter the data do not bound is");
        header.add("marked undetermined and written with two significant digits only.");
        if (c.describes()) {
            header.add(String.format(
                    Locale.ROOT,
                    "The model describes this board: %d of %d points are beyond %.0fx" + " their error.",
                    c.beyondError().size(),
                    c.residuals().size(),
                    PointResidual.BEYOND));
        } else {
            header.add(String.format(
                    Locale.ROOT,
                    "THE MODEL DOES NOT DESCRIBE THIS BOARD: %d of %d points are beyond"
                            + " %.0fx their error; do not simulate the board with this profile.",
                    c.beyondError().size(),
                    c.residuals().size(),
                    PointResidual.BEYOND));
        }
        header.addAll(identification(c));
        c.notes().forEach(n -> header.add("Note: " + n + "."));
        header.add("");
        Map<String, String> comments = new LinkedHashMap<>();
        for (ParameterEstimate e : c.estimates()) {
            comments.put(e.parameter().key(), "fitted; " + e.describe());
        }
        List<String> footer = new ArrayList<>();
        footer.add("");
        footer.add("Residuals at every measured point (measured - model, MB/s; model = this profile's twin):");
        for (PointResidual r : c.residuals()) {
            footer.add(line(r));
        }
        return ProfileWriter.yaml(c.profile(), header, comments, footer, ProfileNumbers::format);
    }

    /**
     * How well the points identify the parameters: each confounded pair with the correlation
     * of its estimates, or that there is none.
     */
    static List<String> identification(Calibration c) {
        if (c.confounded().isEmpty()) {
            return List.of(String.format(
                    Locale.ROOT,
                    "Identification: no two fitted parameters correlate beyond %.2f either way.",
                    Confounding.CONFOUNDED));
        }
        List<String> lines = new ArrayList<>();
        for (Confounding k : c.confounded()) {
            lines.add(String.format(
                    Locale.ROOT,
                    "Identification: %s and %s correlate at %+.2f; these points pin down their joint cost,"
                            + " not the split between them.",
                    k.first().key(),
                    k.second().key(),
                    k.correlation()));
        }
        return lines;
    }

    /**
     * One point's residual on one line, e.g. {@code in copy 16 KiB x 2: measured 18.75 +- 0.05, model 18.71, +0.04
     * (0.8 errors)}. The figures keep the profile's own precision, not a report's three: a
     * residual of 0.04 MB/s would round away.
     */
    public static String line(PointResidual r) {
        return String.format(
                Locale.ROOT,
                "  %s: measured %s +- %s, model %s, %+.4g (%.1f errors)%s",
                PointText.of(r.point().key()),
                ProfileNumbers.format(r.point().throughputMbS()),
                ProfileNumbers.format(r.errorMbS()),
                ProfileNumbers.format(r.modelMbS()),
                r.residualMbS(),
                r.errors(),
                r.beyondError() ? "  BEYOND" : "");
    }
}
