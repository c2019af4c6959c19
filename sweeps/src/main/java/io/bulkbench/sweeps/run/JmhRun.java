package io.bulkbench.sweeps.run;

import io.bulkbench.reports.WriteTarget;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.Options;

/**
 * One JMH run of a point whose log and JSON result are kept in the run folder's
 * {@code jmh/} as {@code NAME.log} and {@code NAME.json}, so a failed run's reason is
 * read from the log it wrote (JMH's own exception only says it caught one).
 */
final class JmhRun {
    private JmhRun() {}

    /** A run that failed, with the reason a person can act on. */
    static final class Failed extends Exception {
        Failed(String reason) {
            super(reason, null, false, false);
        }
    }

    static RunResult keep(ChainedOptionsBuilder options, Path jmhDir, String name) throws IOException, Failed {
        // JMH opens its files itself and would follow a link: the folder and both files are checked first.
        Files.createDirectories(WriteTarget.requireNoLink(jmhDir));
        Path log = WriteTarget.requirePlain(jmhDir.resolve(name + ".log"));
        Path json = WriteTarget.requirePlain(jmhDir.resolve(name + ".json"));
        Options kept = options.output(log.toString())
                .result(json.toString())
                .resultFormat(ResultFormatType.JSON)
                .build();
        try {
            return new Runner(kept).runSingle();
        } catch (RunnerException e) {
            throw new Failed(JmhFailure.reason(e, log));
        }
    }
}
