package io.bulkbench.app.lab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import io.bulkbench.benchmarks.DeviceFactory;
import io.bulkbench.benchmarks.device.DataPattern;
import io.bulkbench.benchmarks.device.DeviceSpec;
import io.bulkbench.benchmarks.device.TransferStatus;
import io.bulkbench.benchmarks.device.UsbDeviceSpec;
import io.bulkbench.benchmarks.pipeline.PipelineConfig;
import io.bulkbench.benchmarks.pipeline.PipelineCounters;
import io.bulkbench.benchmarks.pipeline.TransferFailedException;
import io.bulkbench.benchmarks.pipeline.TransferPipeline;
import io.bulkbench.benchmarks.usb.UsbDevice;
import io.bulkbench.benchmarks.usb.UsbDeviceInfo;
import io.bulkbench.benchmarks.usb.UsbDeviceInfo.BulkEndpoint;
import io.bulkbench.benchmarks.usb.UsbInventory;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.util.ArrayList;
import java.util.List;

/**
 * The usb4java device against gadget zero's source/sink function on a real Linux USB
 * stack, run inside the lab guest. Each check returns a one-line account of what it saw
 * and throws an AssertionError when the device misbehaved. After every pipeline the
 * device must have no transfer in flight and none allocated.
 */
final class UsbLabChecks {
    static final String SPEC = "usb:0525:a4a0";
    static final int VENDOR = 0x0525;
    static final int PRODUCT = 0xa4a0;
    private static final int[] SIZES = {16 * 1024, 32 * 1024, 64 * 1024};

    private UsbLabChecks() {}

    private static UsbDevice open() {
        return UsbDevice.open((UsbDeviceSpec) DeviceSpec.parse(SPEC));
    }

    static String enumerate() {
        List<UsbDeviceInfo> devices = UsbInventory.list();
        UsbDeviceInfo zero = devices.stream()
                .filter(d -> d.vendorId() == VENDOR && d.productId() == PRODUCT)
                .findFirst()
                .orElseThrow(() -> new AssertionError("no 0525:a4a0 among " + devices));
        assertThat(zero.bulkEndpoints())
                .containsExactlyInAnyOrder(new BulkEndpoint(0, 0x81, 512), new BulkEndpoint(0, 0x02, 512));
        assertThat(zero.accessProblem()).isEmpty();
        return zero.spec() + " at " + zero.node() + ", bulk endpoints " + zero.bulkEndpoints() + ", " + devices.size()
                + " devices in all, libusb " + org.usb4java.LibUsb.getVersion();
    }

    static String openClaimRelease() {
        String node;
        try (UsbDevice device = open()) {
            node = device.node();
            assertThat(device.endpoints().interfaceNumber()).isZero();
            assertThat(device.endpoints().in()).contains(new BulkEndpoint(0, 0x81, 512));
            assertThat(device.endpoints().out()).contains(new BulkEndpoint(0, 0x02, 512));
            assertThatThrownBy(() -> DeviceFactory.open(SPEC))
                    .isInstanceOf(BadInputException.class)
                    .hasMessageContaining("interface 0 of usb:0525:a4a0 (" + node + ") is claimed");
        }
        try (UsbDevice again = open()) {
            assertThat(again.node()).isEqualTo(node);
        }
        assertThatThrownBy(() -> DeviceFactory.open("usb:0525:a4a0,serial=no-such-board"))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("matching usb:0525:a4a0,serial=no-such-board is connected;");
        try (UsbDevice bySerial = UsbDevice.open((UsbDeviceSpec) DeviceSpec.parse(SPEC + ",serial=bulkbench-lab"))) {
            assertThat(bySerial.node()).isEqualTo(node);
        }
        return "opened " + node + ", interface 0 claimed (a second open is refused as busy), released on close"
                + " and opened again; serial=bulkbench-lab selects it, another serial does not";
    }

    static String refusesPartialPackets() {
        try (UsbDevice device = open()) {
            assertThatThrownBy(() -> TransferPipeline.open(
                            device, config(Direction.IN, 2, 1000, CopyMode.COPY, DataPattern.NONE)))
                    .isInstanceOf(BadInputException.class)
                    .hasMessage("request size 1000 bytes is not a multiple of endpoint 0x81's max packet size (512"
                            + " bytes) on usb:0525:a4a0; use a multiple such as 512 or 1024");
            assertThat(device.transfersAllocated()).isZero();
        }
        return "1000-byte requests refused before any transfer was allocated";
    }

    /** Buffers 1..8 x 16K..64K, copy modes alternating, the gadget-zero pattern checked (IN) or checked by the gadget (OUT). */
    static String sweep(Direction direction) {
        List<String> points = new ArrayList<>();
        long totalBytes = 0;
        long started = System.nanoTime();
        UsbDevice opened = open();
        try (UsbDevice device = opened) {
            for (int buffers = 1; buffers <= 8; buffers++) {
                for (int size : SIZES) {
                    CopyMode mode = (buffers + size / 16384) % 2 == 0 ? CopyMode.COPY : CopyMode.NO_COPY;
                    int requests = Math.max(16, (1 << 20) / size);
                    PipelineCounters counters =
                            run(device, config(direction, buffers, size, mode, DataPattern.GADGET_ZERO), requests);
                    assertThat(counters.verifyErrors()).as("verify errors").isZero();
                    assertThat(counters.faultsByStatus())
                            .as("faults at %d x %d", buffers, size)
                            .isEmpty();
                    assertThat(counters.bytes()).isEqualTo((long) requests * size);
                    assertThat(device.transfersInFlight())
                            .as("transfers in flight after close")
                            .isZero();
                    totalBytes += counters.bytes();
                    points.add(buffers + "x" + size / 1024 + "K");
                }
            }
        }
        assertThat(opened.transfersAllocated())
                .as("transfers allocated after the device closed")
                .isZero();
        double seconds = (System.nanoTime() - started) / 1e9;
        return String.format(
                "%s: %d points (%s..%s), %.1f MiB moved, 0 verify errors, 0 faults, nothing left in"
                        + " flight; %.1f s in the guest (%.1f MB/s emulated, not a real speed)",
                direction,
                points.size(),
                points.get(0),
                points.get(points.size() - 1),
                totalBytes / 1048576.0,
                seconds,
                totalBytes / seconds / 1e6);
    }

    static String badPatternStalls() {
        PipelineCounters bad;
        PipelineCounters good;
        UsbDevice opened = open();
        try (UsbDevice device = opened) {
            bad = run(device, config(Direction.OUT, 4, 16384, CopyMode.NO_COPY, DataPattern.LFSR32), 64);
            assertThat(bad.faults(TransferStatus.STALL)).as("STALLs reported").isPositive();
            assertThat(device.transfersInFlight()).isZero();
            good = run(device, config(Direction.OUT, 4, 16384, CopyMode.NO_COPY, DataPattern.GADGET_ZERO), 64);
            // The sink may still hold a halt for the last bad data it checked: at most one queue's worth of
            // requests meets it before the channel clears it, and everything after that is delivered.
            assertThat(good.faults(TransferStatus.STALL))
                    .as("STALLs left over from the bad run")
                    .isLessThanOrEqualTo(4);
            assertThat(good.requests())
                    .as("requests delivered with the right pattern")
                    .isGreaterThanOrEqualTo(64 - 8);
            assertThat(device.transfersInFlight()).isZero();
        }
        assertThat(opened.transfersAllocated())
                .as("transfers allocated after the device closed")
                .isZero();
        return "LFSR data to the gadget-zero sink: " + bad.faults(TransferStatus.STALL) + " STALLs and "
                + bad.faults(TransferStatus.CANCELLED) + " cancelled in 64 requests, each halt cleared; then the right"
                + " pattern delivered " + good.requests() + " of 64 requests (" + good.faultsByStatus()
                + " left over from the last halt)";
    }

    /**
     * usbfs charges each URB's buffer (plus its bookkeeping) against usbfs_memory_mb from
     * submit until the URB is reaped, and refuses a submit that would pass the limit. Many
     * requests that fit the limit only together (8 x 256K against 1 MiB) fail only while
     * enough of them are unreaped at once, which depends on how the guest schedules the
     * submitter against dummy_hcd's completions: it passed one run in two. One request in
     * flight that alone exceeds the limit fails whatever the timing: 2 MiB and then 1 MiB
     * (the buffer plus bookkeeping is over 1 MiB) are refused, 512K fits, so exactly two
     * halvings, every time.
     */
    static String enomemHalves() {
        int old = LabGadget.usbfsMemoryMb(1);
        try (UsbDevice device = open()) {
            PipelineCounters counters =
                    run(device, config(Direction.IN, 1, 2 << 20, CopyMode.NO_COPY, DataPattern.GADGET_ZERO), 8);
            assertThat(counters.enomemFallbacks())
                    .as("ENOMEM fallbacks from 2 MiB")
                    .isEqualTo(2);
            assertThat(counters.requestBytes()).isEqualTo(512 * 1024);
            assertThat(counters.verifyErrors()).isZero();
            assertThat(device.transfersInFlight()).isZero();
            return "usbfs_memory_mb=1 and 1 x 2M: " + counters.enomemFallbacks() + " ENOMEM fallbacks, went on at "
                    + counters.requestBytes() / 1024 + "K, 0 verify errors";
        } finally {
            LabGadget.usbfsMemoryMb(old);
        }
    }

    /** The board is unplugged (UDC unbound) with four transfers in flight. */
    static String unplugMidRun() throws InterruptedException {
        TransferFailedException failure = null;
        int delivered = 0;
        UsbDevice opened = open();
        try (UsbDevice device = opened) {
            TransferPipeline pipeline = TransferPipeline.open(
                    device, config(Direction.IN, 4, 65536, CopyMode.COPY, DataPattern.GADGET_ZERO));
            for (int i = 0; i < 20; i++) {
                pipeline.transferNext();
            }
            LabGadget.unbind();
            try {
                for (int i = 0; i < 10_000; i++) {
                    delivered += pipeline.transferNext() > 0 ? 1 : 0;
                }
            } catch (TransferFailedException e) {
                failure = e;
            }
            pipeline.close();
            assertThat(device.transfersInFlight()).as("in flight after close").isZero();
        } finally {
            LabGadget.bind();
        }
        assertThat(opened.transfersAllocated())
                .as("allocated after the device closed")
                .isZero();
        if (failure == null) {
            fail("10000 requests after the unplug and still no failure");
        }
        assertThat(failure.status()).isEqualTo(TransferStatus.NO_DEVICE);
        assertThat(LabGadget.await(VENDOR, PRODUCT, true, 30))
                .as("device back after binding again")
                .isTrue();
        return "unbound with 4 in flight: " + delivered + " more completions, then NO_DEVICE (" + failure.getMessage()
                + "); pipeline and device closed with nothing in flight; plugged back in";
    }

    private static PipelineConfig config(
            Direction direction, int buffers, int size, CopyMode mode, DataPattern pattern) {
        return new PipelineConfig(direction, buffers, size, mode, pattern);
    }

    private static PipelineCounters run(UsbDevice device, PipelineConfig config, int requests) {
        TransferPipeline pipeline = TransferPipeline.open(device, config);
        try {
            for (int i = 0; i < requests; i++) {
                pipeline.transferNext();
            }
        } finally {
            pipeline.close();
        }
        return pipeline.counters();
    }
}
