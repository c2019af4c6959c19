package io.bulkbench.app.cli;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.history.RunFolderImport;
import io.bulkbench.reports.OutputFile;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.kcidb.KcidbDocument;
import io.bulkbench.reports.kcidb.KcidbRun;
import io.bulkbench.sweeps.run.ResultsLayout;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code bulkbench kcidb}: a run folder as a KCIDB I/O document (KernelCI's common results database). */
@Command(
        name = "kcidb",
        header = "Write a run folder as a KCIDB document (KernelCI's results database, schema 5.3).",
        mixinStandardHelpOptions = true,
        description = {
            "Write the run folder as KCIDB I/O JSON, schema 5.3: one test per point (DONE with its "
                    + "MB/s, FAIL for verify errors or when it could not be measured, its reason as the "
                    + "comment), one per recommended default, and for a night nightly judged a summary test of its "
                    + "verdict (FAIL on a regression, naming the run it was judged against and the "
                    + "acknowledgement in force), a FAIL test per regression and a test per change point. The "
                    + "verdict is the one stored in --db, else the folder's verdict.csv. Submit it with kcidb-submit or KCIDB's REST endpoint and your "
                    + "token (docs/farm.md)."
        },
        footer = {"", "Exit codes: 0 written, 2 bad input (one line on stderr)."})
public final class KcidbCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "RUN_DIR", description = "A run folder written by sweep or nightly.")
    private Path dir;

    @Mixin
    private VerdictSource verdict;

    @Option(
            names = "--origin",
            required = true,
            paramLabel = "NAME",
            description = "Your CI system's KCIDB origin: lowercase letters, digits and '_'.")
    private String origin;

    @Option(
            names = "--build-id",
            required = true,
            paramLabel = "ORIGIN:ID",
            description = "The KCIDB id of the kernel build the board ran, e.g. maestro:67a1b2c3.")
    private String buildId;

    @Option(names = "--out", paramLabel = "FILE", description = "Where to write it (default RUN_DIR/kcidb.json).")
    private String out;

    @Option(names = "--print", description = "Write the document to standard output instead of a file.")
    private boolean print;

    @Override
    public Integer call() throws Exception {
        PrintStreams streams = PrintStreams.of(spec);
        if (print && out != null) {
            throw new BadInputException("--print and --out both say where the document goes; give one of them");
        }
        RunFolder.requireFolder(dir, "RUN_DIR");
        List<MeasuredPoint> points = RunFolder.readPoints(dir);
        KcidbRun run = new KcidbRun(
                origin,
                buildId,
                RunFolder.id(dir),
                RunFolderImport.runInfo(dir),
                points,
                RunFolder.readRecommendations(dir),
                verdict.of(dir, points, "kcidb", streams.err()));
        if (print) {
            KcidbDocument.write(run, streams.data());
            return ExitCode.OK;
        }
        OutputFile file = out != null
                ? ResultsLayout.outputFile(out, "--out")
                : OutputFile.whole(
                        dir.resolve(RunFolder.KCIDB_JSON).toAbsolutePath().normalize());
        file.write(w -> KcidbDocument.write(run, w));
        streams.out().println("wrote " + file);
        return ExitCode.OK;
    }
}
