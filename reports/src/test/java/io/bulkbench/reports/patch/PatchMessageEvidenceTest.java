package io.bulkbench.reports.patch;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.ThroughputBasis;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/**
 * A patch's evidence for 3 buffers the grid never measured (2 and 4 were): the table says
 * the 3 is fitted, the prose names the simulator, and the 10 % its points ran late.
 */
class PatchMessageEvidenceTest {
    private static final String FSG = "CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS";

    private static MeasuredPoint at(int buffers, double mbS) {
        return MeasuredPoint.summary(
                new PointKey("snowball", "sim:snowball-msc", Direction.IN, buffers, 16384, CopyMode.COPY),
                mbS,
                0.2,
                16);
    }

    @Test
    void aFittedValueIsCalledFittedAndTheSimulatorAndItsLatenessAreNamed() {
        Recommendation r = new Recommendation(
                        "snowball", "sim:snowball-msc", Direction.IN, CopyMode.COPY, FSG, "3", 19.8, 0.96, 49152, "")
                .withBasis(ThroughputBasis.FITTED);
        MeasuredNeighbours table = new MeasuredNeighbours(
                SettingKind.BUFFER_COUNT,
                16384,
                List.of(
                        new MeasuredNeighbours.Row(2, Optional.of(at(2, 15.1)), false, true),
                        new MeasuredNeighbours.Row(3, Optional.empty(), true, false),
                        new MeasuredNeighbours.Row(
                                4, Optional.of(at(4, 20.4).withLateShare(OptionalDouble.of(0.1))), false, false)));
        SettingChange change = new SettingChange(
                new PatchSetting(r, FSG, SettingKind.BUFFER_COUNT),
                Optional.of("2"),
                Optional.empty(),
                Optional.of(table));

        String message = PatchMessage.of(
                "arch/arm/configs/u8500_defconfig",
                List.of(change),
                new PatchMessage.Run("20261130-021500", "snowball", "sim:snowball-msc", "simulator", "1.4"),
                Optional.of("ARM"));

        String flat = message.replaceAll("\\s+", " ");
        assertThat(message).startsWith("ARM: u8500_defconfig: set USB_GADGET_STORAGE_NUM_BUFFERS to 3 for snowball\n");
        assertThat(flat)
                .contains("bulkbench measured in copy on the simulator sim:snowball-msc at 16 KiB requests")
                .contains("3 – (not measured; fitted 19.8) recommended")
                .contains("The simulator ran late for up to 10.0 % of the measured time at these points")
                .doesNotContain("19.8 MB/s measured");
    }
}
