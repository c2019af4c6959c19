package io.bulkbench.sweeps.run;

import io.bulkbench.benchmarks.sim.ProfileLoader;
import io.bulkbench.model.CalibratedProfileText;
import io.bulkbench.model.Calibration;
import io.bulkbench.reports.OutputFile;
import io.bulkbench.reports.RunFolder;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Writes a calibration as its commented profile: read back by the simulator's own loader
 * before it is written (a profile bulkbench writes always loads), then written atomically.
 * In a run folder it is calibrated.yaml when the model describes the board, else
 * calibrated-misfit.yaml, which feeds no report.
 */
public final class CalibratedProfileFile {
    private CalibratedProfileFile() {}

    /** The file of {@code c} in a run folder. */
    public static Path inFolder(Path runDir, Calibration c) {
        return runDir.resolve(c.describes() ? RunFolder.CALIBRATED_PROFILE : RunFolder.MISFIT_PROFILE);
    }

    /** Writes {@code c} into its run folder; {@code source} names the points it was fitted to. */
    public static void writeInFolder(Calibration c, Path runDir, String source) throws IOException {
        write(c, OutputFile.whole(inFolder(runDir, c)), source);
    }

    /** Writes {@code c} to {@code target} (a file a person named); {@code source} names the points it was fitted to. */
    public static void write(Calibration c, OutputFile target, String source) throws IOException {
        String yaml = CalibratedProfileText.yaml(c, source);
        ProfileLoader.parse("calibrated", target.toString(), yaml);
        target.write(w -> w.write(yaml));
    }
}
