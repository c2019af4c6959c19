package io.bulkbench.sweeps.plan;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.AnalysisSettings;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The default buffer-count symbol names what "buffers" are on the device, unless a board config names one. */
class BufferCountSymbolTest {

    @Test
    void onlyAProfileOfDeviceBuffersIsTheGadgetsSymbol() {
        assertThat(BufferCountSymbol.forDevice("sim:snowball-msc")).isEqualTo("CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS");
        assertThat(BufferCountSymbol.forDevice("sim:fastboot-ssp")).isEqualTo("CONFIG_BULKBENCH_QUEUE_DEPTH");
        assertThat(BufferCountSymbol.forDevice("sim:hs")).isEqualTo("CONFIG_BULKBENCH_QUEUE_DEPTH");
        assertThat(BufferCountSymbol.forDevice("null")).isEqualTo("CONFIG_BULKBENCH_QUEUE_DEPTH");
        assertThat(BufferCountSymbol.forDevice("usb:0525:a4a0")).isEqualTo("CONFIG_BULKBENCH_QUEUE_DEPTH");
        assertThat(BufferCountSymbol.forDevice("file:/dev/sdb")).isEqualTo("CONFIG_BULKBENCH_QUEUE_DEPTH");
        assertThat(BufferCountSymbol.forDevice("sim:no-such-profile")).isEqualTo("CONFIG_BULKBENCH_QUEUE_DEPTH");
    }

    @Test
    void aBoardConfigsSymbolWins() {
        BoardConfig config = BoardConfig.parse(
                "b.yaml",
                new java.io.StringReader("board: b\ndevice: sim:fastboot-ssp\nsymbols:\n  buffers: CONFIG_MY_QUEUE\n"));
        assertThat(Settings.of(config, d -> d).analysis().buffersSymbol()).isEqualTo("CONFIG_MY_QUEUE");
        assertThat(Settings.analysisSettings(Optional.empty(), "sim:fastboot-ssp")
                        .buffersSymbol())
                .isEqualTo(AnalysisSettings.HOST_QUEUE_SYMBOL);
    }
}
