package io.bulkbench.app.cli;

import java.io.PrintWriter;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The command's standard output and error, as picocli was given them (tests pass their
 * own). The lines a person reads, {@code out} and {@code err}, pass through
 * {@link TerminalLines} here, once for every command: a value from outside (a folder
 * name, a commit subject, a label a database keeps) is shown, never obeyed by the
 * terminal. A document with a writer of its own (KCIDB's JSON, CSV, the shell lines of
 * {@code lava --print}, a profile) goes to {@code data}: exact into a file or a pipe,
 * escaped line by line on a terminal.
 */
record PrintStreams(PrintWriter out, PrintWriter err, PrintWriter data) {
    static PrintStreams of(CommandSpec spec) {
        PrintWriter out = spec.commandLine().getOut();
        return new PrintStreams(
                TerminalLines.escaping(out),
                TerminalLines.escaping(spec.commandLine().getErr()),
                TerminalLines.onTerminal(out));
    }
}
