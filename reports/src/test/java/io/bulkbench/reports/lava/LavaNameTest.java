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
}
