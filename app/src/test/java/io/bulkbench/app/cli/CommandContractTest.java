package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * DESIGN.md's "Command line" is the contract scripts and CI rely on, so it names every
 * command {@code bulkbench --help} lists. The commands are read from the program's own
 * picocli model, not from a list kept here: a new command fails this test until the
 * contract says how it is called. Hidden commands are not listed by the help and need not
 * be in the contract.
 */
class CommandContractTest {
    /** Tests run in the module's folder; the docs are the repository's. */
    private static final Path DESIGN = Path.of("..", "docs", "DESIGN.md");

    private static final String SECTION = "## Command line";
    private static final String FENCE = "```";

    @Test
    void theContractNamesEveryCommandTheHelpLists() throws IOException {
        Set<String> listed = listedCommands();
        // The program's model is read, not a hand list: a test over no commands would pass on nothing.
        assertThat(listed).contains("sweep", "nightly", "synthetic-lab", "help");

        Set<String> missing = new TreeSet<>(listed);
        missing.removeAll(contractCommands(Files.readAllLines(DESIGN)));

        assertThat(missing)
                .as("commands 'bulkbench --help' lists that " + DESIGN + ", \"" + SECTION + "\", does not name")
                .isEmpty();
    }

    @Test
    void theContractIsReadFromItsOwnBlockAndEachAlternativeCounts() {
        List<String> doc = List.of(
                "```",
                "bulkbench devices",
                "```",
                SECTION + " (the contract)",
                "",
                "```",
                "bulkbench sweep   [--device SPEC]",
                "                  # bulkbench site is in a comment, not a line of its own",
                "bulkbench compare|nightly ... [--junit FILE]",
                "```",
                "bulkbench report  DIR");

        assertThat(contractCommands(doc)).containsExactlyInAnyOrder("sweep", "compare", "nightly");
    }

    /** The names of the commands {@code bulkbench --help} lists, under the names it lists them by. */
    private static Set<String> listedCommands() {
        return BulkbenchCommand.commandLine().getSubcommands().values().stream()
                .filter(c -> !c.getCommandSpec().usageMessage().hidden())
                .map(CommandLine::getCommandName)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    /**
     * The commands the first code block of the "Command line" section names: each line that
     * starts with {@code bulkbench} names one, or several as {@code compare|nightly}.
     */
    static Set<String> contractCommands(List<String> lines) {
        int section = indexOf(lines, 0, line -> line.startsWith(SECTION));
        int open = indexOf(lines, section + 1, line -> line.startsWith(FENCE));
        int close = indexOf(lines, open + 1, line -> line.startsWith(FENCE));
        return lines.subList(open + 1, close).stream()
                .filter(line -> line.startsWith("bulkbench "))
                .map(line -> line.split("\\s+")[1])
                .flatMap(names -> Arrays.stream(names.split("\\|")))
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static int indexOf(List<String> lines, int from, Predicate<String> test) {
        for (int i = from; i < lines.size(); i++) {
            if (test.test(lines.get(i))) {
                return i;
            }
        }
        throw new AssertionError(DESIGN + " has no line after line " + from + " that the contract's layout expects"
                + " (the \"" + SECTION + "\" section and its ``` block)");
    }
}
