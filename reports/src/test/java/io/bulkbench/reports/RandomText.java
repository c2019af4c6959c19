package io.bulkbench.reports;

import io.bulkbench.testing.RandomCases;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Text a user could type as a board name or that a device could put in a failure reason,
 * for seeded randomized tests: any UTF-16 code unit but the Unicode noncharacters and the
 * private use area (lone surrogates included), with the characters that mean something to
 * HTML, Markdown, CSV and spreadsheets, and line breaks, drawn far more often.
 */
public final class RandomText {
    private static final String SPECIAL = "<>&\"'|\\`*_[]~=+-@#!,;:()\t\r\n\0 ";
    private static final List<String> EDGES = List.of(
            "",
            " ",
            "\0",
            "\r",
            "\n",
            "\r\n",
            "\t",
            "'",
            "\"",
            "<",
            "|",
            "=",
            "-1",
            "=1+2",
            "@SUM(A1)",
            "<script>alert(1)</script>",
            "a|b\\|c",
            "\ud800",
            "\udfff",
            "\ud83d\ude00");

    private RandomText() {}

    /**
     * Text of up to maxLength code units without the excluded characters; the first cases
     * take the empty text, single characters and known troublemakers.
     */
    public static String draw(RandomCases c, String name, int maxLength, String excluded) {
        List<String> edges = EDGES.stream()
                .filter(e -> e.length() <= maxLength && e.chars().noneMatch(ch -> excluded.indexOf(ch) >= 0))
                .toList();
        return c.edgesFirst(name, edges, random -> {
            int length = random.nextInt(maxLength + 1);
            StringBuilder text = new StringBuilder(length);
            while (text.length() < length) {
                char ch = character(random);
                if (excluded.indexOf(ch) < 0) {
                    text.append(ch);
                }
            }
            return text.toString();
        });
    }

    private static char character(SplittableRandom random) {
        return switch (random.nextInt(3)) {
            case 0 -> SPECIAL.charAt(random.nextInt(SPECIAL.length()));
            case 1 -> (char) random.nextInt(0x20, 0x7f);
            default -> {
                char ch;
                do {
                    ch = (char) random.nextInt(0x10000);
                } while (ch >= 0xe000 && ch <= 0xf8ff || ch >= 0xfdd0 && ch <= 0xfdef || ch >= 0xfffe);
                yield ch;
            }
        };
    }
}
