package io.bulkbench.history;

import io.bulkbench.core.MeasuredPoint;
import java.io.IOException;
import java.io.StringReader;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.postgresql.PGConnection;

/**
 * Measured points of many runs written with PostgreSQL's COPY (the driver's CopyManager),
 * in one round trip: a synthetic lab of a thousand boards is 22 M point rows, which
 * batched INSERTs load at a few thousand rows a second. The columns are the recording's
 * ({@link RunStore#POINT_COLUMNS}), with the same values: NaN as NULL, text quoted as CSV.
 */
final class PointCopy {
    private static final String COPY = "COPY point (" + RunStore.POINT_COLUMNS + ") FROM STDIN (FORMAT csv)";

    private PointCopy() {}

    /** Writes each run's points (by the run's key) as {@code role}. */
    static void write(Connection c, String role, Map<Long, List<MeasuredPoint>> pointsByRun) throws SQLException {
        StringBuilder csv = new StringBuilder();
        pointsByRun.forEach((run, points) -> {
            for (MeasuredPoint p : points) {
                csv.append(run).append(',');
                text(csv, p.key().device());
                text(csv, p.key().direction().label());
                csv.append(p.key().buffers()).append(',');
                csv.append(p.key().requestBytes()).append(',');
                text(csv, p.key().copyMode().label());
                text(csv, role);
                text(csv, p.status().label());
                number(csv, p.throughputMbS());
                number(csv, p.errorMbS());
                number(csv, p.minMbS());
                number(csv, p.maxMbS());
                csv.append(p.iterations()).append(',');
                csv.append(p.verifyErrors()).append(',');
                text(csv, p.reason());
                number(csv, p.lateShare().orElse(Double.NaN));
                number(csv, p.cpu().microsPerMb().orElse(Double.NaN));
                number(csv, p.cpu().errorMicrosPerMb());
                double host = p.cpu().hostShare().orElse(Double.NaN);
                csv.append(Double.isNaN(host) ? "" : Double.toString(host)).append('\n');
            }
        });
        try {
            c.unwrap(PGConnection.class).getCopyAPI().copyIn(COPY, new StringReader(csv.toString()));
        } catch (IOException e) {
            throw new SQLException("COPY into point failed: " + e.getMessage(), e);
        }
    }

    /** A quoted CSV field: COPY reads an unquoted empty field as NULL, a quoted one as text. */
    private static void text(StringBuilder csv, String value) {
        if (value != null) {
            csv.append('"').append(value.replace("\"", "\"\"")).append('"');
        }
        csv.append(',');
    }

    private static void number(StringBuilder csv, double value) {
        if (!Double.isNaN(value)) {
            csv.append(value);
        }
        csv.append(',');
    }
}
