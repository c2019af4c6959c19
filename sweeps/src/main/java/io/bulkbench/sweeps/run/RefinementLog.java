package io.bulkbench.sweeps.run;

import io.bulkbench.core.PointKey;
import io.bulkbench.reports.AtomicFile;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.CsvCells;
import io.bulkbench.reports.csv.CsvTableWriter;
import io.bulkbench.sweeps.plan.Refinement;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code adaptive.csv}: the points an adaptive sweep added beyond its plan and why, one
 * row per point, so a reader of the run folder can tell planned from refined points.
 */
final class AdaptiveLog {
    static final String FILE = RunFolder.ADAPTIVE_CSV;
    private static final List<String> COLUMNS =
            List.of("board", "device", "direction", "copy_mode", "request_bytes", "buffers", "round", "reason");

    private final Path file;
    private final List<String[]> rows = new ArrayList<>();

    AdaptiveLog(Path runDir) {
        this.file = runDir.resolve(FILE);
    }

    void add(int round, Refinement r) throws IOException {
        PointKey k = r.point();
        rows.add(new String[] {
            CsvCells.text(k.board()),
            CsvCells.text(k.device()),
            k.direction().label(),
            k.copyMode().label(),
            Integer.toString(k.requestBytes()),
            Integer.toString(k.buffers()),
            Integer.toString(round),
            CsvCells.text(r.reason())
        });
        AtomicFile.write(file, w -> {
            CsvTableWriter csv = CsvTableWriter.withHeader(w, COLUMNS);
            for (String[] row : rows) {
                csv.row(row);
            }
            csv.flush();
        });
    }
}
