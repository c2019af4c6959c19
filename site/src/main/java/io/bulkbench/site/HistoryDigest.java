package io.bulkbench.site;

import io.bulkbench.analysis.change.ChangePoint;
import io.bulkbench.analysis.trend.NightlyPoint;
import io.bulkbench.analysis.trend.PointTrend;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.core.MeasuredPoint;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/**
 * A SHA-256 of history data, for files named or kept by their content: a chart of a
 * point's nights, a board's history.csv. It takes every value such a file is made of
 * (each night's run, the point's figures, the change points) as raw bytes, which costs a
 * fraction of formatting them, so a rebuild can tell what changed without writing it.
 */
public final class HistoryDigest {
    private final MessageDigest digest;
    private final ByteBuffer number = ByteBuffer.allocate(Double.BYTES);

    private HistoryDigest() {
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    /** A digest that starts from {@code what}: a file kind and version, so two kinds never share a hash. */
    public static HistoryDigest of(String what) {
        return new HistoryDigest().text(what);
    }

    public HistoryDigest text(String text) {
        digest.update(text.getBytes(StandardCharsets.UTF_8));
        digest.update((byte) 0);
        return this;
    }

    public HistoryDigest number(double value) {
        number.clear();
        digest.update(number.putDouble(value).array());
        return this;
    }

    /** What a file shows of each run: its id, start, host, label, version and plan. */
    public HistoryDigest runs(List<RecordedRun> runs) {
        for (RecordedRun run : runs) {
            text(run.runId())
                    .text(run.info().started().toString())
                    .text(run.info().host())
                    .text(run.info().label())
                    .text(run.info().bulkbenchVersion())
                    .text(run.plan().id());
        }
        return this;
    }

    /**
     * A point's key, every night's figures with its run's id and start, and its change
     * points; the rest of what a run says is in {@link #runs}.
     */
    public HistoryDigest point(PointTrend trend) {
        text(trend.key().canonicalText());
        for (NightlyPoint n : trend.nights()) {
            text(n.run().runId());
            number(n.run().info().started().toEpochMilli());
            MeasuredPoint p = n.point();
            text(p.status().label()).text(p.reason());
            number(p.throughputMbS()).number(p.errorMbS()).number(p.minMbS()).number(p.maxMbS());
            number(p.iterations()).number(p.verifyErrors());
            number(p.lateShare().orElse(Double.NaN));
        }
        for (ChangePoint c : trend.changes()) {
            number(c.index()).number(c.meanBefore()).number(c.meanAfter()).number(c.pValue());
        }
        return this;
    }

    /** The first 16 hex digits: enough to tell files apart, short enough for a file name. */
    public String hex() {
        return HexFormat.of().formatHex(digest.digest()).substring(0, 16);
    }
}
