package io.bulkbench.app.cli;

import io.bulkbench.benchmarks.sim.ProfileCatalog;
import io.bulkbench.benchmarks.sim.ProfileInfo;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code bulkbench profiles}: the built-in simulator profiles, one line each. */
@Command(
        name = "profiles",
        header = "List the built-in simulator profiles.",
        mixinStandardHelpOptions = true,
        description = {
            "List the built-in simulator profiles (use them as --device sim:NAME). --example prints a "
                    + "commented profile documenting every key: a start for your own board."
        })
public final class ProfilesCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--example", description = "Print the commented example profile instead.")
    private boolean example;

    @Override
    public Integer call() {
        PrintStreams streams = PrintStreams.of(spec);
        if (example) {
            streams.data().print(ProfileCatalog.resourceText("example.yaml"));
            return ExitCode.OK;
        }
        int width = ProfileCatalog.list().stream()
                .mapToInt(p -> p.name().length())
                .max()
                .orElse(8);
        for (ProfileInfo p : ProfileCatalog.list()) {
            streams.out().printf("%-" + width + "s  %s%n", p.name(), p.description());
        }
        return ExitCode.OK;
    }
}
