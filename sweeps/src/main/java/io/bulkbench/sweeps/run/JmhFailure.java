package io.bulkbench.sweeps.run;

import io.bulkbench.core.BadInputException;
import io.bulkbench.inputs.InputFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.openjdk.jmh.runner.RunnerException;

/**
 * Finds the reason a JMH run failed. JMH reports a benchmark's exception as a generic
 * "Benchmark caught the exception" and prints the real one (often from a forked JVM)
 * to its log, so the reason is the first exception line of the log when there is one.
 */
final class JmhFailure {
    private JmhFailure() {}

    static String reason(RunnerException e, Path log) {
        String fromLog = firstExceptionLine(log);
        if (!fromLog.isEmpty()) {
            return FailureReason.oneLine(fromLog);
        }
        return FailureReason.of(e);
    }

    private static String firstExceptionLine(Path log) {
        try {
            if (!Files.exists(log)) {
                return "";
            }
            List<String> lines =
                    InputFile.read(log, InputFile.JMH_OUTPUT_LIMIT).lines().toList();
            for (String line : lines) {
                String t = line.trim();
                if (t.startsWith("<failure>")) {
                    continue;
                }
                if (t.matches("^([a-zA-Z_$][\\w$]*\\.)+[A-Z][\\w$]*(Exception|Error)(: .*)?$")) {
                    return t.replaceFirst("^([a-zA-Z_$][\\w$]*\\.)+", "");
                }
            }
            for (String line : lines) {
                if (line.contains("<forked VM failed")) {
                    return line.trim();
                }
            }
            return "";
        } catch (IOException | BadInputException e) {
            // A log that cannot be read gives no reason; the runner's own message stands.
            return "";
        }
    }
}
