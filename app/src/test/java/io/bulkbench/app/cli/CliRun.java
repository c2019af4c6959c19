package io.bulkbench.app.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/** One run of the program with captured output, for tests. */
record CliRun(int exitCode, String out, String err) {

    static CliRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = BulkbenchCommand.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new CliRun(code, out.toString(), err.toString());
    }

    /** The error output's lines, without a trailing empty one. */
    String[] errLines() {
        return err.isEmpty() ? new String[0] : err.split("\\R");
    }
}
