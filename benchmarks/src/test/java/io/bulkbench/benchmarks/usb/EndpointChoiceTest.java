package io.bulkbench.benchmarks.usb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.benchmarks.device.DeviceSpec;
import io.bulkbench.benchmarks.device.UsbDeviceSpec;
import io.bulkbench.benchmarks.usb.UsbDeviceInfo.BulkEndpoint;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.Direction;
import java.util.List;
import org.junit.jupiter.api.Test;

class EndpointChoiceTest {
    /** Gadget zero's source/sink interface: IN 0x81, OUT 0x01, 512-byte packets (high speed). */
    private static final List<BulkEndpoint> GADGET_ZERO =
            List.of(new BulkEndpoint(0, 0x81, 512), new BulkEndpoint(0, 0x01, 512));
    /** A composite board: an IN-only interface 0, then a full pair on interface 2. */
    private static final List<BulkEndpoint> COMPOSITE = List.of(
            new BulkEndpoint(0, 0x83, 64),
            new BulkEndpoint(2, 0x82, 1024),
            new BulkEndpoint(2, 0x02, 1024),
            new BulkEndpoint(2, 0x84, 1024));

    private static UsbDeviceSpec spec(String text) {
        return (UsbDeviceSpec) DeviceSpec.parse(text);
    }

    @Test
    void withNothingGivenTheFirstInterfaceWithBothDirectionsIsChosen() {
        EndpointChoice gz = EndpointChoice.select(spec("usb:0525:a4a0"), GADGET_ZERO);
        assertThat(gz.interfaceNumber()).isZero();
        assertThat(gz.endpoint(Direction.IN, "x").address()).isEqualTo(0x81);
        assertThat(gz.endpoint(Direction.OUT, "x").address()).isEqualTo(0x01);
        assertThat(gz.endpoint(Direction.IN, "x").maxPacketSize()).isEqualTo(512);

        EndpointChoice composite = EndpointChoice.select(spec("usb:18d1:4ee0"), COMPOSITE);
        assertThat(composite.interfaceNumber()).isEqualTo(2);
        assertThat(composite.in()).contains(new BulkEndpoint(2, 0x82, 1024));
        assertThat(composite.out()).contains(new BulkEndpoint(2, 0x02, 1024));
    }

    @Test
    void aGivenEndpointPicksItsInterface() {
        EndpointChoice choice = EndpointChoice.select(spec("usb:18d1:4ee0,in=0x84"), COMPOSITE);
        assertThat(choice.interfaceNumber()).isEqualTo(2);
        assertThat(choice.in().orElseThrow().address()).isEqualTo(0x84);
        assertThat(choice.out().orElseThrow().address()).isEqualTo(0x02);

        EndpointChoice inOnly = EndpointChoice.select(spec("usb:18d1:4ee0,if=0"), COMPOSITE);
        assertThat(inOnly.in().orElseThrow().address()).isEqualTo(0x83);
        assertThat(inOnly.out()).isEmpty();
        assertThatThrownBy(() -> inOnly.endpoint(Direction.OUT, "usb:18d1:4ee0,if=0"))
                .isInstanceOf(BadInputException.class)
                .hasMessage(
                        "device usb:18d1:4ee0,if=0 has no bulk OUT endpoint on interface 0; use the other direction,"
                                + " or name another interface with if=N");
    }

    @Test
    void anEndpointTheDeviceLacksIsBadInputListingWhatItHas() {
        assertThatThrownBy(() -> EndpointChoice.select(spec("usb:0525:a4a0,in=0x85"), GADGET_ZERO))
                .isInstanceOf(BadInputException.class)
                .hasMessage("device usb:0525:a4a0,in=0x85 has no bulk endpoint 0x85; its bulk endpoints are"
                        + " if=0 in=0x81 (512-byte packets), if=0 out=0x01 (512-byte packets)");
        assertThatThrownBy(() -> EndpointChoice.select(spec("usb:0525:a4a0,if=1"), GADGET_ZERO))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("device usb:0525:a4a0,if=1 has no bulk endpoint on interface 1;");
        assertThatThrownBy(() -> EndpointChoice.select(spec("usb:18d1:4ee0,if=0,out=0x02"), COMPOSITE))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("has no bulk endpoint 0x02");
    }

    @Test
    void endpointsOfTwoInterfacesAreRefusedBecauseOneIsClaimed() {
        assertThatThrownBy(() -> EndpointChoice.select(spec("usb:18d1:4ee0,in=0x83,out=0x02"), COMPOSITE))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("names endpoints on interfaces 0 and 2, but one interface is claimed");
    }

    @Test
    void aDeviceWithoutBulkEndpointsIsBadInput() {
        assertThatThrownBy(() -> EndpointChoice.select(spec("usb:1d6b:0002"), List.of()))
                .isInstanceOf(BadInputException.class)
                .hasMessage("device usb:1d6b:0002 has no bulk endpoint in its active configuration; pick a device with"
                        + " bulk endpoints (bulkbench devices lists them)");
    }
}
