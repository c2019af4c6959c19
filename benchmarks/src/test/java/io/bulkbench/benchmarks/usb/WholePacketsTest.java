package io.bulkbench.benchmarks.usb;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.benchmarks.usb.UsbDeviceInfo.BulkEndpoint;
import io.bulkbench.core.BadInputException;
import io.bulkbench.testing.RandomCases;
import org.junit.jupiter.api.Test;

class WholePacketsTest {

    /**
     * Request sizes in 1 byte..1 MiB; half of them whole packets, built as a packet count,
     * since a uniform size is hardly ever one.
     */
    @Test
    void wholePacketsAreAcceptedAndAnythingElseRefused() {
        RandomCases.check(500, c -> {
            int packet = c.oneOf("packet", 8, 64, 512, 1024);
            int bytes =
                    c.bool("whole") ? packet * c.intIn("packets", 1, (1 << 20) / packet) : c.intIn("bytes", 1, 1 << 20);
            BulkEndpoint ep = new BulkEndpoint(0, 0x81, packet);
            if (bytes % packet == 0) {
                assertThatCode(() -> WholePackets.require(bytes, ep, "usb:0525:a4a0"))
                        .as("%s", c)
                        .doesNotThrowAnyException();
            } else {
                assertThatThrownBy(() -> WholePackets.require(bytes, ep, "usb:0525:a4a0"))
                        .as("%s", c)
                        .isInstanceOf(BadInputException.class)
                        .hasMessageContaining("request size " + bytes + " bytes is not a multiple of")
                        .hasMessageContaining("(" + packet + " bytes)");
            }
        });
    }

    @Test
    void theMessageNamesTheEndpointAndTwoSizesThatWork() {
        assertThatThrownBy(() -> WholePackets.require(16000, new BulkEndpoint(0, 0x81, 512), "usb:0525:a4a0"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("request size 16000 bytes is not a multiple of endpoint 0x81's max packet size (512 bytes)"
                        + " on usb:0525:a4a0; use a multiple such as 15872 or 16384");
    }

    @Test
    void aZeroPacketSizeIsABrokenDescriptor() {
        assertThatThrownBy(() -> WholePackets.require(16384, new BulkEndpoint(0, 0x02, 0), "usb:0525:a4a0"))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("reports a max packet size of 0 bytes");
    }
}
