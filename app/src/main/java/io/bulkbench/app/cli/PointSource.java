package io.bulkbench.app.cli;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.inputs.InputFile;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.PointsCsv;
import io.bulkbench.reports.csv.RawCsv;
import io.bulkbench.reports.csv.RawSample;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

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
        List<MeasuredPoint> points = RunFolder.requireOneBoard(PointsCsv.read(path), path);
        Path raw = path.toAbsolutePath().resolveSibling(RunFolder.RAW_CSV);
        if (!InputFile.exists(raw)) {
            return points;
        }
        Map<io.bulkbench.core.PointKey, List<RawSample>> iterations = RawCsv.iterationsByPoint(RawCsv.read(raw));
        return points.stream()
                .map(p -> iterations.containsKey(p.key()) ? PointsCsv.withIterations(p, iterations.get(p.key())) : p)
                .toList();
    }

    /** The folder a points source lives in: the run folder itself, or the CSV's folder. */
    static Path folderOf(Path path) {
        Path abs = path.toAbsolutePath();
        return Files.isDirectory(abs) ? abs : abs.getParent();
    }
}
