package io.bulkbench.reports.lava;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.Verdict;
import io.bulkbench.analysis.trend.ChangePointFinding;
import io.bulkbench.analysis.trend.NightVerdict;
import io.bulkbench.core.CpuCostText;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.reports.ChangeLine;
import io.bulkbench.reports.SeriesName;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A run as LAVA results: one test set per direction, copy mode and request size holding
 * one test case per point (named {@code in-copy-16K-buffers-4}) (pass with its throughput in MB/s as the measurement, or fail
 * with the reason logged just before it), a set of the recommended defaults (each pass, or
 * skip where late points left it undecided), and when the
 * run has a verdict a set with its outcome logged, one failing case per regression and per
 * change point confirming a drop, one skipped case per point or change point the
 * simulator's lateness left unjudged (the set's summary case is then skip, never pass), and
 * a passing case per acknowledged or other change point. Pure: it
 * turns what a run folder holds into the steps that report it.
 */
public final class LavaResults {
    public static final String TEST_SET = "lava-test-set";
    public static final String TEST_CASE = "lava-test-case";
    /** The test set of the recommended defaults. */
    public static final String RECOMMENDED_SET = "recommended";
    /** The test set of the comparison with the baseline run. */
    public static final String REGRESSIONS_SET = "regressions";

    private LavaResults() {}

    /** The steps reporting these points, defaults and (possibly empty) comparison, in order. */
    public static List<LavaStep> steps(
            List<MeasuredPoint> points, List<Recommendation> recommendations, Optional<NightVerdict> verdict) {
        List<LavaStep> steps = new ArrayList<>();
        Map<String, List<MeasuredPoint>> series = new LinkedHashMap<>();
        points.stream()
                .sorted(Comparator.comparing(MeasuredPoint::key, PointKey.ORDER))
                .forEach(p -> series.computeIfAbsent(SeriesName.of(p.key()), s -> new ArrayList<>())
                        .add(p));
        series.forEach((name, members) -> {
            steps.add(start(name));
            members.forEach(p -> point(p, steps));
            steps.add(stop());
        });
        if (!recommendations.isEmpty()) {
            steps.add(start(RECOMMENDED_SET));
            recommendations.forEach(r -> recommendation(r, steps));
            steps.add(stop());
        }
        verdict.ifPresent(v -> regressions(v, steps));
        return steps;
    }

    private static void point(MeasuredPoint p, List<LavaStep> steps) {
        String name = caseName(p.key());
        if (!p.isOk()) {
            steps.add(new LavaStep.Log(p.key() + " failed: " + p.reason()));
            steps.add(testCase(name, "fail"));
        } else if (p.verifyErrors() > 0) {
            steps.add(new LavaStep.Log(
                    p.key() + " failed: " + p.verifyErrors() + " verify errors (the data arrived corrupted)"));
            steps.add(testCase(name, "fail", p.throughputMbS(), "MB/s"));
        } else {
            steps.add(testCase(name, "pass", p.throughputMbS(), "MB/s"));
        }
        // what the point cost the CPU, as a measurement of its own beside the throughput
        p.cpu().microsPerMb().ifPresent(us -> steps.add(testCase(name + "-cpu", "pass", us, CpuCostText.UNIT)));
    }

    private static void recommendation(Recommendation r, List<LavaStep> steps) {
        String name = LavaName.of(
                r.symbol() + "-" + r.direction().label() + "-" + r.copyMode().label());
        steps.add(new LavaStep.Log(r.symbol() + "=" + r.value() + " for "
                + r.direction().label() + " " + r.copyMode().label() + ": " + r.rationale()
                + r.undecided().map(u -> " " + u.why() + ".").orElse("")));
        // a value late points could have moved is not one the night vouches for
        String result = r.decided() ? "pass" : "skip";
        if (r.value().matches("[0-9]+")) {
            // The value is a count or a size in the symbol's own unit, which the run does not name.
            steps.add(testCase(name, result, Double.parseDouble(r.value()), ""));
        } else {
            steps.add(testCase(name, result));
        }
    }

    private static void regressions(NightVerdict verdict, List<LavaStep> steps) {
        List<PointChange> changes = verdict.points();
        List<PointChange> regressions = verdict.pointRegressions().stream()
                .sorted(Comparator.comparing(PointChange::key, PointKey.ORDER))
                .toList();
        List<PointChange> notJudged = changes.stream()
                .filter(c -> c.verdict() == Verdict.SIMULATOR_LATE)
                .sorted(Comparator.comparing(PointChange::key, PointKey.ORDER))
                .toList();
        List<ChangePointFinding> drops = verdict.changePoints(ChangePointFinding.Kind.REGRESSION);
        boolean unjudgedChange =
                !verdict.changePoints(ChangePointFinding.Kind.NOT_JUDGED).isEmpty();
        steps.add(start(REGRESSIONS_SET));
        steps.add(new LavaStep.Log(ChangeLine.outcome(verdict)));
        steps.add(new LavaStep.Log(ChangeLine.summary(verdict)));
        String summary = verdict.outcome() == NightVerdict.Outcome.REGRESSION
                ? "fail"
                : notJudged.isEmpty() && !unjudgedChange ? "pass" : "skip";
        steps.add(testCase("regressions", summary, regressions.size() + drops.size(), "regressions"));
        for (PointChange c : regressions) {
            steps.add(new LavaStep.Log(ChangeLine.regression(c)));
            steps.add(testCase(LavaName.of("regression-" + caseName(c.key())), "fail", c.candidateMbS(), "MB/s"));
        }
        for (PointChange c : notJudged) {
            steps.add(new LavaStep.Log(ChangeLine.notJudged(c)));
            steps.add(testCase(LavaName.of("not-judged-" + caseName(c.key())), "skip", c.candidateMbS(), "MB/s"));
        }
        for (ChangePointFinding f : verdict.changePoints()) {
            String result = switch (f.kind()) {
                case REGRESSION -> "fail";
                case NOT_JUDGED -> "skip";
                case ACKNOWLEDGED, CHANGE -> "pass";
            };
            steps.add(new LavaStep.Log(ChangeLine.changePoint(f, verdict.acknowledgement())));
            String name = LavaName.of("change-point-" + caseName(f.key()) + "-from-" + f.afterRun());
            // A change from a level of 0 has no percent; LAVA refuses a measurement that is no number.
            steps.add(
                    Double.isFinite(f.relativeChange())
                            ? testCase(name, result, 100 * f.relativeChange(), "%")
                            : testCase(name, result));
        }
        steps.add(stop());
    }

    /**
     * A point's case id, unique in the whole run (not only in its set): LAVA's test shell
     * keeps its summary of a definition's cases by id alone.
     */
    public static String caseName(PointKey key) {
        return LavaName.of(SeriesName.of(key) + "-" + SeriesName.point(key));
    }

    private static LavaStep start(String set) {
        return new LavaStep.Helper(List.of(TEST_SET, "start", LavaName.of(set)));
    }

    private static LavaStep stop() {
        return new LavaStep.Helper(List.of(TEST_SET, "stop"));
    }

    private static LavaStep testCase(String name, String result) {
        return new LavaStep.Helper(List.of(TEST_CASE, name, "--result", result));
    }

    private static LavaStep testCase(String name, String result, double measurement, String units) {
        List<String> argv = new ArrayList<>(List.of(
                TEST_CASE, name, "--result", result, "--measurement", String.format(Locale.ROOT, "%.3f", measurement)));
        if (!units.isEmpty()) {
            argv.addAll(List.of("--units", units));
        }
        return new LavaStep.Helper(argv);
    }
}
