package io.bulkbench.app.lab;

import io.bulkbench.core.Direction;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * The program the lab guest runs: every check of one gadget mode, in an order that puts
 * the ones that unplug the board last, each recorded as one tab-separated line
 * ({@code name, PASS|FAIL, seconds, account}) in {@code results.tsv} of the shared
 * folder the moment it ends. {@link KernelUsbLabIT} boots the guest once per mode and
 * turns every line into a test.
 *
 * <p>Run: {@code scripts/kernel-usb-lab --share DIR -- java -cp CLASSPATH
 * io.bulkbench.app.lab.LabScenarios source-sink DIR}
 */
public final class LabScenarios {
    private LabScenarios() {}

    /** The checks of each gadget mode, in running order. */
    static Map<String, Callable<String>> checks(String mode, Path share) {
        Map<String, Callable<String>> checks = new LinkedHashMap<>();
        if (mode.equals("mass-storage")) {
            checks.put("file-device-reads-the-gadget-disk", MassStorageLabChecks::readDisk);
            checks.put(
                    "file-sweep-writes-run-folder", () -> MassStorageLabChecks.sweepTheDisk(share.resolve("disk-run")));
            checks.put("kernel-driver-detached-only-when-asked", MassStorageLabChecks::detachOnlyWhenAsked);
            checks.put("idle-endpoint-times-out", MassStorageLabChecks::timeoutsAreReported);
            return checks;
        }
        checks.put("enumerate", UsbLabChecks::enumerate);
        checks.put("devices-command", SweepLabChecks::devices);
        checks.put("devices-names-the-node-without-permission", SweepLabChecks::devicesWithoutPermission);
        checks.put("open-claim-release", UsbLabChecks::openClaimRelease);
        checks.put("partial-packets-refused", UsbLabChecks::refusesPartialPackets);
        checks.put("in-sweep-verified", () -> UsbLabChecks.sweep(Direction.IN));
        checks.put("out-sweep-verified", () -> UsbLabChecks.sweep(Direction.OUT));
        checks.put("bad-pattern-stalls", UsbLabChecks::badPatternStalls);
        checks.put("enomem-halves-the-request", UsbLabChecks::enomemHalves);
        checks.put("sweep-writes-run-folder", () -> SweepLabChecks.runFolder(share.resolve("run-folder")));
        checks.put(
                "bisect-finds-the-buflen-commit", () -> BisectLabChecks.findsTheBuflenCommit(share.resolve("bisect")));
        checks.put("unplug-mid-pipeline", UsbLabChecks::unplugMidRun);
        checks.put(
                "unplug-mid-sweep-keeps-finished-points",
                () -> SweepLabChecks.unplugDuringSweep(share.resolve("unplugged-run")));
        return checks;
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 2 || args.length > 3 || !LabGadget.inGuest()) {
            System.err.println("usage (inside the kernel USB lab): LabScenarios source-sink|mass-storage SHARED_DIR"
                    + " [CHECK,...]");
            System.exit(2);
        }
        Path share = Path.of(args[1]);
        Path results = share.resolve("results.tsv");
        Files.deleteIfExists(results);
        int failed = 0;
        java.util.List<String> only = args.length == 3 ? java.util.List.of(args[2].split(",")) : java.util.List.of();
        for (Map.Entry<String, Callable<String>> check : checks(args[0], share).entrySet()) {
            if (!only.isEmpty() && !only.contains(check.getKey())) {
                continue;
            }
            long started = System.nanoTime();
            String verdict;
            String account;
            try {
                account = check.getValue().call();
                java.util.List<String> held = LabGadget.usbfsNodesHeldHere();
                if (!held.isEmpty()) {
                    throw new AssertionError("the check left " + held + " open: " + account);
                }
                verdict = "PASS";
            } catch (Throwable e) {
                verdict = "FAIL";
                account = e.toString();
                e.printStackTrace(System.out);
                failed++;
            }
            String line = String.join(
                            "\t",
                            check.getKey(),
                            verdict,
                            String.format("%.1f", (System.nanoTime() - started) / 1e9),
                            account.replaceAll("\\s+", " "))
                    + "\n";
            System.out.print("lab: " + line);
            Files.writeString(
                    results, line, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        }
        PrintStream out = System.out;
        out.println("lab: " + failed + " failed");
        System.exit(failed == 0 ? 0 : 1);
    }
}
