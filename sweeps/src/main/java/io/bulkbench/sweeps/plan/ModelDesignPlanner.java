package io.bulkbench.sweeps.plan;

import io.bulkbench.analysis.AnalysisSettings;
import io.bulkbench.analysis.RecommendedConfiguration;
import io.bulkbench.analysis.RunAnalysis;
import io.bulkbench.benchmarks.sim.SimProfile;
import io.bulkbench.benchmarks.sim.SimulatedThroughput;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PercentText;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.PointText;
import io.bulkbench.core.ThroughputText;
import io.bulkbench.model.Calibration;
import io.bulkbench.model.ParameterEstimate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * Plans a model-designed sweep after each calibration: which points to measure next, and
 * when to stop. The whole plan is the measured points where there are some and the
 * calibrated twin's prediction elsewhere; its analysis gives the recommended configuration
 * of each setup (direction and copy mode). The model's uncertainty is read from its
 * parameters: each fitted value moved to either end of its 95 % interval, the others
 * kept, gives the plan again and a recommendation again. A setup is stable when the
 * recommended buffer counts of all those variants lie within one step of the plan's
 * buffer list and they all recommend one request size, which no unmeasured point within
 * {@link #CHECK_TOLERANCE} of the size's threshold could overturn, and the recommended
 * point is measured and the model predicts it within {@link #CHECK_TOLERANCE}. An unstable
 * setup measures next its recommended point when it is not measured yet, else such a
 * threshold point of the request size, else the unmeasured point where the variants
 * disagree most, among the request sizes any variant recommends and the buffer counts
 * around its knees.
 *
 * <p>Pure: measured points and a calibration in, the next points out.
 */
public final class ModelDesignPlanner {
    /** How close the model must predict the measured recommended point. */
    public static final double CHECK_TOLERANCE = 0.02;

    private final SweepPlan plan;
    private final AnalysisSettings settings;
    private final List<Integer> grid;

    public ModelDesignPlanner(SweepPlan plan, AnalysisSettings settings) {
        this.plan = plan;
        // the variants' analyses need their recommendations only, not the intervals
        this.settings = settings.withoutBootstrap();
        this.grid = plan.buffers().stream().sorted().distinct().toList();
    }

    /**
     * The most points the design measures: a quarter of the plan, or the start design and
     * one check per setup when that is more; never more than the plan.
     */
    public int budget(int startPoints) {
        int setups = plan.directions().size() * plan.copyModes().size();
        return Math.min(plan.points().size(), Math.max(plan.points().size() / 4, startPoints + setups));
    }

    /** One setup after a calibration: its recommended point, the knee's interval, and whether it is settled. */
    public record SetupVerdict(
            PointKey recommended,
            double predictedMbS,
            Optional<Double> measuredMbS,
            int kneeLow,
            int kneeHigh,
            List<Integer> sizes,
            boolean kneeSettled,
            boolean checked) {
        public boolean stable() {
            return kneeSettled && checked;
        }

        /** One line: the point, the knee's interval and the check. */
        public String describe() {
            return String.format(
                    Locale.ROOT,
                    "%s: predicted %s%s; knee %s buffers%s",
                    PointText.of(recommended),
                    ThroughputText.of(predictedMbS),
                    measuredMbS
                            .map(m -> ", measured " + ThroughputText.figure(m) + " ("
                                    + PercentText.signed(predictedMbS / m - 1) + ")")
                            .orElse(", not measured"),
                    kneeLow == kneeHigh ? Integer.toString(kneeLow) : kneeLow + ".." + kneeHigh,
                    stable() ? " (stable)" : "");
        }
    }

    /** What to do after a calibration: the verdict of every setup, and the points to measure next (none: stop). */
    public record Step(List<SetupVerdict> verdicts, List<Refinement> next) {
        public Step {
            verdicts = List.copyOf(verdicts);
            next = List.copyOf(next);
        }

        public boolean stable() {
            return !verdicts.isEmpty() && verdicts.stream().allMatch(SetupVerdict::stable);
        }
    }

    /** The plan as the model gives it: every measured ok point, and the twin's prediction (marked so) at the rest. */
    public List<MeasuredPoint> whole(List<MeasuredPoint> measured, SimProfile profile) {
        Map<PointKey, MeasuredPoint> byKey = new LinkedHashMap<>();
        measured.stream().filter(MeasuredPoint::isOk).forEach(p -> byKey.put(p.key(), p));
        List<PointKey> rest =
                plan.points().stream().filter(k -> !byKey.containsKey(k)).toList();
        List<MeasuredPoint> out = new ArrayList<>(byKey.values());
        SimulatedThroughput.predict(profile, rest).forEach(p -> out.add(p.predicted()));
        return out;
    }

    /** The verdicts after {@code calibration} (which describes the board) and the points worth measuring next. */
    public Step next(List<MeasuredPoint> measured, Calibration calibration) {
        SimProfile nominal = calibration.profile();
        Map<PointKey, MeasuredPoint> known = new HashMap<>();
        measured.stream().filter(MeasuredPoint::isOk).forEach(p -> known.put(p.key(), p));
        List<MeasuredPoint> nominalPlan = whole(measured, nominal);
        Map<PointKey, Double> nominalAt = new HashMap<>();
        nominalPlan.forEach(p -> nominalAt.put(p.key(), p.throughputMbS()));
        List<RecommendedConfiguration> recommended = recommend(nominalPlan);
        List<Map<PointKey, Double>> variantPlans = new ArrayList<>();
        List<List<RecommendedConfiguration>> variantRecs = new ArrayList<>();
        for (SimProfile v : variants(calibration)) {
            List<MeasuredPoint> w = whole(measured, v);
            Map<PointKey, Double> byKey = new HashMap<>();
            w.forEach(p -> byKey.put(p.key(), p.throughputMbS()));
            variantPlans.add(byKey);
            variantRecs.add(recommend(w));
        }
        List<SetupVerdict> verdicts = new ArrayList<>();
        List<Refinement> next = new ArrayList<>();
        for (RecommendedConfiguration r : recommended) {
            PointKey key = r.key();
            TreeSet<Integer> knees = new TreeSet<>(List.of(key.buffers()));
            TreeSet<Integer> sizes = new TreeSet<>(List.of(key.requestBytes()));
            for (List<RecommendedConfiguration> recs : variantRecs) {
                recs.stream()
                        .filter(o -> RecommendedConfiguration.sameSetup(o.key(), key))
                        .forEach(o -> {
                            knees.add(o.key().buffers());
                            sizes.add(o.key().requestBytes());
                        });
            }
            double predicted =
                    SimulatedThroughput.predict(nominal, List.of(key)).get(0).throughputMbS();
            Optional<Double> measuredThere = Optional.ofNullable(known.get(key)).map(MeasuredPoint::throughputMbS);
            List<PointKey> sizeUnsure = sizeUnsure(key, nominalAt, known);
            boolean settled = position(knees.last()) - position(knees.first()) <= 1 + 1e-9
                    && sizes.size() == 1
                    && sizeUnsure.isEmpty();
            boolean checked = measuredThere
                    .map(m -> Math.abs(predicted - m) <= CHECK_TOLERANCE * m)
                    .orElse(false);
            SetupVerdict verdict = new SetupVerdict(
                    key, predicted, measuredThere, knees.first(), knees.last(), List.copyOf(sizes), settled, checked);
            verdicts.add(verdict);
            if (verdict.stable()) {
                continue;
            }
            if (measuredThere.isEmpty()) {
                next.add(new Refinement(
                        key, "the recommended point, to check the model's " + ThroughputText.of(predicted) + " there"));
                continue;
            }
            if (!sizeUnsure.isEmpty()) {
                next.add(new Refinement(
                        sizeUnsure.get(0),
                        "the request size: the model puts this point within " + Math.round(100 * CHECK_TOLERANCE)
                                + " % of the share that picks it"));
                continue;
            }
            mostUncertain(verdict, known, variantPlans, nominal).ifPresent(next::add);
        }
        return new Step(verdicts, next);
    }

    /**
     * The request size is picked at the deepest pipeline as the smallest size reaching the
     * knee share of the best there: the pick hangs on the recommended size, the one below
     * it, and the best. When the model puts either of the two within {@link
     * #CHECK_TOLERANCE} of that share, those of the three not measured yet are unsure: the
     * near ones nearest first, then the best.
     */
    private List<PointKey> sizeUnsure(
            PointKey recommended, Map<PointKey, Double> plan, Map<PointKey, MeasuredPoint> known) {
        int deepest = grid.get(grid.size() - 1);
        List<Integer> sizes =
                this.plan.requestSizes().stream().sorted().distinct().toList();
        List<PointKey> atDeepest = sizes.stream()
                .map(size -> withSize(recommended, deepest, size))
                .filter(plan::containsKey)
                .toList();
        if (atDeepest.isEmpty()) {
            return List.of();
        }
        PointKey best = atDeepest.stream()
                .max(java.util.Comparator.comparingDouble(plan::get))
                .orElseThrow();
        double share = settings.kneeShare() * plan.get(best);
        int i = sizes.indexOf(recommended.requestBytes());
        List<PointKey> near = new ArrayList<>();
        for (int j : new int[] {i, i - 1}) {
            if (j >= 0 && j < sizes.size()) {
                PointKey k = withSize(recommended, deepest, sizes.get(j));
                if (plan.containsKey(k) && Math.abs(plan.get(k) / share - 1) <= CHECK_TOLERANCE) {
                    near.add(k);
                }
            }
        }
        if (near.isEmpty()) {
            return List.of();
        }
        near.sort(java.util.Comparator.comparingDouble(k -> Math.abs(plan.get(k) / share - 1)));
        near.add(best);
        return near.stream().distinct().filter(k -> !known.containsKey(k)).toList();
    }

    private static PointKey withSize(PointKey k, int buffers, int size) {
        return new PointKey(k.board(), k.device(), k.direction(), buffers, size, k.copyMode());
    }

    /**
     * The unmeasured plan point of the verdict's setup where the variants' predictions
     * spread the most (relative to the nominal prediction), at a request size some variant
     * recommends and a buffer count within one step of the knees' interval.
     */
    private Optional<Refinement> mostUncertain(
            SetupVerdict verdict,
            Map<PointKey, MeasuredPoint> known,
            List<Map<PointKey, Double>> variants,
            SimProfile nominal) {
        PointKey at = verdict.recommended();
        double low = position(verdict.kneeLow()) - 1 - 1e-9;
        double high = position(verdict.kneeHigh()) + 1 + 1e-9;
        List<PointKey> candidates = plan.points().stream()
                .filter(k -> RecommendedConfiguration.sameSetup(k, at))
                .filter(k -> verdict.sizes().contains(k.requestBytes()))
                .filter(k -> position(k.buffers()) >= low && position(k.buffers()) <= high)
                .filter(k -> !known.containsKey(k))
                .toList();
        if (candidates.isEmpty() || variants.isEmpty()) {
            return Optional.empty();
        }
        Map<PointKey, Double> nominalAt = new HashMap<>();
        SimulatedThroughput.predict(nominal, candidates).forEach(p -> nominalAt.put(p.key(), p.throughputMbS()));
        PointKey best = null;
        double widest = -1;
        for (PointKey k : candidates) {
            double min = nominalAt.get(k);
            double max = min;
            for (Map<PointKey, Double> v : variants) {
                double y = v.getOrDefault(k, min);
                min = Math.min(min, y);
                max = Math.max(max, y);
            }
            double spread = (max - min) / Math.max(1e-9, nominalAt.get(k));
            if (spread > widest) {
                widest = spread;
                best = k;
            }
        }
        return Optional.of(new Refinement(
                best,
                String.format(
                        Locale.ROOT,
                        "knee between %s and %s buffers: the model's variants differ by %.1f %% here",
                        verdict.kneeLow(),
                        verdict.kneeHigh(),
                        100 * widest)));
    }

    /** The nominal profile with each fitted value at either end of its interval, the others as fitted. */
    static List<SimProfile> variants(Calibration calibration) {
        List<SimProfile> out = new ArrayList<>();
        for (ParameterEstimate e : calibration.estimates()) {
            for (double v : new double[] {e.low(), e.high()}) {
                double clamped = Math.max(e.searchLow(), Math.min(e.searchHigh(), v));
                if (Double.isFinite(clamped) && clamped != e.value()) {
                    out.add(e.parameter().set(calibration.profile(), clamped));
                }
            }
        }
        return out;
    }

    private List<RecommendedConfiguration> recommend(List<MeasuredPoint> points) {
        return RecommendedConfiguration.of(RunAnalysis.analyze(points, settings).recommendations(), settings);
    }

    /**
     * Where {@code n} lies on the plan's buffer list, in steps: 0 at the first count, 1 at
     * the second; between two counts by the logarithm, below or beyond the list by the
     * first or last step.
     */
    double position(int n) {
        if (grid.size() == 1) {
            return Math.log(n / (double) grid.get(0));
        }
        int i = 0;
        while (i < grid.size() - 2 && n > grid.get(i + 1)) {
            i++;
        }
        double a = grid.get(i);
        double b = grid.get(i + 1);
        return i + Math.log(n / a) / Math.log(b / a);
    }
}
