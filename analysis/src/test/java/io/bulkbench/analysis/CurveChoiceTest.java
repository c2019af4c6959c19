package io.bulkbench.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CurveChoiceTest {

    @Test
    void parsesEveryLabelAndForcesTheMatchingModel() {
        assertThat(CurveChoice.parse("auto").forced()).isEmpty();
        assertThat(CurveChoice.parse(" EXP ").forced()).contains(CurveFamily.EXP);
        assertThat(CurveChoice.parse("hyperbolic").forced()).contains(CurveFamily.HYPERBOLIC);
        assertThat(CurveChoice.parse("usl").forced()).contains(CurveFamily.USL);
        for (CurveChoice c : CurveChoice.values()) {
            assertThat(CurveChoice.parse(c.label())).isEqualTo(c);
        }
    }

    @Test
    void defaultsAreTheDocumentedOnes() {
        AnalysisSettings d = AnalysisSettings.defaults();
        assertThat(d.kneeShare()).isEqualTo(0.95);
        assertThat(d.curve()).isEqualTo(CurveChoice.AUTO);
        assertThat(d.buffersSymbol()).isEqualTo("CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS");
        assertThat(d.requestSizeSymbol()).isEqualTo("CONFIG_BULKBENCH_REQUEST_KIB");
        assertThat(d.bootstrapRounds()).isEqualTo(200);
    }
}
