package io.bulkbench.inputs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.core.BadInputException;
import java.io.StringReader;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** One reader, one error form: source, the key's path, the bad value and the accepted form. */
class YamlMappingTest {

    private static YamlMapping parse(String yaml) {
        return YamlMapping.parse("profile x.yaml", new StringReader(yaml), "of keys");
    }

    @Test
    void everyMissingKeyIsNamedInOneMessage() {
        YamlMapping link = parse("link:\n  duplex: half\n").map("link");
        assertThatThrownBy(
                        () -> link.requireAll(List.of("bandwidth_mb_s", "duplex", "per_request_us"), "see the example"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("profile x.yaml: link.bandwidth_mb_s, link.per_request_us are missing; see the example");
        assertThatThrownBy(() -> link.requireAll(List.of("bandwidth_mb_s", "duplex"), "see the example"))
                .hasMessage("profile x.yaml: link.bandwidth_mb_s is missing; see the example");
    }

    @Test
    void aBadValueIsNamedWithItsPathAndTheAcceptedForm() {
        YamlMapping top = parse("seed: 1.5\nmode: fast\nrate: -3\nflag: maybe\n");
        assertThatThrownBy(() -> top.whole("seed", 0, 10))
                .hasMessage("profile x.yaml: seed must be a whole number from 0 to 10, was 1.5");
        assertThatThrownBy(() -> top.choice("mode", java.time.DayOfWeek.class))
                .hasMessageStartingWith("profile x.yaml: mode must be one of monday | tuesday")
                .hasMessageEndingWith(", was 'fast'");
        assertThatThrownBy(() -> top.positive("rate")).hasMessage("profile x.yaml: rate must be > 0, was -3");
        assertThatThrownBy(() -> top.bool("flag"))
                .hasMessage("profile x.yaml: flag must be true or false, was 'maybe'");
    }

    @Test
    void unknownKeysAreRefusedNotIgnored() {
        YamlMapping top = parse("bandwidth: 1\nbandwith: 2\n");
        top.number("bandwidth");
        assertThatThrownBy(() -> top.rejectUnknownKeys("see the example"))
                .hasMessage("profile x.yaml: bandwith is not a known key; see the example");
        assertThatThrownBy(() -> parse("a: 1\nb: 2\n").allowOnly(Set.of("a")))
                .hasMessage("profile x.yaml: b is not a known key; known keys here are a");
    }

    @Test
    void notYamlAndNotAMappingAreOneLineEach() {
        assertThatThrownBy(() -> parse("a: [unclosed"))
                .hasMessageStartingWith("profile x.yaml is not valid YAML (")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
        assertThatThrownBy(() -> parse("- a\n- b\n")).hasMessage("profile x.yaml must be a mapping of keys");
        assertThatThrownBy(() -> parse("a: !!java.io.File [x]\n"))
                .hasMessageStartingWith("profile x.yaml is not valid YAML");
    }
}
