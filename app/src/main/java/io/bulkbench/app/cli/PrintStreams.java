package io.bulkbench.app.cli;

import java.io.PrintWriter;
import picocli.CommandLine.Model.CommandSpec;

/** The command's standard output and error, as picocli was given them (tests pass their own). */
record PrintStreams(PrintWriter out, PrintWriter err) {
    static PrintStreams of(CommandSpec spec) {
        return new PrintStreams(spec.commandLine().getOut(), spec.commandLine().getErr());
    }
}
