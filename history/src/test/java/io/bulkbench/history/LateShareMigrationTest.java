package io.bulkbench.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A database written before late_share was a share (schema 2, where it summed every late
 * request's lateness) is brought to a share on opening: a value above 1 becomes 1, the
 * rest stay, and an unknown one stays unknown.
 */
class LateShareMigrationTest {

    @Test
    void aLateShareAboveOneBecomesOneAndTheOthersStay(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("old.db");
        String url = "jdbc:sqlite:" + file;
        Flyway.configure()
                .dataSource(url, null, null)
                .locations("classpath:db/migration")
                .placeholders(Map.of("id", "INTEGER PRIMARY KEY"))
                .target("2")
                .load()
                .migrate();
        try (Connection c = DriverManager.getConnection(url);
                Statement s = c.createStatement()) {
            s.executeUpdate("INSERT INTO board (id, name) VALUES (1, 'b')");
            s.executeUpdate("INSERT INTO run (id, board_id, run_id, device, started_at, host, label, bulkbench_version,"
                    + " plan_fingerprint, plan_settings, content_sha256, recorded_at) VALUES (1, 1, 'r', 'sim:hs',"
                    + " '2026-11-30T02:15:00Z', 'h', '', '0', 'f', '', 'x', '2026-11-30T03:00:00Z')");
            int id = 1;
            for (String late : List.of("1.4", "0.25", "NULL")) {
                s.executeUpdate("INSERT INTO point (id, run_id, role, device, direction, buffers, request_bytes,"
                        + " copy_mode, status, throughput_mb_s, iterations, verify_errors, reason, late_share) VALUES ("
                        + id + ", 1, 'measured', 'sim:hs', 'in', " + (1 << id) + ", 16384, 'copy', 'ok', 20, 8, 0, '', "
                        + late + ")");
                id++;
            }
        }

        ResultsDatabase.open(DatabaseLocation.sqlite(file)).close();

        List<Double> shares = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(url);
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT late_share FROM point ORDER BY id")) {
            while (rs.next()) {
                double v = rs.getDouble(1);
                shares.add(rs.wasNull() ? null : v);
            }
        }
        assertThat(shares).containsExactly(1.0, 0.25, null);
    }
}
