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
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The usb4java and file devices against a real Linux USB stack: the kernel USB lab boots
 * three guests side by side (source/sink twice, each with part of its checks, and mass
 * storage) and runs every check of {@link LabScenarios} in one of them; each check
 * becomes one test here, failing with the
 * account the guest wrote. Where QEMU is missing the tests are skipped with the way to
 * get it, except in CI (CI=true), where a missing lab is a failure.
 */
class KernelUsbLabIT {
    /** 16 MiB image holding the gadget-zero pattern, so every byte read through the gadget can be checked. */
    private static final int IMAGE_BYTES = 16 << 20;

    @TempDir
    static Path dir;

    private static KernelUsbLab lab;

    /**
     * The source/sink checks run in a second guest of their own, beside the first: the
     * bisect and the two that unplug the board, about half of the source/sink time.
     */
    private static final List<String> SECOND_SOURCE_SINK_GUEST =
            List.of("bisect-finds-the-buflen-commit", "unplug-mid-pipeline", "unplug-mid-sweep-keeps-finished-points");

    /**
     * The boots started beside the first source/sink one (each guest keeps at most one host
     * CPU busy): the rest of the source/sink checks, and mass storage.
     */
    private static CompletableFuture<KernelUsbLab.Run> sourceSinkSecond;

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
        Path second = Files.createDirectories(dir.resolve("source-sink-2"));
        sourceSinkSecond = boot(() -> lab.run("source-sink", second, List.of(), SECOND_SOURCE_SINK_GUEST));
        massStorage = boot(() -> lab.run("mass-storage", share, List.of("--image", image.toString())));
    }

    /** A boot of the lab run on a thread of its own. */
    private static CompletableFuture<KernelUsbLab.Run> boot(Callable<KernelUsbLab.Run> run) {
        return CompletableFuture.supplyAsync(
                () -> {
                    try {
                        return run.call();
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new IllegalStateException(e);
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                },
                Executors.newSingleThreadExecutor());
    }

    @TestFactory
    Stream<DynamicTest> sourceSinkGadget() throws Exception {
        Path share = Files.createDirectories(dir.resolve("source-sink"));
        List<String> first = LabScenarios.checks("source-sink", share).keySet().stream()
                .filter(c -> !SECOND_SOURCE_SINK_GUEST.contains(c))
                .toList();
        KernelUsbLab.Run run = lab.run("source-sink", share, List.of(), first);
        KernelUsbLab.Run second = sourceSinkSecond.get();
        Stream<DynamicTest> cameBack = Stream.of(DynamicTest.dynamicTest("run-folder-came-back", () -> {
            assertThat(share.resolve("run-folder/report.html")).as(run.output()).isNotEmptyFile();
            assertThat(share.resolve("run-folder/defaults.config")).isNotEmptyFile();
            assertThat(run.exitCode())
                    .as("lab exit code; output:%n%s", run.output())
                    .isZero();
            assertThat(second.exitCode())
                    .as("second guest's exit code; output:%n%s", second.output())
                    .isZero();
        }));
        return Stream.of(
                        checks(run, "source-sink", first),
                        checks(second, "source-sink", SECOND_SOURCE_SINK_GUEST),
                        cameBack)
                .flatMap(tests -> tests);
    }

    @TestFactory
    Stream<DynamicTest> massStorageGadget() throws Exception {
        KernelUsbLab.Run run = massStorage.get();
        return checks(
                run,
                "mass-storage",
                List.copyOf(LabScenarios.checks("mass-storage", run.share()).keySet()));
    }

    /** One test per check named, failing with the account the guest wrote. */
    private static Stream<DynamicTest> checks(KernelUsbLab.Run run, String mode, List<String> names) {
        System.out.printf(
                "kernel USB lab, %s gadget: exit %d after %.0f s%n%s%n",
                mode, run.exitCode(), run.seconds(), run.output());
        return names.stream()
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
