package io.bulkbench.model;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.explain.PipelineStage;
import io.bulkbench.analysis.explain.StageEstimate;
import org.junit.jupiter.api.Test;

/** explain.csv keeps only a parameter's path: the unit and words read back from it are the calibration's. */
class StageUnitsTest {
    @Test
    void everyFittedParameterReadsBackWithItsUnitAndHasWords() {
        for (FreeParameter p : FreeParameter.values()) {
            StageEstimate e = new StageEstimate(p.key(), 1, 0.5, 2);
            assertThat(e.unit()).as(p.key()).isEqualTo(p.unit());
            assertThat(PipelineStage.phrase(p.key())).as(p.key()).isNotEqualTo(p.key());
            assertThat(PipelineStage.phrase(p.key()))
                    .as(p.key())
                    .startsWith(PipelineStage.of(p.key()).noun() + "'s ");
        }
    }
}
