package io.bulkbench.benchmarks.usb;

import io.bulkbench.benchmarks.usb.UsbDeviceInfo.BulkEndpoint;
import io.bulkbench.core.BadInputException;
import java.util.Locale;

/**
 * The rule that a request is a whole number of the endpoint's max packets. libusb can
 * only promise that an IN transfer never overflows when its length is such a multiple
 * (a device may always send a full packet), and the ENOMEM fallback halves a size
 * without breaking the rule, so a size that breaks it is refused before anything runs.
 */
public final class WholePackets {
    private WholePackets() {}

    /** Refuses {@code requestBytes} unless it is a positive multiple of the endpoint's max packet size. */
    public static void require(int requestBytes, BulkEndpoint endpoint, String spec) {
        int packet = endpoint.maxPacketSize();
        if (packet <= 0) {
            throw new BadInputException(String.format(
                    Locale.ROOT,
                    "endpoint 0x%02x of %s reports a max packet size"
                            + " of %d bytes; the device's descriptors are broken, fix its firmware",
                    endpoint.address(),
                    spec,
                    packet));
        }
        if (requestBytes % packet != 0) {
            int below = Math.max(packet, requestBytes / packet * packet);
            throw new BadInputException(String.format(
                    Locale.ROOT,
                    "request size %d bytes is not a multiple of"
                            + " endpoint 0x%02x's max packet size (%d bytes) on %s; use a multiple such as %d or %d",
                    requestBytes,
                    endpoint.address(),
                    packet,
                    spec,
                    below,
                    below + packet));
        }
    }
}
