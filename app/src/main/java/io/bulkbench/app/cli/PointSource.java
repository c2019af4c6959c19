package io.bulkbench.app.cli;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.inputs.InputFile;
import io.bulkbench.reports.RunFolder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Where {@code analyze} and {@code compare} take points from: a run folder, or a
 * points.csv file (with the raw.csv beside it, when there is one, for the samples).
 */
final class PointSource {
    private PointSource() {}

    static List<MeasuredPoint> read(Path path) throws IOException {
        if (Files.isDirectory(path)) {
            return RunFolder.readPoints(path);
        }
        if (!InputFile.exists(path)) {
            throw new BadInputException(path + " does not exist; give a run folder or a points.csv file");
        }
        return RunFolder.readPointsFile(path);
    }

    /** The folder a points source lives in: the run folder itself, or the CSV's folder. */
    static Path folderOf(Path path) {
        Path abs = path.toAbsolutePath();
        return Files.isDirectory(abs) ? abs : abs.getParent();
    }
}
