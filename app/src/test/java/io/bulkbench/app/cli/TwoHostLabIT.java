package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.testing.TestPostgres;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A lab of two hosts, each with its own results root and board, reporting into one
 * PostgreSQL (a server the test starts). Host B cannot reach the database on its second
 * night; on its third it replays that night by itself. In the end every run of both
 * hosts is in the lab's database exactly once, whole, and so in the lab's site.
 */
class TwoHostLabIT {

    /** A host of the lab: its board and its results root. */
    private record Host(String board, Path root) {
        /**
         * One nightly run. Every night of this test falls on one day, and nightly resumes
         * the day's run while its config is the same, so each night's config differs (its
         * knee share, which is no part of the plan's fingerprint) and makes a run of its own,
         * as a new day would, while the nights stay comparable, as a lab's are.
         */
        CliRun night(int night, String db) throws IOException {
            Path config = root.resolve("board-night-" + night + ".yaml");
            Files.createDirectories(root);
            Files.writeString(config, """
                    board: %s
                    device: sim:hs
                    buffers: 2,4
                    sizes: 16K
                    modes: copy
                    jmh: {forks: 0, warmup: 0, iterations: 3, time: 100ms}
                    knee_share: 0.9%d
                    baselines: false
                    """.formatted(board, night));
            return CliRun.of(
                    "nightly",
                    "--config",
                    config.toString(),
                    "--results",
                    root.resolve("results").toString(),
                    "--db",
                    db);
        }

        /** Every run folder this host wrote, as board/run-id, with its number of measured points. */
        Map<String, Integer> runs() throws IOException {
            Map<String, Integer> runs = new HashMap<>();
            try (Stream<Path> dirs = Files.list(root.resolve("results").resolve(board))) {
                for (Path run : dirs.filter(Files::isDirectory).toList()) {
                    runs.put(
                            board + "/" + run.getFileName(),
                            RunFolder.readPoints(run).size());
                }
            }
            return runs;
        }
    }

    @Test
    void aHostThatLostTheDatabaseReplaysItsRunOnTheNextNightAndEveryRunIsInTheLabOnce(@TempDir Path dir)
            throws Exception {
        DatabaseLocation lab = DatabaseLocation.parse(TestPostgres.server().newDatabase(), "test");
        String unreachable = "jdbc:postgresql://127.0.0.1:" + closedPort() + "/lab?user=bulkbench";
        Host a = new Host("board-a", dir.resolve("host-a"));
        Host b = new Host("board-b", dir.resolve("host-b"));

        for (Host host : List.of(a, b)) {
            CliRun first = host.night(1, lab.url());
            assertThat(first.out()).as(first.out() + first.err()).contains("recorded in ");
        }

        CliRun a2 = a.night(2, lab.url());
        assertThat(a2.out()).as(a2.out() + a2.err()).contains("recorded in ");
        CliRun lost = b.night(2, unreachable);
        assertThat(lost.exitCode()).as(lost.out() + lost.err()).isNotZero();
        assertThat(lost.err()).contains("is complete, but recording it failed").contains("replays it");
        String lostRun = b.runs().keySet().stream().max(String::compareTo).orElseThrow();
        assertThat(labRuns(lab)).hasSize(3).doesNotContainKey(lostRun);

        CliRun a3 = a.night(3, lab.url());
        assertThat(a3.out()).as(a3.out() + a3.err()).contains("recorded in ").doesNotContain("caught up");
        CliRun b3 = b.night(3, lab.url());
        assertThat(b3.out())
                .as(b3.out() + b3.err())
                .contains("recorded in ")
                .contains("caught up: 1 earlier run(s) of board-b");

        assertEveryRunOnceInTheLab(lab, List.of(a, b), dir.resolve("site"));
    }

    /**
     * What the lab sees of its hosts: every run folder of every host once, with all its
     * points, in the database and in the site built from it anywhere that reaches it.
     */
    private static void assertEveryRunOnceInTheLab(DatabaseLocation lab, List<Host> hosts, Path site) throws Exception {
        Map<String, Integer> folders = new HashMap<>();
        for (Host host : hosts) {
            folders.putAll(host.runs());
        }
        assertThat(folders).hasSize(6);
        assertThat(labRuns(lab)).isEqualTo(folders);

        CliRun built = CliRun.of("site", "--out", site.toString(), "--db", lab.url());
        assertThat(built.exitCode()).as(built.out() + built.err()).isZero();
        Map<String, Integer> shown = new HashMap<>();
        for (Host host : hosts) {
            shown.putAll(siteRuns(site, host.board()));
        }
        assertThat(shown).isEqualTo(folders);
    }

    /** The runs a board's page of the site has in its history.csv, each with its rows (one per point). */
    private static Map<String, Integer> siteRuns(Path site, String board) throws IOException {
        Map<String, Integer> runs = new HashMap<>();
        List<String> lines =
                Files.readAllLines(site.resolve("boards").resolve(board).resolve("history.csv"));
        assertThat(lines.get(0)).startsWith("run_id,");
        for (String line : lines.subList(1, lines.size())) {
            runs.merge(board + "/" + line.substring(0, line.indexOf(',')), 1, Integer::sum);
        }
        return runs;
    }

    /** The runs in the lab's database as board/run-id, each with its number of measured points. */
    private static Map<String, Integer> labRuns(DatabaseLocation lab) throws Exception {
        Map<String, Integer> runs = new HashMap<>();
        try (Connection c = DriverManager.getConnection(lab.url());
                Statement s = c.createStatement();
                ResultSet rows = s.executeQuery("SELECT b.name, r.run_id, COUNT(p.id) FROM run r"
                        + " JOIN board b ON b.id = r.board_id"
                        + " LEFT JOIN point p ON p.run_id = r.id AND p.role = 'measured'"
                        + " GROUP BY r.id, b.name, r.run_id")) {
            while (rows.next()) {
                Integer before = runs.put(rows.getString(1) + "/" + rows.getString(2), rows.getInt(3));
                assertThat(before)
                        .as("run %s/%s twice", rows.getString(1), rows.getString(2))
                        .isNull();
            }
        }
        return runs;
    }

    /** A port of 127.0.0.1 nothing listens on: the database out of reach for a night. */
    private static int closedPort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
