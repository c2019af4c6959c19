package io.bulkbench.app.cli;

import io.bulkbench.benchmarks.usb.UsbDeviceInfo;
import io.bulkbench.benchmarks.usb.UsbInventory;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.usb4java.LibUsbException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code bulkbench devices}: the USB devices libusb sees, with their bulk endpoints. */
@Command(
        name = "devices",
        header = "List USB devices with their bulk endpoints.",
        mixinStandardHelpOptions = true,
        description = {
            "List USB devices with their bulk endpoints and max packet sizes, and the device spec "
                    + "that selects each. On a machine without usbfs it says so and lists nothing."
        })
public final class DevicesCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintStreams streams = PrintStreams.of(spec);
        if (!UsbInventory.hasUsbfs()) {
            streams.out()
                    .println(
                            "devices: no usbfs at " + UsbInventory.USBFS
                                    + " on this machine, so no USB device to list (the simulator needs none: --device sim:PROFILE)");
            return ExitCode.OK;
        }
        List<UsbDeviceInfo> devices;
        try {
            devices = UsbInventory.list();
        } catch (LibUsbException | UnsatisfiedLinkError e) {
            streams.err().println("devices: libusb could not list devices: " + e.getMessage());
            return ExitCode.FAILED;
        }
        for (UsbDeviceInfo d : devices) {
            streams.out()
                    .printf(
                            Locale.ROOT,
                            "%s  bus %03d device %03d  %s%n",
                            d.spec(),
                            d.bus(),
                            d.address(),
                            d.bulkEndpoints().isEmpty() ? "no bulk endpoints" : "");
            d.accessProblem().ifPresent(problem -> streams.out().println("    " + problem));
            for (UsbDeviceInfo.BulkEndpoint ep : d.bulkEndpoints()) {
                streams.out()
                        .printf(
                                Locale.ROOT,
                                "    if=%d %s 0x%02x  max packet %d bytes%n",
                                ep.interfaceNumber(),
                                ep.isIn() ? "in " : "out",
                                ep.address(),
                                ep.maxPacketSize());
            }
        }
        streams.out().println("devices: " + devices.size() + " found");
        return ExitCode.OK;
    }
}
