package io.bulkbench.benchmarks.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A profile built part by part: each named part lands in its own component, the rest are the plainest. */
class SimProfileTest {
    private static final LinkModel LINK = new LinkModel(40, 10, LinkModel.Duplex.HALF, Optional.empty());

    @Test
    void unnamedPartsAreAFreeHostWithNoStageCopyCostOrFaults() {
        SimProfile p = SimProfile.builder("plain", LINK).build();

        assertThat(p.name()).isEqualTo("plain");
        assertThat(p.description()).isEmpty();
        assertThat(p.swept()).isEqualTo(SweptParameter.HOST_QUEUE);
        assertThat(p.seed()).isEqualTo(1);
        assertThat(p.link()).isEqualTo(LINK);
        assertThat(p.host()).isEqualTo(HostModel.FREE);
        assertThat(p.deviceStage()).isEmpty();
        assertThat(p.copy()).isEqualTo(CopyCostModel.NONE);
        assertThat(p.faults()).isEqualTo(FaultModel.NONE);
    }

    @Test
    void eachNamedPartLandsInItsOwnComponent() {
        HostModel host = HostModel.FREE.withSubmitUs(30).withQueueDepth(4);
        DeviceStageModel stage = new DeviceStageModel(0, 10, 5, 0);
        CopyCostModel copy = new CopyCostModel(10, 1000, 64, 100);
        FaultModel faults = FaultModel.NONE.withEnomemAboveKib(64);

        SimProfile p = SimProfile.builder("board", LINK)
                .description("a board with its own buffers")
                .swept(SweptParameter.DEVICE_BUFFERS)
                .seed(42)
                .host(host)
                .deviceStage(stage)
                .copy(copy)
                .faults(faults)
                .build();

        assertThat(p)
                .isEqualTo(new SimProfile(
                        "board",
                        "a board with its own buffers",
                        SweptParameter.DEVICE_BUFFERS,
                        42,
                        LINK,
                        host,
                        Optional.of(stage),
                        copy,
                        faults));
    }
}
