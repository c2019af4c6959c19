package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.ThroughputBasis;
import io.bulkbench.history.SyntheticRuns;
import io.bulkbench.reports.csv.RecommendationsCsv;
import io.bulkbench.testing.GitCheckout;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Where a patch's evidence comes from, against a small kernel-like tree made with real git:
 * arch/arm/configs has a history whose subjects mostly begin "ARM:", u8500_defconfig has no
 * USB gadget, and drivers/usb/gadget/Kconfig puts the storage buffer count inside
 * {@code if USB_GADGET}, as the kernel's does. The run is written by the project's writers
 * and analysed by the command line, so its defaults.config and recommendations.csv are
 * the analysis's own.
 */
class PatchEvidenceTest {
    private static final String U8500 = "arch/arm/configs/u8500_defconfig";
    /** A defaults.config evidence line: "# in, copy: 35.2 MB/s fitted, 96.0 % of the best, ...". */
    private static final Pattern EVIDENCE = Pattern.compile("^# (in|out), ([a-z-]+): [0-9.]+ MB/s (\\w+), .*$");

    private static Path tree(Path dir) throws Exception {
        Path tree = Files.createDirectories(dir.resolve("linux"));
        GitCheckout.git(tree, "init", "-q", "-b", "master");
        GitCheckout.git(tree, "config", "user.name", "Ada Tester");
        GitCheckout.git(tree, "config", "user.email", "ada@example.org");
        write(tree, "drivers/usb/gadget/Kconfig", """
                menuconfig USB_GADGET
                \ttristate "USB Gadget Support"

                if USB_GADGET

                config USB_GADGET_STORAGE_NUM_BUFFERS
                \tint "Number of storage pipeline buffers"
                \trange 2 256
                \tdefault 2

                endif # USB_GADGET
                """);
        commit(tree, U8500, "CONFIG_USB=y\n", "ARM: u8500_defconfig: add the defconfig");
        commit(tree, U8500, "CONFIG_USB=y\nCONFIG_MMC=y\n", "ARM: configs: enable MMC on u8500");
        commit(tree, U8500, "CONFIG_USB=y\nCONFIG_MMC=y\nCONFIG_I2C=y\n", "arm: u8500: enable I2C");
        return tree;
    }

    private static void commit(Path tree, String path, String text, String subject) throws Exception {
        write(tree, path, text);
        GitCheckout.git(tree, "add", "-A");
        GitCheckout.git(tree, "commit", "-q", "-m", subject);
    }

    private static void write(Path tree, String path, String text) throws Exception {
        Files.createDirectories(tree.resolve(path).getParent());
        Files.writeString(tree.resolve(path), text);
    }

    @Test
    void thePrefixComesFromTheTreeTheEvidenceNamesItsDeviceAndAnUnmetDependencyIsWarned(@TempDir Path dir)
            throws Exception {
        Path tree = tree(dir);
        Path run = PatchCommandTest.run(dir);
        CliRun analyze = CliRun.of("analyze", run.toString());
        assertThat(analyze.exitCode()).as(analyze.err()).isZero();

        Path out = dir.resolve("patches");
        CliRun patch = CliRun.of(
                "patch",
                run.toString(),
                "--tree",
                tree.toString(),
                "--defconfig",
                U8500,
                "--symbol",
                "CONFIG_BULKBENCH_QUEUE_DEPTH=CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS",
                "--direction",
                "in",
                "--mode",
                "copy",
                "--out",
                out.toString());

        assertThat(patch.exitCode()).as(patch.out() + patch.err()).isZero();
        Path file;
        try (var files = Files.list(out)) {
            file = files.filter(f -> f.toString().endsWith(".patch"))
                    .findFirst()
                    .orElseThrow();
        }
        // two of the three subjects that touched arch/arm/configs say "ARM:", one "arm:"
        assertThat(file.getFileName().toString()).startsWith("0001-ARM-u8500_defconfig-set-");
        String text = Files.readString(file).replaceAll("\\s+", " ");
        assertThat(text)
                .contains("Subject: [PATCH] ARM: u8500_defconfig: set USB_GADGET_STORAGE_NUM_BUFFERS")
                .contains("on the simulator " + SyntheticRuns.DEVICE + " at");
        assertThat(patch.errLines())
                .singleElement()
                .asString()
                .startsWith("patch: warning: CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS depends on USB_GADGET")
                .contains(U8500 + " does not enable CONFIG_USB_GADGET");
    }

    @Test
    void defaultsConfigSaysMeasuredOrFittedAsRecommendationsCsvRecordsIt(@TempDir Path dir) throws Exception {
        Path run = PatchCommandTest.run(dir);
        CliRun analyze = CliRun.of("analyze", run.toString());
        assertThat(analyze.exitCode()).as(analyze.err()).isZero();

        List<String> words = Files.readAllLines(run.resolve("defaults.config")).stream()
                .map(EVIDENCE::matcher)
                .filter(Matcher::matches)
                .map(m -> m.group(3))
                .toList();
        List<String> recorded = RecommendationsCsv.read(run.resolve("recommendations.csv")).stream()
                .map(r -> r.basis().map(ThroughputBasis::label).orElse(""))
                .distinct()
                .toList();
        assertThat(words).isNotEmpty().allSatisfy(w -> assertThat(w).isIn("measured", "fitted"));
        assertThat(recorded).containsAll(words);
    }
}
