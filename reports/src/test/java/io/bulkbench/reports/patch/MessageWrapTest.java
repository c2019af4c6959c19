package io.bulkbench.reports.patch;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.testing.RandomCases;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class MessageWrapTest {

    @Test
    void aShortParagraphIsOneLine() {
        assertThat(MessageWrap.wrap("  4 buffers reach 95 %\n of the best. "))
                .containsExactly("4 buffers reach 95 % of the best.");
    }

    @Test
    void aLineIsFilledUpToSeventyFiveColumns() {
        String word = "x".repeat(37);
        assertThat(MessageWrap.wrap(word + " " + word + " y")).containsExactly(word + " " + word, "y");
    }

    @Test
    void aWordLongerThanALineStandsAlone() {
        String url = "https://lore.kernel.org/" + "a".repeat(80);
        assertThat(MessageWrap.wrap("see " + url + " for more")).containsExactly("see", url, "for more");
    }

    /**
     * Law: no line is longer than 75 columns unless it is one word, no line starts or ends
     * with a space, and the words come back in order, none lost, none cut.
     */
    @Test
    void linesFitAndNoWordIsLost() {
        RandomCases.check(500, c -> {
            int count = c.intIn("words", 0, 60);
            List<String> words = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                int length = c.oneOf("length kind " + i, "short", "short", "short", "long")
                                .equals("long")
                        ? c.intIn("length " + i, 60, 120)
                        : c.intIn("length " + i, 1, 12);
                words.add("w".repeat(length - 1) + (char) ('a' + i % 26));
            }
            String spaces = c.oneOf("spacing", " ", "  ", "\n", " \t ");
            List<String> lines = MessageWrap.wrap(String.join(spaces, words));

            for (String line : lines) {
                assertThat(line.length() <= MessageWrap.COLUMNS || !line.contains(" "))
                        .as("%s: line '%s'", c, line)
                        .isTrue();
                assertThat(line).as("%s", c).isEqualTo(line.strip()).isNotEmpty();
            }
            List<String> back =
                    lines.stream().flatMap(l -> Arrays.stream(l.split(" "))).toList();
            assertThat(back).as("%s", c).containsExactlyElementsOf(words);
        });
    }
}
