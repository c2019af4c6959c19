package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;
import static org.assertj.core.api.Assertions.withinPercentage;

import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.RunStore;
import io.bulkbench.history.SyntheticRuns;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code bulkbench changes} end to end, in process: a series CSV in, change points as CSV out. */
class ChangesCommandTest {

    private static final long SEED = 42;

    /**
     * 90 nights of two metrics with 0.7 % noise (seed 42): read_mb_s drops 10 % from
     * night 60, write_mb_s is steady but for one night 15 % low (night 30) and lacks
     * nights 10 and 11.
     */
    private static Path history(Path dir) throws Exception {
        SplittableRandom random = new SplittableRandom(SEED);
        StringBuilder csv = new StringBuilder("night,read_mb_s,write_mb_s\n");
        for (int night = 0; night < 90; night++) {
            double read = (night < 60 ? 33.0 : 29.7) * (1 + 0.007 * random.nextGaussian());
            double write = (night == 30 ? 0.85 * 20.0 : 20.0) * (1 + 0.007 * random.nextGaussian());
            csv.append(String.format(
                    Locale.ROOT,
                    "2026-%03d,%.3f,%s%n",
                    night,
                    read,
                    night == 10 || night == 11 ? "" : String.format(Locale.ROOT, "%.3f", write)));
        }
        Path file = dir.resolve("history.csv");
        Files.writeString(file, csv);
        return file;
    }

    @Test
    void writesOneRowPerChangePointWithItsTime(@TempDir Path dir) throws Exception {
        CliRun run = CliRun.of("changes", history(dir).toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).isEmpty();
        List<String> lines = run.out().lines().toList();
        assertThat(lines).as("seed %d: %s", SEED, run.out()).hasSize(2);
        assertThat(lines.get(0)).isEqualTo("metric,index,time,mean_before,mean_after,change_percent,p_value");
        String[] cells = lines.get(1).split(",");
        assertThat(cells[0]).isEqualTo("read_mb_s");
        assertThat(cells[1]).isEqualTo("60");
        assertThat(cells[2]).isEqualTo("2026-060");
        assertThat(Double.parseDouble(cells[3])).isCloseTo(33.0, withinPercentage(0.5));
        assertThat(Double.parseDouble(cells[4])).isCloseTo(29.7, withinPercentage(0.5));
        assertThat(Double.parseDouble(cells[5])).isCloseTo(-10, offset(0.5));
        assertThat(Double.parseDouble(cells[6])).isLessThan(0.001);
    }

    @Test
    void theFlagsReachTheDetector(@TempDir Path dir) throws Exception {
        Path history = history(dir);
        assertThat(CliRun.of("changes", history.toString(), "--min-magnitude", "0.2")
                        .out()
                        .lines())
                .containsExactly("metric,index,time,mean_before,mean_after,change_percent,p_value");
        assertThat(CliRun.of("changes", history.toString(), "--p-value", "1e-200")
                        .out()
                        .lines())
                .hasSize(1);
        CliRun windowed = CliRun.of("changes", history.toString(), "--window", "30", "--p-value", "0.0001");
        assertThat(windowed.exitCode()).as(windowed.err()).isZero();
        assertThat(windowed.out()).contains("read_mb_s,60,2026-060,");
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "--window|2|window 2 is too small; give --window 3 or more",
                "--window|many|'many' is not an int",
                "--p-value|0|p-value 0.0 is outside (0, 1); give --p-value",
                "--p-value|1.5|p-value 1.5 is outside (0, 1)",
                "--min-magnitude|-1|give --min-magnitude such as 0.05",
            })
    void badFlagsAreOneLineWithExitCode2(String flag, String value, String expected, @TempDir Path dir)
            throws Exception {
        assertBadInput(CliRun.of("changes", history(dir).toString(), flag, value), expected);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "time,read_mb_s\\nmon,33.1\\ntue,fast\\n|line 3, column read_mb_s: 'fast' is not a number",
                "time\\nmon\\n|line 1: the header has one column",
                "mon,33.1,20\\ntue,33.2,20\\n|is data, not a header",
                "{\\n  \"nights\": [33.1, 33.2]\\n}\\n|line 1: the header has one column",
                "|is empty; a series CSV needs a header row",
            })
    void badFilesAreOneLineNamingTheFileAndTheFix(String content, String expected, @TempDir Path dir) throws Exception {
        Path file = dir.resolve("series.csv");
        Files.writeString(file, content == null ? "" : content.replace("\\n", "\n"));
        CliRun run = CliRun.of("changes", file.toString());
        assertBadInput(run, expected);
        assertThat(run.err()).contains(file.toString());
    }

    @Test
    void aMissingFileOrAFolderIsBadInput(@TempDir Path dir) {
        assertBadInput(
                CliRun.of("changes", dir.resolve("none.csv").toString()), "none.csv does not exist; give a CSV file");
        assertBadInput(CliRun.of("changes", dir.toString()), "is not a file; give a CSV file");
        assertBadInput(CliRun.of("changes"), "SERIES.csv");
    }

    @Test
    void binaryInputIsBadInput(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("series.csv");
        Files.write(file, new byte[] {(byte) 0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, (byte) 0xFF});
        assertBadInput(CliRun.of("changes", file.toString()), "is not UTF-8 text");
    }

    /**
     * A board of 24 nights in a SQLite lab whose every point reads 10 % low from night 12 on
     * (the synthetic runs' points vary by 1 % at most), and one point failed every night.
     */
    private static String labWithADropAtNight12(Path dir) throws Exception {
        DatabaseLocation db = DatabaseLocation.sqlite(dir.resolve("lab.db"));
        try (ResultsDatabase database = ResultsDatabase.open(db)) {
            SplittableRandom random = new SplittableRandom(SEED);
            for (int night = 0; night < 24; night++) {
                new RunStore(database).record(SyntheticRuns.run("lab", night, night < 12 ? 1.0 : 0.9, random));
            }
        }
        return db.url();
    }

    @Test
    void aBoardsHistoryAsASeriesGivesTheNightOfItsDrop(@TempDir Path dir) throws Exception {
        CliRun history =
                CliRun.of("history", "--board", "lab", "--db", labWithADropAtNight12(dir), "--format", "series");
        assertThat(history.exitCode()).as(history.err()).isZero();
        Path series = Files.writeString(dir.resolve("series.csv"), history.out());

        CliRun changes = CliRun.of("changes", series.toString());

        assertThat(changes.exitCode()).as(changes.err()).isZero();
        assertThat(history.out().lines().findFirst().orElseThrow()).startsWith("run_id,in-copy-16K-buffers-2,");
        List<String[]> rows =
                changes.out().lines().skip(1).map(l -> l.split(",")).toList();
        // 3 sizes x 5 buffer counts x 2 copy modes, less the point that failed every night.
        assertThat(rows).hasSize(29).allSatisfy(row -> {
            assertThat(row[1]).isEqualTo("12");
            assertThat(row[2]).isEqualTo(SyntheticRuns.runId(12));
            assertThat(Double.parseDouble(row[5])).isCloseTo(-10, offset(1.0));
        });
        assertThat(rows).extracting(row -> row[0]).contains("in-copy-16K-buffers-2", "in-no-copy-256K-buffers-32");
    }

    @Test
    void historysRowPerRunAndPointIsNamedWithTheCommandThatWritesASeries(@TempDir Path dir) throws Exception {
        CliRun history = CliRun.of("history", "--board", "lab", "--db", labWithADropAtNight12(dir), "--format", "csv");
        assertThat(history.exitCode()).as(history.err()).isZero();
        Path rows = Files.writeString(dir.resolve("history.csv"), history.out());

        assertBadInput(
                CliRun.of("changes", rows.toString()),
                rows + " is a history of one row per run and point (history --format csv); changes reads one column"
                        + " per metric: write it with bulkbench history --board NAME --format series");
    }

    private static void assertBadInput(CliRun run, String expected) {
        assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
        assertThat(run.errLines()).hasSize(1);
        assertThat(run.err())
                .startsWith("bulkbench changes: ")
                .contains(expected)
                .doesNotContain("Exception")
                .doesNotContain("\tat ");
        assertThat(run.out()).isEmpty();
    }
}
