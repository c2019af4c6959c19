package io.bulkbench.app.lab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.bulkbench.benchmarks.device.DataPattern;
import io.bulkbench.benchmarks.device.PatternStream;
import io.bulkbench.testing.RequiredEnvironment;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The usb4java and file devices against a real Linux USB stack: the kernel USB lab boots
 * once per gadget (source/sink and mass storage, side by side) and runs every check of
 * {@link LabScenarios} inside it; each check becomes one test here, failing with the
 * account the guest wrote. Where QEMU is missing the tests are skipped with the way to
 * get it, except in CI (CI=true), where a missing lab is a failure.
 */
class KernelUsbLabIT {
    /** 16 MiB image holding the gadget-zero pattern, so every byte read through the gadget can be checked. */
    private static final int IMAGE_BYTES = 16 << 20;

    @TempDir
    static Path dir;

    private static KernelUsbLab lab;

    /** The mass-storage boot, started beside the source/sink one: each guest keeps one host CPU busy. */
    private static CompletableFuture<KernelUsbLab.Run> massStorage;

    @BeforeAll
    static void findTheLab() throws Exception {
        lab = KernelUsbLab.find();
        RequiredEnvironment.require("the kernel USB lab tests", lab.unavailable(), KernelUsbLab.HOW_TO_RUN);
        assumeTrue(
                RequiredEnvironment.inCi() || !"skip".equals(System.getProperty("bulkbench.lab")),
                "kernel USB lab tests skipped by -Dbulkbench.lab=skip");
        Path share = Files.createDirectories(dir.resolve("mass-storage"));
        Path image = patternImage(dir.resolve("disk.img"));
        massStorage = CompletableFuture.supplyAsync(() -> {
            try {
                return lab.run("mass-storage", share, List.of("--image", image.toString()));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        });
    }

    @TestFactory
    Stream<DynamicTest> sourceSinkGadget() throws Exception {
        Path share = Files.createDirectories(dir.resolve("source-sink"));
        KernelUsbLab.Run run = lab.run("source-sink", share, List.of());
        return Stream.concat(
                checks(run, "source-sink"), Stream.of(DynamicTest.dynamicTest("run-folder-came-back", () -> {
                    assertThat(share.resolve("run-folder/report.html"))
                            .as(run.output())
                            .isNotEmptyFile();
                    assertThat(share.resolve("run-folder/defaults.config")).isNotEmptyFile();
                    assertThat(run.exitCode())
                            .as("lab exit code; output:%n%s", run.output())
                            .isZero();
                })));
    }

    @TestFactory
    Stream<DynamicTest> massStorageGadget() throws Exception {
        return checks(massStorage.get(), "mass-storage");
    }

    private static Stream<DynamicTest> checks(KernelUsbLab.Run run, String mode) {
        System.out.printf(
                "kernel USB lab, %s gadget: exit %d after %.0f s%n%s%n",
                mode, run.exitCode(), run.seconds(), run.output());
        return LabScenarios.checks(mode, run.share()).keySet().stream()
                .map(name -> DynamicTest.dynamicTest(name, () -> {
                    String[] result = run.results().get(name);
                    if (result == null) {
                        fail("check " + name + " did not run in the lab (exit " + run.exitCode() + "); lab output:%n"
                                + run.output());
                    }
                    assertThat(result[1])
                            .as("%s took %s s: %s", name, result[2], result.length > 3 ? result[3] : "")
                            .isEqualTo("PASS");
                }));
    }

    private static Path patternImage(Path file) throws IOException {
        PatternStream pattern = new PatternStream(DataPattern.GADGET_ZERO);
        byte[] block = new byte[64 * 1024];
        try (OutputStream out = Files.newOutputStream(file)) {
            for (int written = 0; written < IMAGE_BYTES; written += block.length) {
                pattern.fill(block, block.length);
                out.write(block);
            }
        }
        return file;
    }
}
