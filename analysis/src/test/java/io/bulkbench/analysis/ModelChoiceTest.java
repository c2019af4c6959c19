package io.bulkbench.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ModelChoiceTest {

    @Test
    void parsesEveryLabelAndForcesTheMatchingModel() {
        assertThat(ModelChoice.parse("auto").forced()).isEmpty();
        assertThat(ModelChoice.parse(" EXP ").forced()).contains(CurveModel.EXP);
        assertThat(ModelChoice.parse("hyperbolic").forced()).contains(CurveModel.HYPERBOLIC);
        assertThat(ModelChoice.parse("usl").forced()).contains(CurveModel.USL);
        for (ModelChoice c : ModelChoice.values()) {
            assertThat(ModelChoice.parse(c.label())).isEqualTo(c);
        }
    }

    @Test
    void defaultsAreTheDocumentedOnes() {
        AnalysisSettings d = AnalysisSettings.defaults();
        assertThat(d.kneeShare()).isEqualTo(0.95);
        assertThat(d.model()).isEqualTo(ModelChoice.AUTO);
        assertThat(d.buffersSymbol()).isEqualTo("CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS");
        assertThat(d.requestSizeSymbol()).isEqualTo("CONFIG_BULKBENCH_REQUEST_KIB");
        assertThat(d.bootstrapRounds()).isEqualTo(200);
    }
}
