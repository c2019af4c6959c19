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
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A lab of two hosts, each with its own results root and board, reporting into one
 * PostgreSQL (a server the test starts). Host B cannot reach the database on its second
 * night; on its third it replays that night by itself. A run written outside any results
 * root is imported and its folder removed. In the end every run of both hosts is in the
 * lab's database exactly once, whole, and so in the lab's site built on a third host, with
 * its report.
 */
class TwoHostLabIT {

    /** A host of the lab: its board and its results root. */
    private record Host(String board, Path root) {
        /**
         * One nightly run. Every night of this test falls on one day; the day's run is
         * finished by then, so each night makes a run of its own, as a new day would. Each
         * night's config differs in its knee share, which is no part of the plan's
         * fingerprint, so the nights stay comparable, as a lab's are.
         */
        CliRun night(int night, String db) throws IOException {
            return CliRun.of(
                    "nightly",
                    "--config",
                    config(night).toString(),
                    "--results",
                    root.resolve("results").toString(),
                    "--db",
                    db);
        }

        /** The board's config of one night: the same plan every night. */
        Path config(int night) throws IOException {
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
            return config;
        }

        /**
         * A sweep of the board's plan written with --out outside the results root, so no
         * database records it (nor does any results root hold it): it reaches the lab only
         * by import, and its folder may be gone by the time the site is built.
         */
        Path sweepElsewhere(Path out) throws IOException {
            CliRun sweep = CliRun.of("sweep", "--config", config(4).toString(), "--out", out.toString());
            assertThat(sweep.exitCode()).as(sweep.out() + sweep.err()).isZero();
            assertThat(sweep.out()).doesNotContain("recorded in ");
            return out;
        }

        /** Every run folder's report.html this host wrote, by board/run-id. */
        Map<String, String> reports() throws IOException {
            Map<String, String> reports = new HashMap<>();
            try (Stream<Path> dirs = Files.list(root.resolve("results").resolve(board))) {
                for (Path run : dirs.filter(Files::isDirectory).toList()) {
                    reports.put(board + "/" + run.getFileName(), Files.readString(run.resolve(RunFolder.REPORT_HTML)));
                }
            }
            return reports;
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

        Path elsewhere = a.sweepElsewhere(dir.resolve("scratch").resolve("tuning-run"));
        CliRun imported = CliRun.of("import", elsewhere.toString(), "--db", lab.url());
        assertThat(imported.exitCode()).as(imported.out() + imported.err()).isZero();
        String importedReport = Files.readString(elsewhere.resolve(RunFolder.REPORT_HTML));
        int importedPoints = RunFolder.readPoints(elsewhere).size();
        deleteTree(elsewhere);

        Map<String, String> folderReports = new HashMap<>();
        for (Host host : List.of(a, b)) {
            folderReports.putAll(host.reports());
        }
        folderReports.put("board-a/tuning-run", importedReport);
        assertEveryRunOnceInTheLab(
                lab, List.of(a, b), Map.of("board-a/tuning-run", importedPoints), dir.resolve("site"));
        assertEveryNightHasItsPage(dir.resolve("site"), folderReports);
    }

    /**
     * Every night of every board has its page in a site built on a third host, where no run
     * folder is at hand: the board's page links night.html for it, and its month of data
     * holds it ({@link #assertEveryRunOnceInTheLab} checks every point is there).
     */
    private static void assertEveryNightHasItsPage(Path site, Map<String, String> folderReports) throws IOException {
        assertThat(folderReports).hasSize(7);
        for (String night : folderReports.keySet()) {
            String board = night.substring(0, night.indexOf('/'));
            String runId = night.substring(board.length() + 1);
            assertThat(Files.readString(site.resolve("boards").resolve(board).resolve("index.html")))
                    .as(night)
                    .containsPattern("href=\"\\.\\./\\.\\./night\\.html#" + board + "/\\d{4}-\\d{2}/" + runId + "\"");
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    /**
     * What the lab sees of its hosts: every run folder of every host once, with all its
     * points, in the database and in the site built from it anywhere that reaches it.
     */
    private static void assertEveryRunOnceInTheLab(
            DatabaseLocation lab, List<Host> hosts, Map<String, Integer> imported, Path site) throws Exception {
        Map<String, Integer> folders = new HashMap<>(imported);
        for (Host host : hosts) {
            folders.putAll(host.runs());
        }
        assertThat(folders).hasSize(6 + imported.size());
        assertThat(labRuns(lab)).isEqualTo(folders);

        Path thirdHost = site.resolveSibling("host-c").resolve("results");
        CliRun built =
                CliRun.of("site", "--out", site.toString(), "--db", lab.url(), "--results", thirdHost.toString());
        assertThat(built.exitCode()).as(built.out() + built.err()).isZero();
        Map<String, Integer> shown = new HashMap<>();
        for (Host host : hosts) {
            shown.putAll(siteRuns(site, host.board()));
        }
        assertThat(shown).isEqualTo(folders);
    }

    /** The runs the site has of a board in its nights' data, each with its points. */
    private static Map<String, Integer> siteRuns(Path site, String board) throws IOException {
        Map<String, Integer> runs = new HashMap<>();
        List<Path> months;
        try (java.util.stream.Stream<Path> files =
                Files.list(site.resolve("boards").resolve(board))) {
            months = files.filter(f -> f.getFileName().toString().matches("nights-\\d{4}-\\d{2}\\.js"))
                    .toList();
        }
        assertThat(months).isNotEmpty();
        for (Path month : months) {
            String text = Files.readString(month);
            com.fasterxml.jackson.databind.JsonNode data = new com.fasterxml.jackson.databind.ObjectMapper()
                    .readTree(text.substring(text.indexOf(".push(") + ".push(".length(), text.lastIndexOf(");")));
            for (com.fasterxml.jackson.databind.JsonNode run : data.get("runs")) {
                int points = 0;
                for (com.fasterxml.jackson.databind.JsonNode p : run.get("points")) {
                    points += p.isNull() ? 0 : 1;
                }
                runs.merge(board + "/" + run.get("run").asText(), points, Integer::sum);
            }
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
