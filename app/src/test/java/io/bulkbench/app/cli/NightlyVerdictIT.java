package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * nightly writes the verdict the database stored for tonight: two nightlies of a simulated
 * board whose link is a quarter as fast on the second night, into SQLite; compare.csv's rows
 * are the stored point_verdict rows (read here with plain SQL), JUnit's failures are its
 * regressions, and the exit code follows them. With the database out of reach, the night
 * is judged against the run folder before it and said not to be stored.
 */
class NightlyVerdictIT {
    private static final String PROFILE = """
            description: a board of the nightly verdict test
            swept: host_queue
            seed: 1
            link:
              speed: high
              bandwidth_mb_s: %d
              per_request_us: 15
              duplex: half
            host:
              submit_us: 12
              submit_us_per_kib: 0.05
              completion_latency_us: 20
              jitter_us: 5
            """;

    /** One row of compare.csv or point_verdict: the point (without its board) and its judged figures. */
    private record Row(
            String device,
            String direction,
            int buffers,
            int requestBytes,
            String copyMode,
            double baselineMbS,
            double candidateMbS,
            double relativeChange,
            double highestChange,
            double pValue,
            String test,
            String verdict) {}

    @Test
    void compareCsvJunitAndTheExitCodeAreTheVerdictStoredWhenTheNightWasRecorded(@TempDir Path dir) throws Exception {
        Path db = dir.resolve("lab.db");
        Path config = boardConfig(dir);
        Path results = dir.resolve("results");
        Path junit = dir.resolve("junit.xml");

        CliRun first = nightly(dir, config, results, 40, "jdbc:sqlite:" + db, junit);
        assertThat(first.exitCode()).as(first.out() + first.err()).isZero();
        assertThat(first.out()).contains("no earlier run of lab on sim:").contains("first night of its plan");
        CliRun second = nightly(dir, config, results, 10, "jdbc:sqlite:" + db, junit);

        List<Path> runs = runs(results);
        assertThat(runs).hasSize(2);
        String before = runs.get(0).getFileName().toString();
        String tonight = runs.get(1).getFileName().toString();
        assertThat(baselineRun(db, tonight)).isEqualTo(before);
        List<Row> stored = stored(db, tonight);
        assertThat(stored)
                .as("a quarter of the speed is judged at every point: slower, or left to the simulator's lateness")
                .hasSize(2)
                .allSatisfy(r -> assertThat(r.verdict()).isIn("regression", "simulator_late"));
        assertThat(compareCsv(runs.get(1))).containsExactlyInAnyOrderElementsOf(stored);
        long regressions =
                stored.stream().filter(r -> r.verdict().equals("regression")).count();
        assertThat(second.exitCode())
                .as(second.out() + second.err())
                .isEqualTo(regressions > 0 ? ExitCode.REGRESSION : ExitCode.OK);
        assertThat(second.out())
                .contains("tonight against the night before, " + before + ", at 3.0 %: the verdict stored in")
                .contains(regressions + " regression(s)");
        String xml = Files.readString(junit);
        assertThat(xml)
                .contains("failures=\"" + regressions + "\"")
                .contains("<property name=\"compared_with\" value=\"the night before, run " + before);
    }

    @Test
    void aNightTheDatabaseDidNotRecordIsJudgedAgainstTheFolderBeforeAndSaidNotStored(@TempDir Path dir)
            throws Exception {
        Path config = boardConfig(dir);
        Path results = dir.resolve("results");
        Path junit = dir.resolve("junit.xml");
        CliRun first = nightly(dir, config, results, 40, "jdbc:sqlite:" + dir.resolve("lab.db"), junit);
        assertThat(first.exitCode()).as(first.out() + first.err()).isZero();

        CliRun second = nightly(dir, config, results, 10, "jdbc:postgresql://127.0.0.1:1/lab", junit);

        List<Path> runs = runs(results);
        String before = runs.get(0).getFileName().toString();
        assertThat(second.err()).contains("recording it failed");
        assertThat(second.out())
                .contains("nightly: tonight against the previous run folder, " + before + ", at 3.0 %, judged here:"
                        + " the database did not record the run, so this verdict is not stored");
        List<Row> judged = compareCsv(runs.get(1));
        assertThat(judged).hasSize(2).allSatisfy(r -> assertThat(r.verdict()).isIn("regression", "simulator_late"));
        boolean regressed = judged.stream().anyMatch(r -> r.verdict().equals("regression"));
        // Not recorded is exit 1; a regression's 3 stays 3.
        assertThat(second.exitCode())
                .as(second.out() + second.err())
                .isEqualTo(regressed ? ExitCode.REGRESSION : ExitCode.FAILED);
        assertThat(Files.readString(junit))
                .contains("<property name=\"compared_with\" value=\"the previous run folder " + before
                        + ", not stored\"");
    }

    private static CliRun nightly(Path dir, Path config, Path results, int bandwidthMbS, String db, Path junit)
            throws Exception {
        Files.writeString(dir.resolve("profile.yaml"), PROFILE.formatted(bandwidthMbS));
        return CliRun.of(
                "nightly",
                "--config",
                config.toString(),
                "--results",
                results.toString(),
                "--db",
                db,
                "--junit",
                junit.toString());
    }

    private static Path boardConfig(Path dir) throws Exception {
        Path config = dir.resolve("board.yaml");
        Files.writeString(config, """
                board: lab
                device: sim:%s
                buffers: 2,4
                sizes: 16K
                modes: no-copy
                jmh: {forks: 0, warmup: 1, iterations: 5, time: 100ms}
                regression_threshold_percent: 3
                baselines: false
                """.formatted(dir.resolve("profile.yaml")));
        return config;
    }

    /** The board's run folders, oldest first (run ids sort by time). */
    private static List<Path> runs(Path results) throws Exception {
        try (Stream<Path> runs = Files.list(results.resolve("lab"))) {
            return runs.filter(Files::isDirectory).sorted().toList();
        }
    }

    /** compare.csv's rows, read as text: the board, then the point and its figures. */
    private static List<Row> compareCsv(Path run) throws Exception {
        List<String> lines = Files.readAllLines(run.resolve("compare.csv"));
        assertThat(lines.get(0))
                .isEqualTo("board,device,direction,buffers,request_bytes,copy_mode,baseline_mb_s,candidate_mb_s,"
                        + "relative_change,highest_change,p_value,test,verdict");
        List<Row> rows = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] c = line.split(",", -1);
            assertThat(c).as(line).hasSize(13);
            assertThat(c[0]).isEqualTo("lab");
            rows.add(new Row(
                    c[1],
                    c[2],
                    Integer.parseInt(c[3]),
                    Integer.parseInt(c[4]),
                    c[5],
                    number(c[6]),
                    number(c[7]),
                    number(c[8]),
                    number(c[9]),
                    number(c[10]),
                    c[11],
                    c[12]));
        }
        return rows;
    }

    private static double number(String cell) {
        return cell.isEmpty() ? Double.NaN : Double.parseDouble(cell);
    }

    /** The run tonight was judged against, as the verdict table holds it. */
    private static String baselineRun(Path db, String runId) throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
                PreparedStatement s = c.prepareStatement("SELECT v.baseline_run FROM verdict v JOIN run r ON"
                        + " r.id = v.run_id JOIN board b ON b.id = r.board_id WHERE b.name = 'lab' AND r.run_id = ?")) {
            s.setString(1, runId);
            try (ResultSet rs = s.executeQuery()) {
                assertThat(rs.next()).as("a verdict stored for " + runId).isTrue();
                return rs.getString(1);
            }
        }
    }

    /** Tonight's stored point_verdict rows. */
    private static List<Row> stored(Path db, String runId) throws Exception {
        List<Row> rows = new ArrayList<>();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
                PreparedStatement s = c.prepareStatement("SELECT p.device, p.direction, p.buffers, p.request_bytes,"
                        + " p.copy_mode, p.baseline_mb_s, p.candidate_mb_s, p.relative_change, p.highest_change,"
                        + " p.p_value, p.test, p.verdict FROM point_verdict p JOIN run r ON r.id = p.run_id"
                        + " JOIN board b ON b.id = r.board_id WHERE b.name = 'lab' AND r.run_id = ?")) {
            s.setString(1, runId);
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    rows.add(new Row(
                            rs.getString(1),
                            rs.getString(2),
                            rs.getInt(3),
                            rs.getInt(4),
                            rs.getString(5),
                            nullable(rs, 6),
                            nullable(rs, 7),
                            nullable(rs, 8),
                            nullable(rs, 9),
                            nullable(rs, 10),
                            rs.getString(11),
                            rs.getString(12)));
                }
            }
        }
        return rows;
    }

    private static double nullable(ResultSet rs, int column) throws Exception {
        double value = rs.getDouble(column);
        return rs.wasNull() ? Double.NaN : value;
    }
}
