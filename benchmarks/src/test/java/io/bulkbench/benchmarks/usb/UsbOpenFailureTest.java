package io.bulkbench.benchmarks.usb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import io.bulkbench.benchmarks.DeviceFactory;
import io.bulkbench.core.BadInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.usb4java.LibUsb;

class UsbOpenFailureTest {
    private static final String NODE = "/dev/bus/usb/001/002";

    @Test
    void permissionDeniedNamesTheNodeAndTheUdevRule() {
        RuntimeException e = UsbOpenFailure.open(LibUsb.ERROR_ACCESS, NODE, "usb:0525:a4a0");
        assertThat(e)
                .isInstanceOf(BadInputException.class)
                .hasMessage("device usb:0525:a4a0: no permission to open"
                        + " /dev/bus/usb/001/002; add a udev rule giving your user access (README, 'Against a real board')"
                        + " or run as root");
    }

    @Test
    void aBusyInterfaceSuggestsDetachOnlyAsTheUsersChoice() {
        RuntimeException e = UsbOpenFailure.claim(LibUsb.ERROR_BUSY, 0, NODE, "usb:0525:a4a5");
        assertThat(e)
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("interface 0 of usb:0525:a4a5 (/dev/bus/usb/001/002) is claimed")
                .hasMessageContaining("add detach=yes");
        assertThat(UsbOpenFailure.driverBound(0, NODE, "usb:0525:a4a5"))
                .hasMessageContaining("is bound to a kernel driver; add detach=yes");
    }

    @Test
    void otherLibusbErrorsStayFailuresWithTheirName() {
        RuntimeException e = UsbOpenFailure.open(LibUsb.ERROR_IO, NODE, "usb:0525:a4a0");
        assertThat(e).isInstanceOf(IllegalStateException.class).hasMessageContaining("LIBUSB_ERROR_IO (-1)");
    }

    @Test
    void withoutUsbfsOpeningSaysSoAndNamesTheLab() {
        assumeFalse(
                Files.isDirectory(Path.of("/dev/bus/usb")),
                "this machine has usbfs; the lab tests cover opening for real");
        assertThatThrownBy(() -> DeviceFactory.open("usb:0525:a4a0"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("device usb:0525:a4a0 cannot be opened: this machine has no usbfs at /dev/bus/usb; run"
                        + " where the board is plugged in, or in the kernel USB lab (scripts/kernel-usb-lab)");
    }
}
