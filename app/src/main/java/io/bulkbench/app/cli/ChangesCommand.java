package io.bulkbench.app.cli;

import io.bulkbench.analysis.change.ChangePointSettings;
import io.bulkbench.analysis.change.SeriesTable;
import io.bulkbench.core.BadInputException;
import io.bulkbench.reports.csv.ChangesCsv;
import io.bulkbench.reports.csv.SeriesCsv;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code bulkbench changes}: where did a nightly series move to a new level? */
@Command(
        name = "changes",
        header = "Find change points in a lab's history; CSV to standard output.",
        mixinStandardHelpOptions = true,
        description = {
            "Find where each metric of a series CSV moved to a new level and stayed: Hunter's "
                    + "E-divisive means with a t-test over sliding windows, weak change points merged until "
                    + "each is significant (Apache Otava's method). The CSV needs a header row; its first "
                    + "column is the time or a label, every other column a metric, rows oldest first. An empty "
                    + "cell skips that row for that metric. A single row is never a change: a new level is "
                    + "reported once it has held for two rows. A board's recorded history in this shape: "
                    + "bulkbench history --board NAME --format series > SERIES.csv. Writes "
                    + "metric,index,time,mean_before,mean_after,change_percent,p_value, one row per change "
                    + "point; index is the 0-based row (under the header) where the new level starts."
        })
public final class ChangesCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(
            index = "0",
            paramLabel = "SERIES.csv",
            description = "The history: a header row, then one row per run.")
    private Path series;

    @Mixin
    private ChangePointOptions changePoints;

    @Override
    public Integer call() throws Exception {
        ChangePointSettings settings = changePoints.settings();
        if (!Files.isRegularFile(series)) {
            throw new BadInputException(series + (Files.exists(series) ? " is not a file" : " does not exist")
                    + "; give a CSV file with a header row, the time in the first column and a metric in each other");
        }
        SeriesTable table = SeriesCsv.read(series);
        PrintWriter out = PrintStreams.of(spec).data();
        ChangesCsv.write(table.changes(settings), out);
        out.flush();
        return ExitCode.OK;
    }
}
