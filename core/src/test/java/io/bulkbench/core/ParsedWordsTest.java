package io.bulkbench.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The words a flag, a board config or a CSV cell may spell a direction, copy mode, status
 * or origin with; anything else is bad input naming the value and the accepted words.
 */
class ParsedWordsTest {

    @ParameterizedTest
    @CsvSource({"in,IN", "IN,IN", "' out ',OUT", "Both,BOTH"})
    void directionsParseInAnyCaseAroundSpaces(String text, Direction expected) {
        assertThat(Direction.parse(text)).isEqualTo(expected);
    }

    @ParameterizedTest
    @CsvSource({"copy,COPY", "COPY,COPY", "no-copy,NO_COPY", "NO_COPY,NO_COPY", "nocopy,NO_COPY", "' No-Copy ',NO_COPY"
    })
    void copyModesParseWithADashAnUnderscoreOrNeither(String text, CopyMode expected) {
        assertThat(CopyMode.parse(text)).isEqualTo(expected);
    }

    @Test
    void labelsAreTheCommandLineSpellings() {
        assertThat(Direction.IN.label()).isEqualTo("in");
        assertThat(Direction.OUT.label()).isEqualTo("out");
        assertThat(Direction.BOTH.label()).isEqualTo("both");
        assertThat(CopyMode.COPY.label()).isEqualTo("copy");
        assertThat(CopyMode.NO_COPY.label()).isEqualTo("no-copy");
        assertThat(PointStatus.OK.label()).isEqualTo("ok");
        assertThat(PointStatus.FAILED.label()).isEqualTo("failed");
        assertThat(PointOrigin.MEASURED.label()).isEqualTo("measured");
        assertThat(PointOrigin.PREDICTED.label()).isEqualTo("predicted");
    }

    @Test
    void everyWordReadsBackFromItsLabel() {
        assertThat(Stream.of(Direction.values()).map(d -> Direction.parse(d.label())))
                .containsExactly(Direction.values());
        assertThat(Stream.of(CopyMode.values()).map(m -> CopyMode.parse(m.label())))
                .containsExactly(CopyMode.values());
        assertThat(Stream.of(PointStatus.values()).map(s -> PointStatus.parse(s.label())))
                .containsExactly(PointStatus.values());
        assertThat(Stream.of(PointOrigin.values()).map(o -> PointOrigin.parse(o.label())))
                .containsExactly(PointOrigin.values());
    }

    @Test
    void anUnknownWordIsBadInputNamingItAndTheAcceptedOnes() {
        assertThatThrownBy(() -> Direction.parse("sideways"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("direction 'sideways' is not one of in, out, both");
        assertThatThrownBy(() -> CopyMode.parse("zero-copy"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("copy mode 'zero-copy' is not one of copy, no-copy");
        assertThatThrownBy(() -> PointStatus.parse("skipped"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("status 'skipped' is not one of ok, failed");
        assertThatThrownBy(() -> PointOrigin.parse("guessed"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("source 'guessed' is not one of measured, predicted");
    }

    @Test
    void anEmptyOrMissingWordIsBadInputNotANullPointer() {
        assertThatThrownBy(() -> Direction.parse(null)).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> Direction.parse("")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> CopyMode.parse(null))
                .isInstanceOf(BadInputException.class)
                .hasMessage("copy mode 'null' is not one of copy, no-copy");
        assertThatThrownBy(() -> CopyMode.parse(" ")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> PointStatus.parse(null)).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> PointOrigin.parse(null)).isInstanceOf(BadInputException.class);
    }
}
