package io.bulkbench.app.cli;

import io.bulkbench.reports.RunFolder;
import io.bulkbench.sweeps.run.ResultsLayout;
import io.bulkbench.sweeps.run.RunDerivation;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code bulkbench report}: rebuild every derived file of a run folder from its CSVs. */
@Command(
        name = "report",
        header = "Rebuild every derived file of a run folder from its CSVs.",
        mixinStandardHelpOptions = true,
        description = {
            "Rebuild every derived file of a run folder (fits, recommendations, defaults.config, "
                    + "report.html, report.md, jmh-result.json) from points.csv and raw.csv, keeping the comparison "
                    + "compare.csv holds. The analysis settings are the ones the folder was last analysed with "
                    + "(analysis.csv: analyze --curve/--knee included), else its sweep.yaml's."
        })
public final class ReportCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "DIR", description = "A run folder written by sweep.")
    private Path dir;

    @Override
    public Integer call() throws Exception {
        PrintStreams streams = PrintStreams.of(spec);
        ResultsLayout.existingFolder(dir, "report");
        // The comparison the folder holds stays in its report: report rebuilds, it does not judge.
        RunDerivation.rewrite(dir, RunFolder.readPoints(dir), RunFolder.readComparison(dir), streams.out());
        streams.out().println("report rebuilt: " + dir.resolve(RunFolder.REPORT_HTML));
        return ExitCode.OK;
    }
}
