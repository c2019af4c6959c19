package io.bulkbench.benchmarks.device;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import io.bulkbench.benchmarks.DeviceFactory;
import io.bulkbench.core.BadInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The four spec forms parse and print back; malformed ones fail naming the value. */
class DeviceSpecTest {

    @Test
    void theFourFormsParse() {
        assertThat(DeviceSpec.parse("sim:snowball-msc")).isEqualTo(new SimDeviceSpec("snowball-msc", false));
        assertThat(DeviceSpec.parse("sim:boards/my.yaml")).isEqualTo(new SimDeviceSpec("boards/my.yaml", true));
        assertThat(DeviceSpec.parse(" null ")).isEqualTo(new NullDeviceSpec());
        assertThat(DeviceSpec.parse("file:/dev/sdb")).isEqualTo(new FileDeviceSpec("/dev/sdb"));
        UsbDeviceSpec usb = (UsbDeviceSpec) DeviceSpec.parse("usb:18D1:4ee0,if=1,in=0x81,out=0x01,serial=A1B2");
        assertThat(usb.vendorId()).isEqualTo(0x18d1);
        assertThat(usb.productId()).isEqualTo(0x4ee0);
        assertThat(usb.interfaceNumber()).isEqualTo(OptionalInt.of(1));
        assertThat(usb.inEndpoint()).isEqualTo(OptionalInt.of(0x81));
        assertThat(usb.outEndpoint()).isEqualTo(OptionalInt.of(0x01));
        assertThat(usb.serial()).isEqualTo(Optional.of("A1B2"));
        assertThat(((UsbDeviceSpec) DeviceSpec.parse("usb:0525:a4a0")).inEndpoint())
                .isEmpty();
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "sim:snowball-msc",
                "sim:boards/my.yaml",
                "null",
                "file:/dev/sdb",
                "usb:18d1:4ee0,if=1,in=0x81,out=0x01,serial=A1B2",
                "usb:0525:a4a0"
            })
    void theTextRoundTrips(String spec) {
        DeviceSpec parsed = DeviceSpec.parse(spec);
        assertThat(parsed.text()).isEqualTo(spec);
        assertThat(DeviceSpec.parse(parsed.text())).isEqualTo(parsed);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "nonsense:1",
                "usb:zzzz:1",
                "sim:",
                "sim:no-such-profile",
                "usb:18d1",
                "usb:18d1:4ee0,in=0x01",
                "usb:18d1:4ee0,out=0x81",
                "usb:18d1:4ee0,if=300",
                "usb:18d1:4ee0,speed=5",
                "usb:18d1:4ee0,in=0x81,in=0x82",
                "usb:18d1:4ee0,serial=",
                "file:",
                "",
                "nul"
            })
    void aBadSpecIsBadInputNamingTheValue(String spec) {
        assertThatThrownBy(() -> DeviceSpec.parse(spec))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining(spec.isEmpty() ? "empty" : "'" + spec + "'")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @Test
    void anUnknownKindListsTheAcceptedForms() {
        assertThatThrownBy(() -> DeviceSpec.parse("nonsense:1"))
                .hasMessageContaining("sim:PROFILE")
                .hasMessageContaining("usb:VVVV:PPPP")
                .hasMessageContaining("file:PATH")
                .hasMessageContaining("null");
        assertThatThrownBy(() -> DeviceSpec.parse("sim:nope")).hasMessageContaining("snowball-msc");
    }

    @Test
    void everyKindButUsbOpensThroughTheFactory() {
        assertThatThrownBy(() -> DeviceFactory.open("file:/nonexistent/sdb"))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("names no existing file");
        try (Device device = DeviceFactory.open("sim:hs")) {
            assertThat(device.spec()).isEqualTo("sim:hs");
        }
        try (Device device = DeviceFactory.open("null")) {
            assertThat(device).isInstanceOf(NullDevice.class);
        }
    }

    @Test
    void aUsbSpecReachesTheUsbDevice() {
        // Without usbfs the usb device names what is missing; with it, the kernel USB lab covers opening.
        assumeFalse(
                Files.isDirectory(Path.of("/dev/bus/usb")),
                "this machine has usbfs; the kernel USB lab covers opening");
        assertThatThrownBy(() -> DeviceFactory.open("usb:18d1:4ee0"))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("no usbfs at /dev/bus/usb");
    }

    @Test
    void onlyUsbAndFileDevicesWorkInTheKernel() {
        assertThat(DeviceSpec.parse("usb:18d1:4ee0").worksInTheKernel()).isTrue();
        assertThat(DeviceSpec.parse("file:/dev/sdb").worksInTheKernel()).isTrue();
        assertThat(DeviceSpec.parse("sim:snowball-msc").worksInTheKernel()).isFalse();
        assertThat(DeviceSpec.parse("null").worksInTheKernel()).isFalse();
    }
}
