package io.bulkbench.app.lab;

import static org.assertj.core.api.Assertions.assertThat;

import com.opencsv.CSVReader;
import com.opencsv.exceptions.CsvException;
import io.bulkbench.app.cli.BulkbenchCommand;
import io.bulkbench.reports.csv.PointsCsv;
import io.bulkbench.testing.TestJvm;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The {@code bulkbench} program against the lab's gadget, the way a user runs it: the
 * device list, a sweep that writes a whole run folder, and a sweep during which the
 * board is unplugged, which must keep every point finished before and fail the rest
 * with their reasons.
 */
final class SweepLabChecks {
    private static final List<String> RUN_FOLDER = List.of(
            "points.csv",
            "raw.csv",
            "fits.csv",
            "recommendations.csv",
            "defaults.config",
            "report.html",
            "report.md",
            "sweep.yaml",
            "jmh-result.json");

    private SweepLabChecks() {}

    record Cli(int exitCode, String out, String err) {
        static Cli run(String... args) {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            int code = BulkbenchCommand.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
            return new Cli(code, out.toString(), err.toString());
        }
    }

    static String devices() {
        Cli cli = Cli.run("devices");
        assertThat(cli.exitCode()).as(cli.err()).isZero();
        assertThat(cli.out())
                .contains("usb:0525:a4a0  bus 001 device")
                .contains("if=0 in  0x81  max packet 512 bytes")
                .contains("if=0 out 0x02  max packet 512 bytes");
        return "bulkbench devices exit 0: "
                + cli.out().lines().filter(l -> l.contains("0525")).findFirst().orElse("");
    }

    /**
     * {@code bulkbench devices} where the board's node may not be opened, as for a user
     * without a udev rule: the node is named with the fix, and the exit code is 0. The
     * guest runs everything as root, so the node is given to another owner and the
     * program runs without the capabilities that override file permissions (as an
     * ordinary user it could not read the Maven repository under /root).
     */
    static String devicesWithoutPermission() throws IOException, InterruptedException {
        String node = LabGadget.node(UsbLabChecks.VENDOR, UsbLabChecks.PRODUCT).orElseThrow();
        Path nodePath = Path.of(node);
        Object owner = Files.getAttribute(nodePath, "unix:uid");
        Files.setAttribute(nodePath, "unix:uid", 65534);
        try {
            Process p = new ProcessBuilder(
                            "setpriv",
                            "--bounding-set=-dac_override,-dac_read_search",
                            "--inh-caps=-dac_override,-dac_read_search",
                            TestJvm.javaBinary(),
                            "-cp",
                            TestJvm.classpath(),
                            BulkbenchCommand.class.getName(),
                            "devices")
                    .redirectErrorStream(true)
                    .start();
            String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            assertThat(p.waitFor()).as(out).isZero();
            assertThat(out)
                    .contains("usb:0525:a4a0")
                    .contains(
                            "no permission to open " + node
                                    + "; add a udev rule giving your user access (README, 'Against a real board') or run as root");
            return "node not ours: exit 0, "
                    + out.lines()
                            .filter(l -> l.contains("no permission"))
                            .findFirst()
                            .orElse("")
                            .trim();
        } finally {
            Files.setAttribute(nodePath, "unix:uid", owner);
        }
    }

    static String runFolder(Path out) throws IOException {
        long started = System.nanoTime();
        Cli cli = Cli.run(
                "sweep",
                "--device",
                UsbLabChecks.SPEC,
                "--board",
                "lab",
                "--buffers",
                "2,4",
                "--sizes",
                "16K,64K",
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
        for (String file : RUN_FOLDER) {
            assertThat(out.resolve(file)).as(file).isNotEmptyFile();
        }
        List<String[]> points = rows(out.resolve("points.csv"));
        int cpu = PointsCsv.COLUMNS.indexOf("cpu_us_per_mb");
        int host = PointsCsv.COLUMNS.indexOf("host_cpu_share");
        assertThat(points).hasSize(4).allSatisfy(r -> {
            assertThat(r[6]).as("status").isEqualTo("ok");
            assertThat(Double.parseDouble(r[7])).as("throughput").isPositive();
            assertThat(Double.parseDouble(r[cpu])).as("cpu_us_per_mb").isPositive();
            // the gadget's and the host controller's work is the kernel's: the host's busy share sees it
            assertThat(Double.parseDouble(r[host])).as("host_cpu_share").isPositive();
        });
        assertThat(rows(out.resolve("raw.csv"))).hasSize(8);
        return String.format(
                "4 points ok, whole run folder written (%s), host CPU share %.3f to %.3f, %.0f s in the guest",
                String.join(" ", RUN_FOLDER),
                points.stream()
                        .mapToDouble(r -> Double.parseDouble(r[host]))
                        .min()
                        .orElseThrow(),
                points.stream()
                        .mapToDouble(r -> Double.parseDouble(r[host]))
                        .max()
                        .orElseThrow(),
                (System.nanoTime() - started) / 1e9);
    }

    static String unplugDuringSweep(Path out) throws Exception {
        AtomicReference<String> watcher = new AtomicReference<>("the watcher never unplugged the board");
        Thread unplugger = new Thread(() -> watcher.set(unplugWhenSecondPointRuns(out.resolve("points.csv"))));
        unplugger.start();
        Cli cli;
        try {
            cli = Cli.run(
                    "sweep",
                    "--device",
                    UsbLabChecks.SPEC,
                    "--board",
                    "lab",
                    "--buffers",
                    "2,4,8",
                    "--sizes",
                    "64K",
                    "--modes",
                    "no-copy",
                    "--forks",
                    "1",
                    "--warmup",
                    "1",
                    "--iterations",
                    "2",
                    "--time",
                    "2s",
                    "--no-baselines",
                    "--out",
                    out.toString());
            unplugger.join(600_000);
        } finally {
            LabGadget.bind();
        }
        assertThat(watcher.get()).startsWith("unplugged");
        assertThat(cli.exitCode()).as(cli.out() + cli.err()).isEqualTo(1);
        List<String[]> points = rows(out.resolve("points.csv"));
        assertThat(points).hasSize(3);
        assertThat(points.get(0)[6]).isEqualTo("ok");
        assertThat(points.get(1)[6]).isEqualTo("failed");
        assertThat(points.get(1)[13]).contains("NO_DEVICE");
        assertThat(points.get(2)[6]).isEqualTo("failed");
        assertThat(rows(out.resolve("raw.csv")))
                .hasSize(2)
                .allSatisfy(r -> assertThat(r[3]).isEqualTo("2"));
        assertThat(LabGadget.await(UsbLabChecks.VENDOR, UsbLabChecks.PRODUCT, true, 30))
                .isTrue();
        return watcher.get() + "; exit 1; point 1 kept ok; point 2 failed: " + points.get(1)[13] + "; point 3 failed: "
                + points.get(2)[13];
    }

    /** Waits for the first finished point, then for the next point's fork to open the board, then unplugs it. */
    private static String unplugWhenSecondPointRuns(Path points) {
        try {
            // Generous: under TCG on a busy machine one point with its JVM fork can take minutes.
            long deadline = System.nanoTime() + 600_000_000_000L;
            while (System.nanoTime() < deadline && finishedPoints(points) == 0) {
                Thread.sleep(200);
            }
            Optional<String> node = LabGadget.node(UsbLabChecks.VENDOR, UsbLabChecks.PRODUCT);
            while (System.nanoTime() < deadline && node.isPresent() && !LabGadget.openedByAnyProcess(node.get())) {
                Thread.sleep(100);
            }
            if (System.nanoTime() >= deadline || node.isEmpty()) {
                return "the second point never opened the board";
            }
            // Long enough for the fork's pipeline to be moving data, well inside its 6 s of iterations.
            Thread.sleep(3000);
            LabGadget.unbind();
            return "unplugged while the second point's fork had " + node.get() + " open";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
    }

    private static int finishedPoints(Path points) {
        try {
            return Files.exists(points) ? rows(points).size() : 0;
        } catch (IOException | UncheckedIOException e) {
            return 0; // a line being written; look again
        }
    }

    static List<String[]> rows(Path csv) throws IOException {
        try (CSVReader reader = new CSVReader(Files.newBufferedReader(csv))) {
            List<String[]> all = reader.readAll();
            return all.isEmpty() ? all : all.subList(1, all.size());
        } catch (CsvException e) {
            throw new UncheckedIOException(new IOException("bad CSV " + csv + ": " + e.getMessage()));
        }
    }
}
