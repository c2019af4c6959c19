package io.bulkbench.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** A compared point built by named figures: each lands in its own component, and the unset ones say so. */
class PointChangeTest {

    @Test
    void eachNamedFigureLandsInItsOwnComponent() {
        PointChange c = PointChange.of(Synthetic.key(4, 16384))
                .baselineMbS(40)
                .candidateMbS(36)
                .relativeChange(-0.1)
                .highestChange(-0.04)
                .pValue(0.0001)
                .test("welch")
                .verdict(Verdict.SIMULATOR_LATE)
                .build();

        assertThat(c)
                .isEqualTo(new PointChange(
                        Synthetic.key(4, 16384), 40, 36, -0.1, -0.04, 0.0001, "welch", Verdict.SIMULATOR_LATE));
        assertThat(c.qualifiedByLateness()).isTrue();
    }

    @Test
    void withoutLatenessTheHighestChangeIsTheChangeItself() {
        PointChange c = PointChange.of(Synthetic.key(4, 16384))
                .baselineMbS(40)
                .candidateMbS(39.5)
                .relativeChange(-0.0125)
                .pValue(0.4)
                .test("welch")
                .verdict(Verdict.UNCHANGED)
                .build();

        assertThat(c.highestChange()).isEqualTo(-0.0125);
        assertThat(c.qualifiedByLateness()).isFalse();
    }

    @Test
    void aPointNotComparedHasNaNFiguresAndNoTest() {
        PointChange c = PointChange.of(Synthetic.key(4, 16384))
                .baselineMbS(95)
                .verdict(Verdict.NOT_COMPARABLE)
                .build();

        assertThat(c.candidateMbS()).isNaN();
        assertThat(c.relativeChange()).isNaN();
        assertThat(c.highestChange()).isNaN();
        assertThat(c.pValue()).isNaN();
        assertThat(c.test()).isEmpty();
    }

    @Test
    void aChangeWithoutAVerdictIsAProgrammingError() {
        assertThatThrownBy(() ->
                        PointChange.of(Synthetic.key(4, 16384)).baselineMbS(40).build())
                .isInstanceOf(NullPointerException.class)
                .hasMessageStartingWith("verdict ");
    }
}
