package io.bulkbench.app.lab;

import io.bulkbench.testing.TestJvm;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The host side of the kernel USB lab for tests: finds {@code scripts/kernel-usb-lab},
 * asks it whether it can run here, and boots it once to run {@link LabScenarios} with
 * this test run's own classpath, bringing back the exit code, the output and the
 * results each check recorded in the shared folder.
 */
final class KernelUsbLab {
    /** How to get the lab where it is missing; quoted when the lab tests are skipped. */
    static final String HOW_TO_RUN = "install it with 'apt-get install -y --no-install-recommends qemu-system-x86"
            + " busybox-static cpio' (as root, after apt-get update), then run 'mvn -B verify' again, or run it by hand:"
            + " scripts/kernel-usb-lab -- ./bulkbench devices";

    private static final long BOOT_LIMIT_SECONDS = 1200;

    private final Path script;

    private KernelUsbLab(Path script) {
        this.script = script;
    }

    /** The lab script of the repository this module lives in. */
    static KernelUsbLab find() {
        Path here = Path.of("").toAbsolutePath();
        for (Path dir = here; dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("scripts/kernel-usb-lab");
            if (Files.isExecutable(candidate)) {
                return new KernelUsbLab(candidate);
            }
        }
        throw new IllegalStateException("no executable scripts/kernel-usb-lab above " + here);
    }

    /** Why the lab cannot run here, or empty when it can. */
    Optional<String> unavailable() throws IOException, InterruptedException {
        Process check = new ProcessBuilder(script.toString(), "--check")
                .redirectErrorStream(true)
                .start();
        String said = new String(check.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        return check.waitFor() == 0 ? Optional.empty() : Optional.of(said);
    }

    /** One boot of the lab: the result lines of every check that ran, by name. */
    record Run(int exitCode, String output, Map<String, String[]> results, Path share, double seconds) {}

    /** Boots the guest with a gadget and runs every check of that mode in it. */
    Run run(String gadget, Path share, List<String> extraOptions) throws IOException, InterruptedException {
        return run(gadget, share, extraOptions, List.of());
    }

    /** Boots the guest with a gadget and runs the checks named in {@code only} (all of that mode when empty). */
    Run run(String gadget, Path share, List<String> extraOptions, List<String> only)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(
                script.toString(),
                "--gadget",
                gadget,
                "--timeout",
                Long.toString(BOOT_LIMIT_SECONDS),
                "--share",
                share.toString()));
        command.addAll(extraOptions);
        command.addAll(List.of(
                "--",
                TestJvm.javaBinary(),
                "-cp",
                TestJvm.classpath(),
                LabScenarios.class.getName(),
                gadget,
                share.toString()));
        if (!only.isEmpty()) {
            command.add(String.join(",", only));
        }
        Path log = share.resolve("lab-output.txt");
        long started = System.nanoTime();
        Process lab = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        if (!lab.waitFor(BOOT_LIMIT_SECONDS + 60, TimeUnit.SECONDS)) {
            lab.destroyForcibly();
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        Map<String, String[]> results = new LinkedHashMap<>();
        Path tsv = share.resolve("results.tsv");
        if (Files.exists(tsv)) {
            for (String line : Files.readAllLines(tsv, StandardCharsets.UTF_8)) {
                String[] cells = line.split("\t", 4);
                results.put(cells[0], cells);
            }
        }
        return new Run(lab.isAlive() ? -1 : lab.exitValue(), Files.readString(log), results, share, seconds);
    }
}
