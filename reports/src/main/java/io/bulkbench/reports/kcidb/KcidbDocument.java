package io.bulkbench.reports.kcidb;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.Verdict;
import io.bulkbench.analysis.trend.ChangePointFinding;
import io.bulkbench.analysis.trend.NightVerdict;
import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.reports.AtomicFile;
import io.bulkbench.reports.ChangeLine;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * A run as a KCIDB I/O document (schema 5.3): {@code {"version": {"major": 5, "minor": 3},
 * "tests": [...]}}, one test per point, one per recommended default, and after a comparison
 * a summary test and one failing test per regression. Every test names the kernel build the
 * board ran, starts when the run started, and names the board in its environment.
 *
 * <p>Statuses: a measured point is DONE (a measurement; the run alone has no pass criterion),
 * or FAIL when its data arrived corrupted (verify errors: the tested code is faulty); a point
 * that could not be measured is FAIL, its reason as the comment. ERROR, a harness that failed,
 * is not used: a failed point's record keeps why it failed, not whether the device or the
 * harness did, and most failures are the device's (a transfer error, a stalled pipe, a point
 * over its time limit). A recommended default is DONE, or SKIP where late points left it
 * undecided (its range in misc.undecided). A comparison judges: its summary test
 * {@code bulkbench.regressions} is FAIL when the night's verdict is a regression, SKIP when
 * the simulator's lateness left drops unjudged, PASS otherwise (an acknowledged night
 * included, its acknowledgement in the comment); each regression is a FAIL test of its own,
 * and each change point a test under {@code bulkbench.change_points}.
 *
 * <p>Pure apart from {@link #write}: no number is NaN or infinite and no value null (KCIDB
 * refuses both); a figure not known is left out.
 */
public final class KcidbDocument {
    public static final int MAJOR = 5;
    public static final int MINOR = 3;
    /** The root of every test path bulkbench writes. */
    public static final String ROOT = "bulkbench";

    private static final String MB_S = "MB/s";
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);

    private KcidbDocument() {}

    /** The document as a JSON tree. */
    public static ObjectNode of(KcidbRun run) {
        ObjectNode doc = NODES.objectNode();
        doc.putObject("version").put("major", MAJOR).put("minor", MINOR);
        ArrayNode tests = doc.putArray("tests");
        run.points().stream()
                .sorted(Comparator.comparing(MeasuredPoint::key, PointKey.ORDER))
                .forEach(p -> tests.add(point(run, p)));
        run.recommendations().forEach(r -> tests.add(recommendation(run, r)));
        run.verdict().ifPresent(verdict -> {
            tests.add(regressionSummary(run, verdict));
            verdict.pointRegressions().stream()
                    .sorted(Comparator.comparing(PointChange::key, PointKey.ORDER))
                    .forEach(c -> tests.add(regression(run, c)));
            verdict.changePoints().forEach(f -> tests.add(changePoint(run, verdict, f)));
        });
        return doc;
    }

    /** Writes the document as indented JSON, UTF-8, to {@code out}. */
    public static void write(KcidbRun run, Writer out) throws IOException {
        JSON.writeValue(out, of(run));
        out.write(System.lineSeparator());
        out.flush();
    }

    /** Writes the document to {@code file}, atomically. */
    public static void write(KcidbRun run, Path file) throws IOException {
        AtomicFile.write(file, out -> write(run, out));
    }

    /** A point's test path, e.g. {@code bulkbench.in.no_copy.16K.buffers_4}. */
    public static String pointPath(PointKey key) {
        return KcidbName.path(
                ROOT,
                key.direction().label(),
                key.copyMode().name().toLowerCase(Locale.ROOT),
                ByteSizeText.compact(key.requestBytes()),
                "buffers_" + key.buffers());
    }

    private static ObjectNode point(KcidbRun run, MeasuredPoint p) {
        ObjectNode test =
                common(run, KcidbName.testId(run.origin(), run.runId(), p.key().canonicalText()), pointPath(p.key()));
        if (!p.isOk()) {
            test.put("status", "FAIL");
            test.put("comment", text(p.key() + " could not be measured: " + p.reason()));
        } else {
            test.put("status", p.verifyErrors() > 0 ? "FAIL" : "DONE");
            number(test, p.throughputMbS(), MB_S);
            if (p.verifyErrors() > 0) {
                test.put(
                        "comment",
                        text(p.key() + ": " + p.verifyErrors() + " verify errors (the data arrived corrupted)"));
            } else if (p.isPredicted()) {
                test.put("comment", text(p.key() + ": predicted by the board's calibrated model, not measured"));
            }
        }
        ObjectNode misc = test.putObject("misc");
        keyMisc(misc, p.key());
        finite(misc, "error_mb_s", p.errorMbS());
        finite(misc, "min_mb_s", p.minMbS());
        finite(misc, "max_mb_s", p.maxMbS());
        misc.put("iterations", p.iterations());
        misc.put("verify_errors", p.verifyErrors());
        p.lateShare().ifPresent(share -> misc.put("late_share", share));
        p.cpu().microsPerMb().ifPresent(us -> misc.put("cpu_us_per_mb", us));
        finite(misc, "cpu_error_us_per_mb", p.cpu().errorMicrosPerMb());
        p.cpu().hostShare().ifPresent(share -> misc.put("host_cpu_share", share));
        misc.put("source", p.origin().label());
        return test;
    }

    private static ObjectNode recommendation(KcidbRun run, Recommendation r) {
        String direction = r.direction().label();
        String mode = r.copyMode().name().toLowerCase(Locale.ROOT);
        ObjectNode test = common(
                run,
                KcidbName.testId(
                        run.origin(), run.runId(), "recommended", r.board(), r.device(), r.symbol(), direction, mode),
                KcidbName.path(ROOT, "recommended", r.symbol(), direction, mode));
        // a value late points could have moved is not one the run vouches for
        test.put("status", r.decided() ? "DONE" : "SKIP");
        if (r.value().matches("[0-9]{1,15}")) {
            // A count or a size in the symbol's own unit, which the run does not name: dimensionless.
            test.putObject("number").put("value", Long.parseLong(r.value()));
        }
        test.put("comment", text(r.symbol() + "=" + r.value() + ": " + r.rationale()));
        ObjectNode misc = test.putObject("misc");
        misc.put("symbol", text(r.symbol()));
        misc.put("value", text(r.value()));
        misc.put("device", text(r.device()));
        misc.put("direction", direction);
        misc.put("copy_mode", r.copyMode().label());
        finite(misc, "throughput_mb_s", r.throughputMbS());
        finite(misc, "share_of_best", r.shareOfBest());
        misc.put("memory_bytes", r.memoryBytes());
        r.undecided().ifPresent(u -> misc.put("undecided", u.range()));
        return test;
    }

    private static ObjectNode regressionSummary(KcidbRun run, NightVerdict verdict) {
        List<PointChange> changes = verdict.points();
        long regressions = verdict.pointRegressions().size()
                + verdict.changePoints(ChangePointFinding.Kind.REGRESSION).size();
        long notJudged = changes.stream()
                        .filter(c -> c.verdict() == Verdict.SIMULATOR_LATE)
                        .count()
                + verdict.changePoints(ChangePointFinding.Kind.NOT_JUDGED).size();
        ObjectNode test = common(
                run,
                KcidbName.testId(run.origin(), run.runId(), "regressions", run.board()),
                KcidbName.path(ROOT, "regressions"));
        test.put(
                "status",
                verdict.outcome() == NightVerdict.Outcome.REGRESSION ? "FAIL" : notJudged > 0 ? "SKIP" : "PASS");
        test.putObject("number").put("value", regressions).put("unit", "regressions");
        test.put("comment", text(ChangeLine.outcome(verdict) + ". " + ChangeLine.summary(verdict)));
        ObjectNode misc = test.putObject("misc");
        misc.put("outcome", verdict.outcome().label());
        verdict.baselineRun().ifPresent(b -> misc.put("baseline_run", text(b)));
        verdict.acknowledgement().ifPresent(a -> misc.put("acknowledged", text(ChangeLine.acknowledged(a))));
        return test;
    }

    /** A change point of the night's verdict: FAIL when it confirms a drop, SKIP when lateness may explain it, else PASS. */
    private static ObjectNode changePoint(KcidbRun run, NightVerdict verdict, ChangePointFinding f) {
        ObjectNode test = common(
                run,
                KcidbName.testId(
                        run.origin(), run.runId(), "change-point", f.key().canonicalText() + "@" + f.afterRun()),
                KcidbName.path(ROOT, "change_points") + pointPath(f.key()).substring(ROOT.length()));
        test.put(
                "status",
                switch (f.kind()) {
                    case REGRESSION -> "FAIL";
                    case NOT_JUDGED -> "SKIP";
                    case ACKNOWLEDGED, CHANGE -> "PASS";
                });
        if (Double.isFinite(f.meanAfter())) {
            number(test, f.meanAfter(), MB_S);
        }
        test.put("comment", text(ChangeLine.changePoint(f, verdict.acknowledgement())));
        ObjectNode misc = test.putObject("misc");
        keyMisc(misc, f.key());
        misc.put("before_run", text(f.beforeRun()));
        misc.put("after_run", text(f.afterRun()));
        finite(misc, "mean_before_mb_s", f.meanBefore());
        finite(misc, "mean_after_mb_s", f.meanAfter());
        finite(misc, "relative_change", f.relativeChange());
        misc.put("verdict", f.kind().label());
        return test;
    }

    private static ObjectNode regression(KcidbRun run, PointChange c) {
        ObjectNode test = common(
                run,
                KcidbName.testId(
                        run.origin(), run.runId(), "regression", c.key().canonicalText()),
                KcidbName.path(ROOT, "regressions") + pointPath(c.key()).substring(ROOT.length()));
        test.put("status", "FAIL");
        if (Double.isFinite(c.candidateMbS())) {
            number(test, c.candidateMbS(), MB_S);
        }
        test.put("comment", text(ChangeLine.regression(c)));
        ObjectNode misc = test.putObject("misc");
        keyMisc(misc, c.key());
        finite(misc, "baseline_mb_s", c.baselineMbS());
        finite(misc, "candidate_mb_s", c.candidateMbS());
        finite(misc, "relative_change", c.relativeChange());
        finite(misc, "highest_change", c.highestChange());
        finite(misc, "p_value", c.pValue());
        misc.put("test", text(c.test()));
        return test;
    }

    /** The fields every test of the run shares: ids, build, start and the board it ran on. */
    private static ObjectNode common(KcidbRun run, String id, String path) {
        ObjectNode test = NODES.objectNode();
        test.put("id", id);
        test.put("build_id", run.buildId());
        test.put("origin", run.origin());
        test.put("path", path);
        test.put("start_time", run.info().started().toString());
        ObjectNode environment = test.putObject("environment");
        environment.put("comment", text("board " + run.board()));
        ObjectNode misc = environment.putObject("misc");
        misc.put("board", text(run.board()));
        if (!run.info().host().isEmpty()) {
            misc.put("host", text(run.info().host()));
        }
        if (!run.info().label().isEmpty()) {
            misc.put("label", text(run.info().label()));
        }
        misc.put("run_id", text(run.runId()));
        return test;
    }

    private static void keyMisc(ObjectNode misc, PointKey key) {
        misc.put("device", text(key.device()));
        misc.put("direction", key.direction().label());
        misc.put("buffers", key.buffers());
        misc.put("request_bytes", key.requestBytes());
        misc.put("copy_mode", key.copyMode().label());
    }

    private static void number(ObjectNode test, double value, String unit) {
        test.putObject("number").put("value", value).put("unit", unit);
    }

    private static void finite(ObjectNode node, String name, double value) {
        if (Double.isFinite(value)) {
            node.put(name, value);
        }
    }

    /** KCIDB's strings hold no NUL character. */
    private static String text(String s) {
        return s.replace("\0", "");
    }
}
