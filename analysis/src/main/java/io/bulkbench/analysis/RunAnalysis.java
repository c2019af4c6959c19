package io.bulkbench.analysis;

import io.bulkbench.analysis.fit.FittedSeries;
import io.bulkbench.analysis.fit.SeriesFitter;
import io.bulkbench.analysis.recommend.CpuCostEvidence;
import io.bulkbench.analysis.recommend.DefaultsChooser;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;

/**
 * Analyses one run's points: groups the measured (ok) points into series along both
 * axes (throughput over buffer count per request size, over request size per buffer
 * count), fits every series with three or more points, selects a model per series,
 * and derives the knees and the recommended defaults, each marked undecided where late
 * points could have moved it ({@link LateBoundChoices}), with what they cost the host's
 * CPU where the run measured it ({@link CpuCostEvidence}). Failed points are ignored; a run
 * with two points of the same key is refused.
 *
 * <p>A series where no model converges gets no fit; its recommendation then comes from
 * the measured means and its rationale names the reason, so an odd series never
 * silences a board's defaults.
 */
public final class RunAnalysis {

    private static final Comparator<SeriesKey> SERIES_ORDER = Comparator.comparing(SeriesKey::board)
            .thenComparing(SeriesKey::device)
            .thenComparing(SeriesKey::direction)
            .thenComparing(SeriesKey::copyMode)
            .thenComparing(SeriesKey::axis)
            .thenComparingInt(SeriesKey::fixedValue);

    private RunAnalysis() {}

    public static AnalysisResult analyze(List<MeasuredPoint> points, AnalysisSettings settings) {
        Objects.requireNonNull(settings, "settings");
        List<FittedSeries> fitted = fitAll(points, settings);
        List<SeriesFit> fits = new ArrayList<>();
        fitted.forEach(s -> fits.addAll(s.fits()));
        return new AnalysisResult(
                fits,
                CpuCostEvidence.annotate(
                        LateBoundChoices.mark(DefaultsChooser.recommend(fitted, settings), points, settings),
                        points,
                        settings),
                points.stream()
                        .filter(p -> CpuCostEvidence.overBudget(p, settings))
                        .map(MeasuredPoint::key)
                        .toList());
    }

    /** Every series of the run with its fits, or the reason it has none; in a stable order. */
    public static List<FittedSeries> fitAll(List<MeasuredPoint> points, AnalysisSettings settings) {
        requireUniqueKeys(points);
        List<FittedSeries> out = new ArrayList<>();
        for (Axis axis : Axis.values()) {
            Map<SeriesKey, List<MeasuredPoint>> groups = new TreeMap<>(SERIES_ORDER);
            for (MeasuredPoint p : points) {
                if (p.isOk()) {
                    groups.computeIfAbsent(SeriesKey.of(p.key(), axis), k -> new ArrayList<>())
                            .add(p);
                }
            }
            for (List<MeasuredPoint> group : groups.values()) {
                out.add(SeriesFitter.fit(Series.of(axis, group), settings));
            }
        }
        return out;
    }

    private static void requireUniqueKeys(List<MeasuredPoint> points) {
        Set<PointKey> seen = new HashSet<>();
        for (MeasuredPoint p : points) {
            if (!seen.add(p.key())) {
                throw new BadInputException("point " + p.key()
                        + " appears twice; a run holds one point per key, so remove the duplicate row");
            }
        }
    }
}
