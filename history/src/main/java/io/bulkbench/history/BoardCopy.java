package io.bulkbench.history;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.RunComparison;
import io.bulkbench.analysis.Undecided;
import io.bulkbench.analysis.ValueInterval;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.io.IOException;
import java.io.StringReader;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;

/**
 * A board's nights written with PostgreSQL's COPY (the driver's CopyManager), one COPY a
 * table: the runs, their measured points and recommendations, and each night's verdict
 * with its points'. A synthetic lab of a thousand boards is 365,000 runs and twice 22 M
 * point rows, which row-by-row INSERTs load at a few thousand rows a second. The run rows
 * take ids drawn from their table's own sequence first, so the rows that name a run are
 * written beside it. The values are the recording's ({@link RunStore}, {@link
 * NightVerdicts}): NaN as NULL, text quoted as CSV, times as {@link RunRows#time} writes them.
 */
final class BoardCopy {
    private final Connection c;

    BoardCopy(Connection c) {
        this.c = c;
    }

    /** {@code count} ids for new run rows, from the run table's own sequence. */
    List<Long> runIds(int count) throws SQLException {
        List<Long> ids = new ArrayList<>(count);
        try (PreparedStatement s =
                c.prepareStatement("SELECT nextval(pg_get_serial_sequence('run', 'id')) FROM generate_series(1, ?)")) {
            s.setInt(1, count);
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    ids.add(rs.getLong(1));
                }
            }
        }
        return ids;
    }

    /** The runs of board {@code boardId}, each under its id, with their measured points and recommendations. */
    void runs(long boardId, List<Long> ids, List<RunRecord> records) throws SQLException {
        String recordedAt = RunRows.time(Instant.now().truncatedTo(ChronoUnit.SECONDS));
        StringBuilder runs = new StringBuilder();
        StringBuilder points = new StringBuilder();
        StringBuilder recommendations = new StringBuilder();
        for (int i = 0; i < records.size(); i++) {
            long id = ids.get(i);
            RunRecord record = records.get(i);
            RecordedRun run = record.run();
            runs.append(id).append(',').append(boardId).append(',');
            text(runs, run.runId());
            text(runs, run.device());
            text(runs, RunRows.time(run.info().started()));
            text(runs, run.info().host());
            text(runs, run.info().label());
            text(runs, run.info().bulkbenchVersion());
            text(runs, run.plan().id());
            text(runs, run.plan().settings());
            text(runs, record.contentSha256());
            last(runs, recordedAt);
            // Neither way keeps samples: they are the iteration table's, left out here.
            for (MeasuredPoint p : record.points()) {
                point(points, id, p);
            }
            for (Recommendation r : record.recommendations()) {
                recommendation(recommendations, id, r);
            }
        }
        copy("run (id, " + RunStore.RUN_COLUMNS + ")", runs);
        copy("point (" + RunStore.POINT_COLUMNS + ")", points);
        copy("recommendation (" + RunStore.RECOMMENDATION_COLUMNS + ")", recommendations);
    }

    /** Each night's verdict and its points' changes. */
    void verdicts(List<NightVerdicts.Judgement> judgements) throws SQLException {
        StringBuilder verdicts = new StringBuilder();
        StringBuilder changes = new StringBuilder();
        for (NightVerdicts.Judgement j : judgements) {
            verdicts.append(j.runKey()).append(',');
            text(verdicts, j.baselineRun().orElse(null));
            number(verdicts, j.threshold());
            verdicts.append(RunComparison.DEFAULT_ALPHA).append('\n');
            for (PointChange change : j.changes()) {
                changes.append(j.runKey()).append(',');
                key(changes, change.key());
                number(changes, change.baselineMbS());
                number(changes, change.candidateMbS());
                number(changes, change.relativeChange());
                number(changes, change.highestChange());
                number(changes, change.pValue());
                text(changes, change.test());
                last(changes, change.verdict().label());
            }
        }
        copy("verdict (" + NightVerdicts.VERDICT_COLUMNS + ")", verdicts);
        copy("point_verdict (" + NightVerdicts.POINT_VERDICT_COLUMNS + ")", changes);
    }

    private static void point(StringBuilder csv, long run, MeasuredPoint p) {
        csv.append(run).append(',');
        key(csv, p.key());
        text(csv, RunStore.MEASURED);
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

    private static void recommendation(StringBuilder csv, long run, Recommendation r) {
        csv.append(run).append(',');
        text(csv, r.device());
        text(csv, r.direction().label());
        text(csv, r.copyMode().label());
        text(csv, r.symbol());
        text(csv, r.value());
        number(csv, r.throughputMbS());
        number(csv, r.shareOfBest());
        csv.append(r.memoryBytes()).append(',');
        text(csv, r.rationale());
        csv.append(r.undecided().map(Undecided::range).orElse("")).append(',');
        csv.append(r.interval().map(ValueInterval::text).orElse("")).append('\n');
    }

    /** A point key's columns: device, direction, buffers, request size, copy mode. */
    private static void key(StringBuilder csv, PointKey k) {
        text(csv, k.device());
        text(csv, k.direction().label());
        csv.append(k.buffers()).append(',');
        csv.append(k.requestBytes()).append(',');
        text(csv, k.copyMode().label());
    }

    private void copy(String table, StringBuilder csv) throws SQLException {
        if (csv.isEmpty()) {
            return;
        }
        try {
            c.unwrap(org.postgresql.PGConnection.class)
                    .getCopyAPI()
                    .copyIn("COPY " + table + " FROM STDIN (FORMAT csv)", new StringReader(csv.toString()));
        } catch (IOException e) {
            throw new SQLException("COPY into " + table + " failed: " + e.getMessage(), e);
        }
    }

    /** A quoted CSV field: COPY reads an unquoted empty field as NULL, a quoted one as text. */
    private static void text(StringBuilder csv, String value) {
        quoted(csv, value);
        csv.append(',');
    }

    /** The row's last field, a text, and the row's end. */
    private static void last(StringBuilder csv, String value) {
        quoted(csv, value);
        csv.append('\n');
    }

    private static void quoted(StringBuilder csv, String value) {
        if (value != null) {
            csv.append('"').append(value.replace("\"", "\"\"")).append('"');
        }
    }

    private static void number(StringBuilder csv, double value) {
        if (!Double.isNaN(value)) {
            csv.append(value);
        }
        csv.append(',');
    }
}
