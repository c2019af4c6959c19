package io.bulkbench.reports.lava;

import io.bulkbench.core.ShellWord;
import java.util.List;
import java.util.stream.Collectors;

/**
 * One step of reporting a run to LAVA: a line for the job's log, or a call of one of the
 * helpers LAVA puts on the test shell's PATH ({@code lava-test-set}, {@code lava-test-case}).
 * Each step also reads as one line of POSIX shell, for {@code bulkbench lava --print}.
 */
public sealed interface LavaStep {

    /** The step as a line of POSIX shell. */
    String shellLine();

    /**
     * A line for the log, free of control characters, '<' and '>' so that no text from a run folder (a failed
     * point's reason) can read as a LAVA signal, and on one line.
     */
    record Log(String line) implements LavaStep {
        public Log {
            line = line.replaceAll("[\\s\\p{Cntrl}]+", " ").replace('<', '[').replace('>', ']');
        }

        @Override
        public String shellLine() {
            return "echo " + ShellWord.quoted(line);
        }
    }

    /** A call of a LAVA helper with its arguments. */
    record Helper(List<String> argv) implements LavaStep {
        public Helper {
            argv = List.copyOf(argv);
            if (argv.isEmpty()) {
                throw new IllegalArgumentException("a helper call names the helper");
            }
        }

        /** The helper's program name, e.g. {@code lava-test-case}. */
        public String program() {
            return argv.get(0);
        }

        @Override
        public String shellLine() {
            return argv.stream().map(ShellWord::quoted).collect(Collectors.joining(" "));
        }
    }
}
