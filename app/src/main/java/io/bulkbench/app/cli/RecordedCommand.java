package io.bulkbench.app.cli;

import io.bulkbench.core.ShellWord;
import io.bulkbench.history.JdbcUrl;
import io.bulkbench.history.ShownUrl;
import java.util.List;
import java.util.StringJoiner;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The command line a run writes down ("Made by" in sweep.yaml, the line that reproduces
 * an analysis): the arguments as given, each quoted for a POSIX shell where it needs it ({@link ShellWord}),
 * and every secret a database URL holds replaced by {@code ***}, so no file a run writes,
 * nor a site that publishes it, holds a password.
 */
final class RecordedCommand {
    private RecordedCommand() {}

    static String of(CommandSpec spec) {
        return of(spec.commandLine().getParseResult().originalArgs());
    }

    /** {@code args} as the command line a run records. */
    static String of(List<String> args) {
        StringJoiner line = new StringJoiner(" ", "bulkbench ", "");
        for (String arg : args) {
            line.add(ShellWord.quoted(shown(arg)));
        }
        return line.toString();
    }

    /** An argument naming a database URL ({@code URL} or {@code --db=URL}) with the URL as {@link ShownUrl} rebuilds it. */
    private static String shown(String arg) {
        return JdbcUrl.inArgument(arg)
                .map(url -> arg.substring(0, arg.length() - url.length())
                        + ShownUrl.of(url).text())
                .orElse(arg);
    }
}
