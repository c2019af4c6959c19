package io.bulkbench.app.lab;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.app.cli.BulkbenchCommand;
import io.bulkbench.testing.RequiredEnvironment;
import io.bulkbench.testing.TestJvm;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The usb4java device against an emulated usbfs, without QEMU: umockdev replays the
 * sysfs entries and device node of the kernel USB lab's gadget-zero, recorded there by
 * {@code scripts/record-umockdev}, so enumeration, descriptor parsing and the errors of a
 * board that takes no transfers are checked in a second or two each. libusb, as bundled
 * by usb4java, really reads the recorded descriptors and opens the node; umockdev answers
 * no transfer, so every submit fails as on a broken board. Where umockdev is missing the
 * tests are skipped with the way to get it, except in CI (CI=true), where that is a failure.
 */
class UmockdevUsbIT {
    private static final String HOW_TO_GET = "install it with 'apt-get install -y --no-install-recommends umockdev'";
    private static final String NODE = "/dev/bus/usb/001/002";
    private static Path recording;

    @BeforeAll
    static void findUmockdev() throws Exception {
        RequiredEnvironment.require("the umockdev tests", missingUmockdev(), HOW_TO_GET);
        recording = Path.of(UmockdevUsbIT.class
                .getResource("/umockdev/gadget-zero.umockdev")
                .toURI());
    }

    private static Optional<String> missingUmockdev() throws InterruptedException {
        try {
            boolean runs = new ProcessBuilder("umockdev-run", "--version")
                            .redirectErrorStream(true)
                            .start()
                            .waitFor()
                    == 0;
            return runs ? Optional.empty() : Optional.of("umockdev-run --version failed");
        } catch (IOException e) {
            return Optional.of("umockdev-run is not installed");
        }
    }

    @Test
    void devicesListsTheGadgetWithItsBulkEndpoints() throws Exception {
        Run run = Run.under(recording, List.of(), "devices");
        assertThat(run.exitCode()).as(run.output()).isZero();
        assertThat(run.output().lines().map(String::strip).toList())
                .containsSubsequence(
                        "usb:0525:a4a0  bus 001 device 002",
                        "if=0 in  0x81  max packet 512 bytes",
                        "if=0 out 0x02  max packet 512 bytes",
                        "usb:1d6b:0002  bus 001 device 001  no bulk endpoints",
                        "devices: 2 found");
    }

    /** The node belongs to nobody and the process may not override file permissions, as for a plain user. */
    @Test
    void aNodeTheUserMayNotOpenIsNamedWithTheFix() throws Exception {
        List<String> asPlainUser = List.of(
                "sh",
                "-c",
                "chown 65534 \"$UMOCKDEV_DIR" + NODE + "\" && exec setpriv"
                        + " --bounding-set=-dac_override,-dac_read_search --inh-caps=-dac_override,-dac_read_search \"$@\"",
                "sh");
        Run run = Run.under(recording, asPlainUser, "devices");
        assertThat(run.exitCode()).as(run.output()).isZero();
        assertThat(run.output())
                .contains("usb:0525:a4a0")
                .contains("no permission to open " + NODE
                        + "; add a udev rule giving your user access (README, 'Against a real board') or run as root");
    }

    @Test
    void aBoardThatTakesNoTransferFailsItsPointWithLibusbsError(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("run");
        Run run = Run.under(
                recording,
                List.of(),
                "sweep",
                "--device",
                "usb:0525:a4a0",
                "--buffers",
                "2,4",
                "--sizes",
                "16K",
                "--modes",
                "copy",
                "--no-baselines",
                "--forks",
                "0",
                "--warmup",
                "0",
                "--iterations",
                "1",
                "--time",
                "100ms",
                "--out",
                out.toString());
        assertThat(run.exitCode()).as(run.output()).isEqualTo(1);
        assertThat(run.output())
                .contains("submit failed with LIBUSB_ERROR_IO")
                .contains("bulkbench sweep --resume " + out + " --retry-failed");
        List<String> points = Files.readAllLines(out.resolve("points.csv"));
        assertThat(points).hasSize(3);
        assertThat(points.subList(1, 3))
                .allSatisfy(line -> assertThat(line)
                        .contains(",failed,")
                        .contains("device in request ended ERROR after 0 requests"));
        assertThat(out.resolve("report.html")).isNotEmptyFile();
    }

    @Test
    void aBoardThatIsNotThereIsNamedWithTheWayToFindIt(@TempDir Path dir) throws Exception {
        Run run = Run.under(
                recording,
                List.of(),
                "sweep",
                "--device",
                "usb:0525:ffff",
                "--buffers",
                "2",
                "--sizes",
                "16K",
                "--modes",
                "copy",
                "--no-baselines",
                "--forks",
                "0",
                "--out",
                dir.resolve("run").toString());
        assertThat(run.exitCode()).as(run.output()).isEqualTo(1);
        assertThat(Files.readString(dir.resolve("run/points.csv")))
                .contains("no USB device matching usb:0525:ffff is"
                        + " connected; plug it in or fix the ids (bulkbench devices lists what is connected)");
    }

    /** One bulkbench command in its own JVM under umockdev-run, behind an optional wrapper command. */
    private record Run(int exitCode, String output) {
        static Run under(Path recording, List<String> wrapper, String... args)
                throws IOException, InterruptedException, URISyntaxException {
            List<String> command = new ArrayList<>(List.of("umockdev-run", "--device", recording.toString(), "--"));
            command.addAll(wrapper);
            command.addAll(List.of(TestJvm.javaBinary(), "-cp", TestJvm.classpath(), BulkbenchCommand.class.getName()));
            command.addAll(List.of(args));
            Process process =
                    new ProcessBuilder(command).redirectErrorStream(true).start();
            byte[] bytes = process.getInputStream().readAllBytes();
            if (!process.waitFor(120, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
            return new Run(process.exitValue(), new String(bytes, StandardCharsets.UTF_8));
        }
    }
}
