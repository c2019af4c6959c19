package io.bulkbench.benchmarks.usb;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * One USB device as listed by {@code bulkbench devices}: where it is, what it is, its bulk
 * endpoints, and why its node cannot be opened when it cannot (absent when it can).
 */
public record UsbDeviceInfo(
        int bus,
        int address,
        int vendorId,
        int productId,
        List<BulkEndpoint> bulkEndpoints,
        Optional<String> accessProblem) {

    public UsbDeviceInfo {
        bulkEndpoints = List.copyOf(bulkEndpoints);
    }

    /** A bulk endpoint: its interface, address (bit 7 set = IN) and max packet size. */
    public record BulkEndpoint(int interfaceNumber, int address, int maxPacketSize) {
        public boolean isIn() {
            return (address & 0x80) != 0;
        }
    }

    /** The device spec that selects this device: {@code usb:VVVV:PPPP}. */
    public String spec() {
        return String.format(Locale.ROOT, "usb:%04x:%04x", vendorId, productId);
    }

    /** The usbfs node a permission problem is about. */
    public String node() {
        return node(bus, address);
    }

    static String node(int bus, int address) {
        return String.format(Locale.ROOT, "/dev/bus/usb/%03d/%03d", bus, address);
    }
}
