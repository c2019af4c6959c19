package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.bulkbench.history.SyntheticRunFolders;
import io.bulkbench.history.SyntheticRuns;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.testing.KcidbRules;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code bulkbench kcidb} on run folders as a sweep and compare leave them, and on bad input. */
class KcidbCommandTest {
    private static final String[] NAMES = {"--origin", "my_lab", "--build-id", "maestro:67a1b2c3"};

    @Test
    void aRunFolderBecomesOneTestPerPointAndDefaultWithinTheSchemasRules(@TempDir Path dir) throws Exception {
        Path run = run(dir, "snowball", 0, 1.0);
        CliRun kcidb = kcidb(run.toString(), "--print");
        assertThat(kcidb.exitCode()).as(kcidb.err()).isZero();
        JsonNode doc = KcidbRules.parse(kcidb.out());
        assertThat(KcidbRules.violations(doc)).isEmpty();
        // SyntheticRuns: 3 sizes x 5 buffer counts x 2 copy modes, the 32-buffer no-copy 16K point failed,
        // and one recommended buffer count per copy mode.
        assertThat(paths(doc)).hasSize(32).doesNotHaveDuplicates();
        assertThat(statuses(doc, "DONE")).hasSize(29 + 2);
        assertThat(statuses(doc, "FAIL")).containsExactly("bulkbench.in.no_copy.16K.buffers_32");
        assertThat(statuses(doc, "ERROR")).isEmpty();
        for (JsonNode t : doc.get("tests")) {
            assertThat(t.get("start_time").asText()).isEqualTo("2026-01-01T02:15:00Z");
            assertThat(t.get("environment").get("misc").get("host").asText()).isEqualTo("lab-host-1");
            assertThat(t.get("id").asText()).startsWith("my_lab:20260101-021500:");
        }
        JsonNode point = test(doc, "bulkbench.in.copy.64K.buffers_8");
        // 40 * 8 / (8 + 3) * 0.9 for copy, within the synthetic samples' +-1 %.
        assertThat(point.get("number").get("value").doubleValue()).isBetween(26.18 * 0.99, 26.19 * 1.01);
        assertThat(test(doc, "bulkbench.recommended.CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS.in.copy")
                        .get("number")
                        .get("value")
                        .intValue())
                .isEqualTo(8);

        CliRun toFile = kcidb(run.toString());
        assertThat(toFile.exitCode()).as(toFile.err()).isZero();
        assertThat(KcidbRules.parse(Files.readString(run.resolve(RunFolder.KCIDB_JSON))))
                .isEqualTo(doc);
    }

    @Test
    void aComparedRunCarriesAFailingTestPerRegression(@TempDir Path dir) throws Exception {
        Path baseline = run(dir, "snowball", 0, 1.0);
        Path candidate = run(dir, "snowball", 1, 0.8);
        CliRun compare = CliRun.of("compare", baseline.toString(), candidate.toString());
        assertThat(compare.exitCode()).as(compare.err()).isEqualTo(ExitCode.REGRESSION);
        CliRun kcidb = kcidb(candidate.toString(), "--print");
        assertThat(kcidb.exitCode()).as(kcidb.err()).isZero();
        JsonNode doc = KcidbRules.parse(kcidb.out());
        assertThat(KcidbRules.violations(doc)).isEmpty();
        // Every point read 20 % lower; the one point that failed on both nights is not compared.
        List<String> failing = statuses(doc, "FAIL");
        assertThat(failing).contains("bulkbench.regressions", "bulkbench.regressions.in.copy.16K.buffers_2");
        assertThat(failing)
                .filteredOn(p -> p.startsWith("bulkbench.regressions."))
                .hasSize(29);
        assertThat(test(doc, "bulkbench.regressions").get("number").get("value").intValue())
                .isEqualTo(29);
        assertThat(paths(doc)).doesNotHaveDuplicates();
    }

    @Test
    void aHostileBoardNameStaysWithinTheRules(@TempDir Path dir) throws Exception {
        // A sweep refuses such a board; a points.csv written elsewhere may still hold one.
        Path run = SyntheticRunFolders.writeFolder(
                dir.resolve("hostile"),
                SyntheticRuns.run("snow ball:\"<x>\"\u00e9\u202E\t", 0, 1.0, new SplittableRandom(5)));
        CliRun kcidb = kcidb(run.toString(), "--print");
        assertThat(kcidb.exitCode()).as(kcidb.err()).isZero();
        JsonNode doc = KcidbRules.parse(kcidb.out());
        assertThat(KcidbRules.violations(doc)).isEmpty();
        assertThat(doc.get("tests")
                        .get(0)
                        .get("environment")
                        .get("misc")
                        .get("board")
                        .asText())
                .isEqualTo("snow ball:\"<x>\"\u00e9\u202E\t");
    }

    @Test
    void badInputIsOneLineAndExitTwo(@TempDir Path dir) throws Exception {
        Path run = run(dir, "snowball", 0, 1.0);
        List<List<String>> cases = List.of(
                List.of(dir.resolve("missing").toString(), "--origin", "my_lab", "--build-id", "maestro:1"),
                List.of(dir.toString(), "--origin", "my_lab", "--build-id", "maestro:1"),
                List.of(run.toString(), "--origin", "My-Lab", "--build-id", "maestro:1"),
                List.of(run.toString(), "--origin", "my_lab", "--build-id", "67a1b2c3"),
                List.of(run.toString(), "--origin", "my_lab", "--build-id", "maestro:1\nmaestro:2"),
                List.of(run.toString(), "--origin", "my_lab"),
                List.of(run.toString(), "--origin", "my_lab", "--build-id", "maestro:1", "--out", dir.toString()));
        for (List<String> args : cases) {
            CliRun kcidb = CliRun.of(prefixed(args));
            assertThat(kcidb.exitCode()).as(args.toString()).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(kcidb.errLines()).as(args.toString()).hasSize(1);
            assertThat(kcidb.err()).as(args.toString()).doesNotContain("Exception", "\tat ");
        }
        assertThat(run.resolve(RunFolder.KCIDB_JSON)).doesNotExist();
    }

    private static String[] prefixed(List<String> args) {
        List<String> all = new ArrayList<>(List.of("kcidb"));
        all.addAll(args);
        return all.toArray(String[]::new);
    }

    private static CliRun kcidb(String dir, String... more) {
        List<String> args = new ArrayList<>(List.of("kcidb", dir));
        args.addAll(List.of(NAMES));
        args.addAll(List.of(more));
        return CliRun.of(args.toArray(String[]::new));
    }

    private static Path run(Path dir, String board, int night, double level) throws Exception {
        return RunRecordingTest.folder(
                dir.resolve("results"),
                SyntheticRuns.run(board, night, level, new SplittableRandom(5 + night)),
                List.of(2, 4, 8, 16, 32));
    }

    private static List<String> paths(JsonNode doc) {
        List<String> paths = new ArrayList<>();
        doc.get("tests").forEach(t -> paths.add(t.get("path").asText()));
        return paths;
    }

    private static List<String> statuses(JsonNode doc, String status) {
        List<String> paths = new ArrayList<>();
        doc.get("tests").forEach(t -> {
            if (t.get("status").asText().equals(status)) {
                paths.add(t.get("path").asText());
            }
        });
        return paths;
    }

    private static JsonNode test(JsonNode doc, String path) {
        for (JsonNode t : doc.get("tests")) {
            if (t.get("path").asText().equals(path)) {
                return t;
            }
        }
        throw new AssertionError("no test at " + path);
    }
}
