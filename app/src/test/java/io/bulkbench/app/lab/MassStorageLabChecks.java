package io.bulkbench.app.lab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.benchmarks.DeviceFactory;
import io.bulkbench.benchmarks.device.DataPattern;
import io.bulkbench.benchmarks.device.DeviceSpec;
import io.bulkbench.benchmarks.device.FileDeviceSpec;
import io.bulkbench.benchmarks.device.TransferStatus;
import io.bulkbench.benchmarks.device.UsbDeviceSpec;
import io.bulkbench.benchmarks.file.FileDevice;
import io.bulkbench.benchmarks.pipeline.PipelineConfig;
import io.bulkbench.benchmarks.pipeline.PipelineCounters;
import io.bulkbench.benchmarks.pipeline.TransferPipeline;
import io.bulkbench.benchmarks.usb.UsbDevice;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The mass-storage gadget, read from the host side the way the Linux measurements did
 * ({@code dd if=/dev/sdX}): {@code file:/dev/sda} with requests in flight through
 * usb-storage and the SCSI disk driver, checked byte for byte against the image's
 * pattern; and the usb4java device's rule that a kernel driver is detached only when
 * the spec asks.
 */
final class MassStorageLabChecks {
    static final String DISK = "/dev/sda";

    private MassStorageLabChecks() {}

    static String readDisk() {
        assertThat(Path.of(DISK)).exists();
        long started = System.nanoTime();
        try (FileDevice device = FileDevice.open(new FileDeviceSpec(DISK))) {
            assertThat(device.direct()).as("O_DIRECT on a block device").isTrue();
            long bytes = 0;
            try (TransferPipeline pipeline = TransferPipeline.open(
                    device, new PipelineConfig(Direction.IN, 4, 65536, CopyMode.COPY, DataPattern.GADGET_ZERO))) {
                int requests = (int) (device.size() / 65536) + 16;
                for (int i = 0; i < requests; i++) {
                    bytes += pipeline.transferNext();
                }
                assertThat(pipeline.counters().verifyErrors())
                        .as("verify errors")
                        .isZero();
                assertThat(pipeline.counters().totalFaults()).isZero();
            }
            double seconds = (System.nanoTime() - started) / 1e9;
            return String.format(
                    "file:%s (%d MiB, O_DIRECT): %.1f MiB read with 4 x 64K in flight, wrapping at the"
                            + " end, 0 verify errors; %.1f MB/s emulated",
                    DISK, device.size() >> 20, bytes / 1048576.0, bytes / seconds / 1e6);
        }
    }

    /** The seed's setup end to end: {@code bulkbench sweep --device file:/dev/sda}, a run folder with its points. */
    static String sweepTheDisk(Path out) throws Exception {
        SweepLabChecks.Cli cli = SweepLabChecks.Cli.run(
                "sweep",
                "--device",
                "file:" + DISK,
                "--board",
                "lab-msc",
                "--buffers",
                "2,4",
                "--sizes",
                "64K",
                "--modes",
                "no-copy",
                // In this JVM: a forked JVM takes most of a minute to start under TCG, and
                // unplug-mid-sweep-keeps-finished-points still measures through forks.
                "--forks",
                "0",
                "--warmup",
                "1",
                "--iterations",
                "2",
                "--time",
                "500ms",
                "--no-baselines",
                "--out",
                out.toString());
        assertThat(cli.exitCode()).as(cli.out() + cli.err()).isZero();
        assertThat(out.resolve("report.html")).isNotEmptyFile();
        var points = SweepLabChecks.rows(out.resolve("points.csv"));
        assertThat(points).hasSize(2).allSatisfy(r -> assertThat(r[6]).isEqualTo("ok"));
        return "bulkbench sweep --device file:/dev/sda: 2 points ok (" + points.get(0)[7] + " and " + points.get(1)[7]
                + " MB/s emulated), run folder written";
    }

    static String detachOnlyWhenAsked() throws Exception {
        assertThatThrownBy(() -> DeviceFactory.open("usb:0525:a4a5"))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("is bound to a kernel driver; add detach=yes");
        String node;
        try (UsbDevice device = (UsbDevice) DeviceFactory.open("usb:0525:a4a5,detach=yes")) {
            node = device.node();
            assertThat(device.endpoints().in()).isPresent();
            assertThat(device.endpoints().out()).isPresent();
        }
        boolean back = false;
        for (int i = 0; i < 100 && !back; i++) {
            back = Files.exists(Path.of("/sys/bus/usb/drivers/usb-storage")) && usbStorageBound();
            Thread.sleep(100);
        }
        assertThat(back).as("usb-storage bound again after close").isTrue();
        return "usb:0525:a4a5 refused while usb-storage holds it; with detach=yes opened " + node
                + " and gave the interface back to usb-storage on close";
    }

    /**
     * A mass-storage function sends nothing on bulk IN until it has a command, so IN
     * requests without one must end as TIMED_OUT, each counted, none hanging, and the
     * device must be left with nothing in flight and nothing allocated.
     */
    static String timeoutsAreReported() throws InterruptedException {
        // usb-storage scans the disk again after the previous check gave it back; let it finish first.
        for (int i = 0; i < 300 && !Files.exists(Path.of(DISK)); i++) {
            Thread.sleep(100);
        }
        Thread.sleep(2000);
        UsbDeviceSpec spec = (UsbDeviceSpec) DeviceSpec.parse("usb:0525:a4a5,detach=yes");
        UsbDevice opened = UsbDevice.open(spec, 300);
        try (UsbDevice device = opened) {
            PipelineCounters counters;
            try (TransferPipeline pipeline = TransferPipeline.open(
                    device, new PipelineConfig(Direction.IN, 2, 16384, CopyMode.NO_COPY, DataPattern.NONE))) {
                for (int i = 0; i < 4; i++) {
                    assertThat(pipeline.transferNext()).isZero();
                }
                counters = pipeline.counters();
            }
            assertThat(counters.faults(TransferStatus.TIMED_OUT)).isEqualTo(4);
            assertThat(counters.requests()).isZero();
            assertThat(device.transfersInFlight()).isZero();
        }
        assertThat(opened.transfersAllocated())
                .as("allocated after the device closed")
                .isZero();
        return "4 IN requests to the idle mass-storage endpoint with a 300 ms timeout: 4 TIMED_OUT counted, then"
                + " closed with nothing in flight and every transfer freed";
    }

    private static boolean usbStorageBound() throws java.io.IOException {
        try (var links = Files.list(Path.of("/sys/bus/usb/drivers/usb-storage"))) {
            return links.anyMatch(p -> p.getFileName().toString().matches("\\d+-[\\d.]+:\\d+\\.\\d+"));
        }
    }
}
