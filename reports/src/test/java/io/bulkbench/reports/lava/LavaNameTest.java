package io.bulkbench.reports.lava;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.reports.RandomText;
import io.bulkbench.testing.RandomCases;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class LavaNameTest {
    /** The name pattern of lava_common's test definition schema (lava_common/schemas/test/definition.py). */
    private static final Pattern LAVA = Pattern.compile("^[-_a-zA-Z0-9.]+$");

    @Test
    void anyTextBecomesANameLavaAccepts() {
        RandomCases.check(2000, c -> {
            String text = RandomText.draw(c, "text", 300, "");
            String name = LavaName.of(text);
            assertThat(name).as("%s", c).matches(LAVA).hasSizeLessThanOrEqualTo(LavaName.MAX_LENGTH);
        });
    }

    @Test
    void aNameLavaAlreadyAcceptsStaysAsItIs() {
        RandomCases.check(500, c -> {
            String text = RandomText.draw(c, "text", LavaName.MAX_LENGTH, "");
            String safe = text.replaceAll("[^-_a-zA-Z0-9.]", "");
            if (!safe.isEmpty()) {
                assertThat(LavaName.of(safe)).as("%s", c).isEqualTo(safe);
            }
        });
    }

    @Test
    void whatWouldSplitOrForgeASignalIsReplaced() {
        assertThat(LavaName.of("in copy=16K> <LAVA_SIGNAL_TESTCASE")).isEqualTo("in_copy_16K___LAVA_SIGNAL_TESTCASE");
        assertThat(LavaName.of("")).isEqualTo("_");
        assertThat(LavaName.of("\ud83d\ude00")).isEqualTo("_");
        assertThat(LavaName.of("x".repeat(150))).hasSize(100);
    }

    @Test
    void namesThatDifferOnlyPastTheCutStayApart() {
        String symbol = "CONFIG_" + "USB_GADGET_STORAGE_NUM_BUFFERS_".repeat(4).substring(0, 123);
        java.util.List<String> cases = java.util.stream.Stream.of("in-copy", "in-no-copy", "out-copy", "out-no-copy")
                .map(setup -> LavaName.of(symbol + "-" + setup))
                .toList();

        assertThat(symbol).hasSize(130);
        assertThat(cases)
                .doesNotHaveDuplicates()
                .allSatisfy(name -> assertThat(name)
                        .hasSize(LavaName.MAX_LENGTH)
                        .matches(LAVA)
                        .startsWith(symbol.substring(0, LavaName.MAX_LENGTH - 9))
                        .matches(".*-[0-9a-f]{8}$"));
        assertThat(LavaName.of(symbol + "-in-copy")).isEqualTo(cases.get(0));
        assertThat(LavaName.of("y".repeat(LavaName.MAX_LENGTH))).isEqualTo("y".repeat(LavaName.MAX_LENGTH));
    }
}
