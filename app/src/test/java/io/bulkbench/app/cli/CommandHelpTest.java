package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.UsageMessageSpec;

/**
 * picocli wraps a command's help to the terminal, and starts a new line at every element of
 * a description or footer; an element wrapped by hand besides breaks lines mid-sentence. So
 * each prose element is a whole paragraph: it ends a sentence ({@code .}) or introduces what
 * follows ({@code :}), before picocli's own {@code %n}. Lines meant as lines (examples) start
 * with spaces and fit the help's width, continued with a backslash as in a shell.
 */
class CommandHelpTest {
    @Test
    void everyParagraphOfEveryCommandsHelpIsOneElementForPicocliToWrap() {
        CommandLine bulkbench = BulkbenchCommand.commandLine();
        Map<String, CommandLine> commands = new java.util.TreeMap<>(bulkbench.getSubcommands());
        commands.put("bulkbench", bulkbench);
        assertThat(commands).containsKeys("sweep", "bisect", "nightly");
        List<String> brokenByHand = new ArrayList<>();
        List<String> tooWide = new ArrayList<>();
        commands.forEach((name, command) -> {
            UsageMessageSpec usage = command.getCommandSpec().usageMessage();
            for (String[] part : List.of(usage.description(), usage.footer())) {
                for (String element : part) {
                    if (!element.isEmpty() && !element.startsWith(" ") && !element.matches("(?s).*[.:](%n)?")) {
                        brokenByHand.add(name + ": " + element);
                    }
                    if (element.startsWith(" ") && element.length() > usage.width()) {
                        tooWide.add(name + ": " + element);
                    }
                }
            }
        });
        assertThat(brokenByHand).as("help elements that end mid-sentence").isEmpty();
        assertThat(tooWide)
                .as("example lines picocli would break (continue them with \\)")
                .isEmpty();
    }
}
