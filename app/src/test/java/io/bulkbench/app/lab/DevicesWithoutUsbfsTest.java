package io.bulkbench.app.lab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * {@code bulkbench devices} on a machine without usbfs (a container, a CI runner outside
 * the lab): one line saying so, nothing on stderr, exit 0 and an empty list.
 */
class DevicesWithoutUsbfsTest {

    @Test
    void oneLineAndExitZero() {
        assumeFalse(
                Files.isDirectory(Path.of("/dev/bus/usb")),
                "this machine has usbfs; the kernel USB lab covers the listing");
        SweepLabChecks.Cli cli = SweepLabChecks.Cli.run("devices");
        assertThat(cli.exitCode()).isZero();
        assertThat(cli.err()).isEmpty();
        assertThat(cli.out().lines().toList())
                .hasSize(1)
                .first()
                .asString()
                .startsWith("devices: no usbfs at /dev/bus/usb on this machine");
    }
}
