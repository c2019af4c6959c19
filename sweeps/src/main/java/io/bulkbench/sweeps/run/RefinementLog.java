package io.bulkbench.sweeps.run;

import io.bulkbench.core.PointKey;
import io.bulkbench.inputs.InputFile;
import io.bulkbench.reports.AtomicFile;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.CsvCells;
import io.bulkbench.reports.csv.CsvRow;
import io.bulkbench.reports.csv.CsvTable;
import io.bulkbench.reports.csv.CsvTableWriter;
import io.bulkbench.sweeps.plan.Refinement;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The points a sweep chose beyond (or instead of) its plan and why, one row per point:
 * {@code adaptive.csv} for an adaptive sweep's refinements, {@code design.csv} for the
 * points a model-designed sweep measured, so a reader of the run folder can tell planned
 * from chosen points. Rows a resumed sweep finds in the file are kept.
 */
final class RefinementLog {
    private static final List<String> COLUMNS =
            List.of("board", "device", "direction", "copy_mode", "request_bytes", "buffers", "round", "reason");

    private final Path file;
    private final List<String[]> rows = new ArrayList<>();

    private RefinementLog(Path file) throws IOException {
        this.file = file;
        if (Files.exists(file)) {
            try (java.io.Reader in = InputFile.open(file, InputFile.TABLE_LIMIT)) {
                for (CsvRow row : CsvTable.whole(file.toString(), COLUMNS).read(in)) {
                    rows.add(COLUMNS.stream().map(row::raw).toArray(String[]::new));
                }
            }
        }
    }

    /** adaptive.csv of a run folder. */
    static RefinementLog adaptive(Path runDir) throws IOException {
        return new RefinementLog(runDir.resolve(RunFolder.ADAPTIVE_CSV));
    }

    /** design.csv of a run folder. */
    static RefinementLog design(Path runDir) throws IOException {
        return new RefinementLog(runDir.resolve(RunFolder.DESIGN_CSV));
    }

    /** The round of the last row, 0 when there is none. */
    int lastRound() {
        return rows.isEmpty() ? 0 : Integer.parseInt(rows.get(rows.size() - 1)[6]);
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
