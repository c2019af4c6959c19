package io.bulkbench.inputs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.core.BadInputException;
import java.io.StringReader;
import org.junit.jupiter.api.Test;

/**
 * The one YAML reader refuses what SnakeYAML would take silently: a key written twice
 * (the later value won, with a logged warning) and a whole number past its range that a
 * double rounds into it.
 */
class HostileInputYamlTest {

    private static YamlMapping parse(String yaml) {
        return YamlMapping.parse("profile x.yaml", new StringReader(yaml), "of keys");
    }

    @Test
    void aKeyWrittenTwiceIsRefusedWithItsLine() {
        assertThatThrownBy(() -> parse("seed: 1\nswept: host_queue\nseed: 2\n"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("profile x.yaml line 3: key 'seed' is given twice in one mapping; keep the one that is"
                        + " meant and delete the other");
        assertThatThrownBy(() -> parse("host:\n  submit_us: 1\n  jitter_us: 2\n  submit_us: 3\n"))
                .hasMessageStartingWith("profile x.yaml line 4: key 'submit_us' is given twice")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @Test
    void theSameKeyInTwoMappingsIsNoRepeat() {
        YamlMapping top = parse("link:\n  jitter_us: 1\nhost:\n  jitter_us: 2\n");
        assertThat(top.map("host").number("jitter_us")).isEqualTo(2.0);
    }

    @Test
    void twoToTheSixtyThirdIsPastTheLargestWholeNumberNotClampedToIt() {
        YamlMapping top = parse("seed: 9223372036854775808\nlargest: 9223372036854775807\nfloat: 9.3e+18\n");
        assertThatThrownBy(() -> top.whole("seed", 0, Long.MAX_VALUE))
                .hasMessage("profile x.yaml: seed must be a whole number from 0 to 9223372036854775807,"
                        + " was 9223372036854775808");
        assertThat(top.whole("largest", 0, Long.MAX_VALUE)).isEqualTo(Long.MAX_VALUE);
        assertThatThrownBy(() -> top.whole("float", 0, Long.MAX_VALUE)).hasMessageContaining("was 9.3E18");
    }

    @Test
    void aBoundedNumberNamesItsBounds() {
        YamlMapping top = parse("latency: 1.0e+12\nrate: 0.001\n");
        assertThatThrownBy(() -> top.nonNegative("latency", 0, 1_000_000))
                .hasMessage("profile x.yaml: latency must be at most 1000000, was 1000000000000");
        assertThatThrownBy(() -> top.between("rate", 0.01, 1e6))
                .hasMessage("profile x.yaml: rate must be from 0.01 to 1000000, was 0.001");
        assertThat(top.nonNegative("absent", 7, 10)).isEqualTo(7.0);
    }
}
