package io.bulkbench.sweeps.run;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.PointKey;
import io.bulkbench.sweeps.plan.Settings;
import io.bulkbench.sweeps.plan.SweepSettings;
import java.io.IOException;
import java.io.Writer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A command run before each point, for parameters that live on the board (reloading
 * a gadget with another buffer count over ssh or adb). It is an argument array run
 * without a shell: {@code {buffers}}, {@code {request_bytes}} and {@code {copy_mode}}
 * are replaced inside each argument, so a substituted value is never interpreted by a
 * shell. A non-zero exit or a timeout fails the point with the command's output, and so
 * does a flood of output; the program is checked before the first point
 * ({@link #requireProgram}).
 */
public record SetupCommand(List<String> template, Duration timeout) {
    /** More output than any reload script prints; past it the command is stopped. */
    private static final long MAX_OUTPUT_CHARS = 4L << 20;
    /** How long a setup command may run when its board config gives no timeout. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofMinutes(2);

    public SetupCommand {
        template = List.copyOf(template);
        if (template.isEmpty()) {
            throw new IllegalArgumentException("a setup command needs at least the program name");
        }
    }

    /** The setup command of a sweep's settings, when they have one. */
    public static Optional<SetupCommand> of(Settings settings) {
        List<String> command = settings.get(SweepSettings.SETUP_COMMAND);
        return command.isEmpty()
                ? Optional.empty()
                : Optional.of(new SetupCommand(
                        command, settings.get(SweepSettings.SETUP_TIMEOUT).orElse(DEFAULT_TIMEOUT)));
    }

    /**
     * Refuses a command whose program is not there to run: a path that is no executable
     * file, or a name on no folder of {@code path} (the PATH variable's text). A program
     * whose name is made per point ({@code {buffers}} in it) is left to run time.
     */
    public void requireProgram(String source, String path) {
        String program = template.get(0);
        if (program.contains("{")) {
            return;
        }
        Programs.problem(program, path).ifPresent(problem -> {
            throw new BadInputException(source + ": setup.command's program '" + program + "' " + problem
                    + "; install it, or give the program's full path as the first word of setup.command");
        });
    }

    /** The argument array for one point. */
    public List<String> argumentsFor(PointKey point) {
        List<String> args = new ArrayList<>(template.size());
        for (String arg : template) {
            args.add(arg.replace("{buffers}", Integer.toString(point.buffers()))
                    .replace("{request_bytes}", Integer.toString(point.requestBytes()))
                    .replace("{copy_mode}", point.copyMode().label()));
        }
        return args;
    }

    /** Runs the command for a point; throws with the end of the command's output when it fails. */
    public void runFor(PointKey point) throws IOException, InterruptedException {
        List<String> args = argumentsFor(point);
        LastChars output = new LastChars();
        ChildProcess.Outcome outcome = ChildProcess.run(args, timeout, MAX_OUTPUT_CHARS, output);
        switch (outcome.end()) {
            case TIMED_OUT ->
                throw new IOException("setup command " + args + " did not finish within " + timeout.toSeconds() + " s");
            case FLOODED ->
                throw new IOException("setup command " + args + " wrote more than " + ByteSizeText.of(MAX_OUTPUT_CHARS)
                        + " of output and was stopped");
            case EXITED -> {
                if (outcome.exitCode() != 0) {
                    String text = output.toString();
                    throw new IOException("setup command " + args + " exited " + outcome.exitCode()
                            + (text.isBlank() ? "" : ": " + FailureReason.oneLine(text)));
                }
            }
        }
    }

    /** The last few KiB a command wrote: enough for its error, however much it wrote before. */
    private static final class LastChars extends Writer {
        private static final int KEEP = 4096;
        private final StringBuilder text = new StringBuilder();

        @Override
        public void write(char[] chars, int offset, int length) {
            text.append(chars, offset, length);
            if (text.length() > 2 * KEEP) {
                text.delete(0, text.length() - KEEP);
            }
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}

        @Override
        public String toString() {
            return text.length() > KEEP ? text.substring(text.length() - KEEP) : text.toString();
        }
    }

    /** A measurer that runs this command before every point it measures. */
    public PointMeasurer before(PointMeasurer measurer) {
        return point -> {
            runFor(point);
            return measurer.measure(point);
        };
    }
}
