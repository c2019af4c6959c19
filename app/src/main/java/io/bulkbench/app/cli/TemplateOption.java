package io.bulkbench.app.cli;

import io.bulkbench.benchmarks.sim.SimProfile;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.model.CalibrationTemplate;
import java.util.List;
import picocli.CommandLine.Option;

/** {@code --like PROFILE}: the template a calibration keeps the structure of, for calibrate and explain. */
final class TemplateOption {
    @Option(
            names = "--like",
            paramLabel = "PROFILE",
            description = "Template: a built-in profile name, sim:NAME or a"
                    + " profile .yaml (default: the run's sim: profile, else hs, ss or ssp).")
    private String like;

    /** The named template, else the one {@link CalibrationTemplate} picks for these ok points. */
    SimProfile template(List<MeasuredPoint> ok) {
        return like != null ? CalibrationTemplate.like(like) : CalibrationTemplate.forPoints(ok);
    }
}
