package io.bulkbench.analysis.fit;

import io.bulkbench.analysis.AnalysisSettings;
import io.bulkbench.analysis.Axis;
import io.bulkbench.analysis.Curve;
import io.bulkbench.analysis.CurveFamily;
import io.bulkbench.analysis.Estimate;
import io.bulkbench.analysis.Series;
import io.bulkbench.analysis.SeriesFit;
import io.bulkbench.analysis.knee.KneeFinder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Fits every curve the settings allow to one series, bootstraps each fit, adds the
 * derived numbers after the curve's own parameters, and selects the fit with the lowest
 * AICc (ties go to the curve with fewer parameters; CurveRanking says what happens on a
 * series too short for some curve's AICc). The derived numbers: on the buffers axis
 * {@code plateau_mb_s}, the best fitted throughput at an integer count inside the
 * measured range (the asymptote where the range reaches it, the peak of a retrograde
 * curve), and {@code knee_buffers} (see KneeFinder); on both axes {@code r2} and
 * {@code aicc} (see FitQuality; NaN where undefined), which carry no interval. A curve
 * needs more points than parameters to be tried; one that does not converge is left
 * out; when none is left the result carries the reason instead of a fit.
 *
 * <p>When several curves were tried, the selected fit's plateau and knee intervals come
 * from bootstrapping the choice too (every round refits every curve and keeps the
 * round's AICc winner), because the knee depends on the curve as much as on the noise.
 * The other fits' intervals are conditional on their own curve.
 */
public final class SeriesFitter {

    /** Three distinct x values are the least that can show a bend. */
    public static final int MIN_POINTS = 3;

    private static final List<CurveFamily> BUFFER_FAMILIES =
            List.of(CurveFamily.EXP, CurveFamily.HYPERBOLIC, CurveFamily.USL);
    private static final Comparator<Candidate> BEST_FIRST =
            Comparator.comparing(Candidate::ranking, CurveRanking.BEST_FIRST);

    private SeriesFitter() {}

    public static FittedSeries fit(Series series, AnalysisSettings settings) {
        FitData data = FitData.of(series);
        List<CurveFamily> families = familiesFor(series, settings);
        Optional<String> unfittable = unfittable(series, data, families, settings);
        if (unfittable.isPresent()) {
            return new FittedSeries(series, List.of(), unfittable.get());
        }
        long seed = seedFor(settings.seed(), series.label());
        List<Candidate> candidates = new ArrayList<>();
        for (CurveFamily family : families) {
            fitFamily(family, data, settings.bootstrapRounds(), seed).ifPresent(candidates::add);
        }
        if (candidates.isEmpty()) {
            return new FittedSeries(
                    series,
                    List.of(),
                    (families.size() == 1
                                    ? "the " + families.get(0).label() + " curve did not converge"
                                    : "no curve converged")
                            + " on the series " + series.text());
        }
        Candidate chosen = candidates.stream().min(BEST_FIRST).orElseThrow();
        List<SeriesFit> fits = new ArrayList<>();
        for (Candidate c : candidates) {
            Map<String, Estimate> params = parameters(c, series, settings);
            if (c == chosen && candidates.size() > 1 && c.family().axis() == Axis.BUFFERS) {
                reselected(chosen, candidates, data, series, settings, params);
            }
            params.put("r2", Estimate.exact(c.quality().r2()));
            params.put("aicc", Estimate.exact(c.quality().aicc()));
            fits.add(new SeriesFit(series.key(), c.family(), c == chosen, params));
        }
        return new FittedSeries(series, fits, "");
    }

    /** Why no curve can be tried on the series, if none can. */
    private static Optional<String> unfittable(
            Series series, FitData data, List<CurveFamily> families, AnalysisSettings settings) {
        if (series.size() < MIN_POINTS) {
            return Optional.of("the series " + series.text() + " has only " + series.size()
                    + " measured points; a curve needs at least " + MIN_POINTS);
        }
        if (Arrays.stream(data.y()).allMatch(y -> y == 0)) {
            return Optional.of(
                    "the series " + series.text() + " measured 0 MB/s at every point, so there is no curve to fit");
        }
        if (families.isEmpty()) {
            return Optional.of("the series " + series.text() + " has only " + series.size() + " measured points; the "
                    + settings.curve().label() + " curve needs more points than parameters");
        }
        return Optional.empty();
    }

    /** The curves the settings allow that have fewer parameters than the series has points. */
    private static List<CurveFamily> familiesFor(Series series, AnalysisSettings settings) {
        List<CurveFamily> allowed = series.key().axis() == Axis.REQUEST_SIZE
                ? List.of(CurveFamily.REQUEST_SIZE)
                : settings.curve().forced().map(List::of).orElse(BUFFER_FAMILIES);
        return allowed.stream()
                .filter(m -> m.parameterNames().size() < series.size())
                .toList();
    }

    private static Optional<Candidate> fitFamily(CurveFamily family, FitData data, int rounds, long seed) {
        Optional<Curve> found =
                family == CurveFamily.REQUEST_SIZE ? LineFitter.fit(data) : CurveFitter.fit(family, data);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        Curve curve = found.get();
        int k = family.parameterNames().size();
        double[] fitted = predict(curve, data.x());
        List<double[]> draws = rounds == 0 ? List.of() : Bootstrap.draws(data, fitted, k, rounds, seed);
        List<Optional<Curve>> refits =
                draws.stream().map(y -> refit(family, data.withY(y), curve)).toList();
        return Optional.of(new Candidate(family, curve, FitQuality.of(data, fitted, k), draws, refits));
    }

    /** A bootstrap refit starts from the original fit: it is near, and one start keeps rounds cheap. */
    private static Optional<Curve> refit(CurveFamily family, FitData data, Curve start) {
        return family == CurveFamily.REQUEST_SIZE
                ? LineFitter.fit(data)
                : CurveFitter.fitFrom(family, data, List.of(start));
    }

    private static Map<String, Estimate> parameters(Candidate c, Series series, AnalysisSettings settings) {
        int rounds = settings.bootstrapRounds();
        Curve curve = c.curve();
        // fits.csv's names come in the order of the curve's array (Curve.toArray).
        double[] p = curve.toArray();
        Map<String, Estimate> params = new LinkedHashMap<>();
        List<String> names = c.family().parameterNames();
        for (int i = 0; i < names.size(); i++) {
            int index = i;
            params.put(names.get(i), Bootstrap.interval(p[i], c.refitsOf(q -> q.toArray()[index]), rounds));
        }
        if (c.family().axis() == Axis.BUFFERS) {
            int from = series.minX();
            int to = series.maxX();
            double share = settings.kneeShare();
            params.put(
                    "plateau_mb_s",
                    Bootstrap.interval(plateau(curve, from, to), c.refitsOf(q -> plateau(q, from, to)), rounds));
            params.put(
                    "knee_buffers",
                    Bootstrap.interval(
                            knee(curve, from, to, share), c.refitsOf(q -> knee(q, from, to, share)), rounds));
        }
        return params;
    }

    /** Replaces the chosen fit's plateau and knee intervals with ones that bootstrap the curve choice too. */
    private static void reselected(
            Candidate chosen,
            List<Candidate> candidates,
            FitData data,
            Series series,
            AnalysisSettings settings,
            Map<String, Estimate> params) {
        int from = series.minX();
        int to = series.maxX();
        List<Double> knees = new ArrayList<>();
        List<Double> plateaus = new ArrayList<>();
        for (int r = 0; r < chosen.draws().size(); r++) {
            FitData round = data.withY(chosen.draws().get(r));
            Curve best = null;
            CurveRanking bestRanking = null;
            for (Candidate c : candidates) {
                Optional<Curve> q = c == chosen ? chosen.refits().get(r) : refit(c.family(), round, c.curve());
                if (q.isPresent()) {
                    Curve curve = q.get();
                    CurveRanking ranking = new CurveRanking(
                            c.family(),
                            c.parameterCount(),
                            FitQuality.of(round, predict(curve, round.x()), c.parameterCount()));
                    if (bestRanking == null || CurveRanking.BEST_FIRST.compare(ranking, bestRanking) < 0) {
                        best = curve;
                        bestRanking = ranking;
                    }
                }
            }
            if (best != null) {
                knees.add(knee(best, from, to, settings.kneeShare()));
                plateaus.add(plateau(best, from, to));
            }
        }
        int rounds = settings.bootstrapRounds();
        params.put("plateau_mb_s", Bootstrap.interval(params.get("plateau_mb_s").value(), toArray(plateaus), rounds));
        params.put("knee_buffers", Bootstrap.interval(params.get("knee_buffers").value(), toArray(knees), rounds));
    }

    static double plateau(Curve curve, int from, int to) {
        return KneeFinder.best(curve::value, from, to);
    }

    static double knee(Curve curve, int from, int to, double share) {
        return KneeFinder.knee(curve::value, from, to, share);
    }

    static double[] predict(Curve curve, double[] x) {
        double[] out = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            out[i] = curve.value(x[i]);
        }
        return out;
    }

    private static double[] toArray(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).toArray();
    }

    /** FNV-1a over a stable label: record hash codes include enum identity hashes, which vary by run. */
    static long seedFor(long seed, String label) {
        long h = 0xcbf29ce484222325L ^ seed;
        for (int i = 0; i < label.length(); i++) {
            h ^= label.charAt(i);
            h *= 0x100000001b3L;
        }
        return h;
    }
}
