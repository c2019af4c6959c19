package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.Recommendation;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.RecommendationsCsv;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code analyze} reads a run folder the way the sweep that made it did: its sweep.yaml's knee share and symbols, unless a flag says otherwise. */
class AnalyzeSettingsTest {
    /** Tests run in the module's folder; the board configs are the repository's. */
    private static final String FASTBOOT = "../boards/fastboot-ssp.yaml";

    /** fastboot-ssp's board config (knee 0.98, CONFIG_FASTBOOT_USB_* symbols) on a small, short grid. */
    private static Path fastbootRun(Path dir) {
        Path run = dir.resolve("fastboot");
        CliRun sweep = CliRun.of(
                "sweep",
                "--config",
                FASTBOOT,
                "--buffers",
                "1,2,4",
                "--sizes",
                "16K,64K,256K",
                "--forks",
                "0",
                "--warmup",
                "0",
                "--iterations",
                "2",
                "--time",
                "100ms",
                "--no-baselines",
                "--out",
                run.toString());
        assertThat(sweep.exitCode()).as(sweep.err()).isZero();
        return run;
    }

    /**
     * fastboot-ssp's grid predicted in virtual time (the same numbers every time), in a
     * folder whose sweep.yaml is the board's config: knee 0.98 and its own symbols.
     */
    private static Path predictedFastbootRun(Path dir) throws IOException {
        Path run = dir.resolve("predicted");
        CliRun predict = CliRun.of("predict", "--config", FASTBOOT, "--out", run.toString());
        assertThat(predict.exitCode()).as(predict.err()).isZero();
        Files.copy(Path.of(FASTBOOT), run.resolve(RunFolder.MANIFEST));
        return run;
    }

    private static List<String> symbols(Path run) throws IOException {
        return RecommendationsCsv.read(run.resolve("recommendations.csv")).stream()
                .map(Recommendation::symbol)
                .distinct()
                .sorted()
                .collect(Collectors.toList());
    }

    /** defaults.config without its comment lines: the symbols and values a board ships. */
    private static List<String> settingLines(Path run) throws IOException {
        return Files.readString(run.resolve("defaults.config"))
                .lines()
                .filter(l -> !l.startsWith("#") && !l.isBlank())
                .toList();
    }

    @Test
    void analyzeKeepsTheFoldersKneeShareAndSymbols(@TempDir Path dir) throws IOException {
        Path run = fastbootRun(dir);
        List<String> swept = Files.readAllLines(run.resolve("recommendations.csv"));
        List<String> sweptDefaults = settingLines(run);
        assertThat(symbols(run))
                .containsExactly("CONFIG_FASTBOOT_USB_BULK_WRITE_KIB", "CONFIG_FASTBOOT_USB_URBS_IN_FLIGHT");

        CliRun analyze = CliRun.of("analyze", run.toString());

        assertThat(analyze.exitCode()).as(analyze.err()).isZero();
        assertThat(Files.readAllLines(run.resolve("recommendations.csv"))).isEqualTo(swept);
        assertThat(settingLines(run)).isEqualTo(sweptDefaults);
    }

    @Test
    void analyzeWritesTheFoldersSymbolsAtItsKneeOf98(@TempDir Path dir) throws IOException {
        Path run = predictedFastbootRun(dir);

        CliRun analyze = CliRun.of("analyze", run.toString());

        assertThat(analyze.exitCode()).as(analyze.err()).isZero();
        assertThat(symbols(run))
                .containsExactly("CONFIG_FASTBOOT_USB_BULK_WRITE_KIB", "CONFIG_FASTBOOT_USB_URBS_IN_FLIGHT");
        assertThat(settingLines(run)).hasSize(2).allMatch(l -> l.startsWith("CONFIG_FASTBOOT_USB_"));
        assertThat(RecommendationsCsv.read(run.resolve(RunFolder.RECOMMENDATIONS_CSV)))
                .as("a knee at 98 %: every pick within 2 % of the best")
                .allSatisfy(r -> assertThat(r.shareOfBest()).isGreaterThanOrEqualTo(0.98));

        Path at95 = dir.resolve("at-95");
        CliRun analyze95 = CliRun.of("analyze", run.toString(), "--knee", "0.95", "--out", at95.toString());
        assertThat(analyze95.exitCode()).as(analyze95.err()).isZero();
        assertThat(RecommendationsCsv.read(at95.resolve(RunFolder.RECOMMENDATIONS_CSV)))
                .as("on these points a knee at 95 % picks what one at 98 % may not, so the folder's 0.98 was taken")
                .anySatisfy(r -> assertThat(r.shareOfBest()).isLessThan(0.98));
    }

    @Test
    void aKneeFlagOverridesTheFoldersShareAndKeepsItsSymbols(@TempDir Path dir) throws IOException {
        Path run = fastbootRun(dir);
        Path out = dir.resolve("at-half");

        CliRun analyze = CliRun.of("analyze", run.toString(), "--knee", "0.5", "--out", out.toString());

        assertThat(analyze.exitCode()).as(analyze.err()).isZero();
        assertThat(symbols(out))
                .containsExactly("CONFIG_FASTBOOT_USB_BULK_WRITE_KIB", "CONFIG_FASTBOOT_USB_URBS_IN_FLIGHT");
        List<Recommendation> atHalf = RecommendationsCsv.read(out.resolve("recommendations.csv"));
        List<Recommendation> atTheFolders = RecommendationsCsv.read(run.resolve("recommendations.csv"));
        assertThat(atHalf).hasSameSizeAs(atTheFolders);
        for (int i = 0; i < atHalf.size(); i++) {
            assertThat(Long.parseLong(atHalf.get(i).value()))
                    .isLessThanOrEqualTo(Long.parseLong(atTheFolders.get(i).value()));
            assertThat(atHalf.get(i).shareOfBest()).isGreaterThanOrEqualTo(0.5);
        }
        assertThat(atHalf)
                .as("a knee at half the best picks less than one at 98 %")
                .isNotEqualTo(atTheFolders);
    }

    @Test
    void aKneeOutsideItsRangeIsOneLine(@TempDir Path dir) {
        HostileInputTest.refused(CliRun.of("analyze", dir.toString(), "--knee", "1.5"), "--knee", "(0, 1]");
    }
}
