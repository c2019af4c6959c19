package io.bulkbench.app.cli;

import io.bulkbench.analysis.trend.NightVerdict;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.OutputFile;
import io.bulkbench.reports.junit.JunitXml;
import io.bulkbench.sweeps.run.ResultsLayout;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Option;

/** {@code --junit FILE}: the run's points as JUnit XML for Jenkins and GitLab, a regression a failure. */
final class JunitOption {
    @Option(
            names = "--junit",
            paramLabel = "FILE",
            description = "Also write the run as JUnit XML: one test case per point, a regression a failure"
                    + " with the point's figures (for Jenkins' junit step and GitLab's reports:junit).")
    private String file;

    /** The file, checked before anything is measured; empty when not asked for. */
    Optional<OutputFile> checked() {
        return Optional.ofNullable(file).map(f -> ResultsLayout.outputFile(f, "--junit"));
    }

    /**
     * Writes the file when asked for, {@code comparedWith} saying what {@code verdict} was
     * judged against; returns the exit code to end with: {@code exitCode}, or 1 when the file could
     * not be written (said in one line; the run folder is whole).
     */
    int write(
            String board,
            List<MeasuredPoint> points,
            Optional<NightVerdict> verdict,
            String comparedWith,
            int exitCode,
            PrintStreams streams) {
        Optional<OutputFile> target = checked();
        if (target.isEmpty()) {
            return exitCode;
        }
        try {
            target.get().write(out -> JunitXml.write(board, points, verdict, comparedWith, out));
            streams.out().println("JUnit XML: " + target.get());
            return exitCode;
        } catch (IOException e) {
            streams.err().println("could not write --junit " + file + ": " + e.getMessage());
            return exitCode == ExitCode.OK ? ExitCode.FAILED : exitCode;
        }
    }
}
