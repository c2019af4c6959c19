package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.history.SyntheticRuns;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** history marks change points, in text and CSV, on imported run folders made up from a seed (no JMH). */
class HistoryMarksTest {
    private static final long SEED = 808L;
    private static final int NIGHTS = 12;
    private static final int DROP = 8;

    @Test
    void aTenPercentDropIsMarkedInTextAndCsv(@TempDir Path dir) throws Exception {
        System.out.println("aTenPercentDropIsMarkedInTextAndCsv seed " + SEED);
        String db = importedNights(dir);

        CliRun text = CliRun.of("history", "--board", "snowball", "--db", db);
        assertThat(text.exitCode()).as(text.err()).isZero();
        assertThat(text.out()).contains("* marks a point with a change point");
        List<String> marks = text.out()
                .lines()
                .filter(l -> l.startsWith("* change point of "))
                .toList();
        // 29 points measured every night (one fails each night); each moved 10 % down at night 8.
        assertThat(marks)
                .hasSize(29)
                .allSatisfy(l -> assertThat(l)
                        .containsPattern("\\(-(9|10|11)\\.\\d %, p = [^)]+\\) from night " + SyntheticRuns.runId(DROP)
                                + " \\(\\d{4}-\\d\\d-\\d\\d\\); the latest night's verdict: regression$"));

        CliRun csv = CliRun.of("history", "--board", "snowball", "--db", db, "--format", "csv");
        assertThat(csv.exitCode()).as(csv.err()).isZero();
        List<String> lines = csv.out().lines().toList();
        assertThat(lines.get(0))
                .endsWith(",late_share,cpu_us_per_mb,cpu_error_us_per_mb,host_cpu_share,change_percent,change_p_value,"
                        + "verdict");
        List<String> marked =
                lines.stream().skip(1).filter(l -> !l.matches(".*,,,[a-z]*$")).toList();
        assertThat(marked)
                .hasSize(29)
                .allSatisfy(l -> assertThat(l)
                        .startsWith(SyntheticRuns.runId(DROP) + ",")
                        .matches(".*,-(9|10|11)\\.\\d+,[0-9.eE-]+,regression$"));
    }

    @Test
    void theChangePointFlagsAreThoseOfChanges(@TempDir Path dir) throws Exception {
        String db = importedNights(dir);
        CliRun strict = CliRun.of("history", "--board", "snowball", "--db", db, "--min-magnitude", "0.2");
        assertThat(strict.exitCode()).as(strict.err()).isZero();
        assertThat(strict.out()).doesNotContain("change point of");
        for (String[] flag : List.of(new String[] {"--window", "2"}, new String[] {"--p-value", "1.5"}, new String[] {
            "--min-magnitude", "-0.1"
        })) {
            CliRun bad = CliRun.of("history", "--board", "snowball", "--db", db, flag[0], flag[1]);
            CliRun same = CliRun.of("changes", dir.resolve("series.csv").toString(), flag[0], flag[1]);
            assertThat(bad.exitCode()).as(bad.err()).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(bad.errLines()).singleElement().asString().contains(flag[0]);
            assertThat(bad.errLines()[0].replace("bulkbench history: ", ""))
                    .isEqualTo(same.errLines()[0].replace("bulkbench changes: ", ""));
        }
    }

    /** 12 nights of snowball, every point 10 % lower from night 8 on, imported into a new database. */
    private static String importedNights(Path dir) throws Exception {
        SplittableRandom random = new SplittableRandom(SEED);
        Path results = dir.resolve("results");
        for (int night = 0; night < NIGHTS; night++) {
            ImportHistoryTest.folder(results, SyntheticRuns.run("snowball", night, night < DROP ? 1 : 0.9, random));
        }
        String db = "jdbc:sqlite:" + dir.resolve("lab.db");
        CliRun imported = CliRun.of("import", results.toString(), "--db", db);
        assertThat(imported.exitCode()).as(imported.err()).isZero();
        return db;
    }
}
