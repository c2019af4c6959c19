package io.bulkbench.app.cli;

import io.bulkbench.history.JdbcUrl;
import java.util.List;
import java.util.StringJoiner;
import java.util.regex.Pattern;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The command line a run writes down ("Made by" in sweep.yaml, the line that reproduces
 * an analysis): the arguments as given, each quoted for a POSIX shell where it needs it,
 * and every secret a database URL holds replaced by {@code ***}, so no file a run writes,
 * nor a site that publishes it, holds a password.
 */
final class RecordedCommand {
    /** Arguments a shell reads as they are; any other is single-quoted. */
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_./:=,@%+-]+");

    private RecordedCommand() {}

    static String of(CommandSpec spec) {
        return of(spec.commandLine().getParseResult().originalArgs());
    }

    /** {@code args} as the command line a run records. */
    static String of(List<String> args) {
        StringJoiner line = new StringJoiner(" ", "bulkbench ", "");
        for (String arg : args) {
            line.add(quoted(arg.contains("jdbc:") ? JdbcUrl.redact(arg, arg) : arg));
        }
        return line.toString();
    }

    private static String quoted(String arg) {
        return PLAIN.matcher(arg).matches() ? arg : "'" + arg.replace("'", "'\\''") + "'";
    }
}
