package io.bulkbench.analysis.recommend;

import io.bulkbench.analysis.AnalysisSettings;
import io.bulkbench.analysis.CheaperMode;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.RecommendedConfiguration;
import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.CpuCostText;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PercentText;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.ThroughputText;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the recommended defaults cost the host's CPU, added to each recommendation's
 * rationale where the run measured it: the CPU per MB at the setup's recommended
 * configuration (or the measured buffer count nearest it) and the share of one core that
 * is at its MB/s, over the board's CPU budget or not; then "copy or not?" at that same
 * configuration measured both ways ({@link ModePair}), which sets the cheaper mode on the
 * recommendation ({@link Recommendation#cheaperMode()}), and over every configuration of
 * the direction ({@link CopyOrNot}). Two modes are only ever set side by side at one
 * configuration, and the sentence names it.
 */
public final class CpuCostEvidence {
    private CpuCostEvidence() {}

    public static List<Recommendation> annotate(
            List<Recommendation> recommendations, List<MeasuredPoint> points, AnalysisSettings settings) {
        List<MeasuredPoint> costed =
                points.stream().filter(p -> p.isOk() && p.cpu().isKnown()).toList();
        Map<String, MeasuredPoint> recommendedPoint = new HashMap<>();
        for (PointKey key : configurations(recommendations, costed, settings)) {
            nearest(key, costed).ifPresent(p -> recommendedPoint.put(setup(key, key.copyMode()), p));
        }
        Map<PointKey, MeasuredPoint> byKey = new HashMap<>();
        costed.forEach(p -> byKey.put(p.key(), p));
        List<Recommendation> out = new ArrayList<>(recommendations.size());
        for (Recommendation r : recommendations) {
            StringBuilder more = new StringBuilder();
            Optional<CheaperMode> answer = Optional.empty();
            MeasuredPoint here = recommendedPoint.get(setup(r, r.copyMode()));
            if (here != null) {
                more.append(cost(here, settings));
                if (overBudget(here, settings)) {
                    more.append(' ').append(withinBudget(here, costed, settings));
                }
                MeasuredPoint there = byKey.get(here.key().withCopyMode(CheaperMode.other(r.copyMode())));
                if (there != null) {
                    ModePair pair = ModePair.of(here, there);
                    more.append(' ').append(pair.sentence());
                    answer = pair.answer();
                }
            }
            CopyOrNot.of(costed, r.board(), r.device(), r.direction())
                    .ifPresent(all -> more.append(' ').append(all.sentence()));
            Recommendation annotated = more.isEmpty() ? r : r.withRationale((r.rationale() + " " + more).trim());
            out.add(answer.map(annotated::withCheaperMode).orElse(annotated));
        }
        return out;
    }

    /**
     * The configuration each setup recommends: its recommended buffer count at its
     * recommended request size, or at the one request size it measured (a sweep of one
     * size, such as a gadget's fixed buffer length, recommends no size).
     */
    static List<PointKey> configurations(
            List<Recommendation> recommendations, List<MeasuredPoint> points, AnalysisSettings settings) {
        List<PointKey> keys = new ArrayList<>();
        for (RecommendedConfiguration c : RecommendedConfiguration.of(recommendations, settings)) {
            keys.add(c.key());
        }
        for (Recommendation r : recommendations) {
            boolean configured =
                    keys.stream().anyMatch(k -> setup(k, k.copyMode()).equals(setup(r, r.copyMode())));
            if (configured || !r.symbol().equals(settings.buffersSymbol())) {
                continue;
            }
            List<Integer> sizes = points.stream()
                    .filter(p -> setup(p.key(), p.key().copyMode()).equals(setup(r, r.copyMode())))
                    .map(p -> p.key().requestBytes())
                    .distinct()
                    .toList();
            Optional<Integer> buffers =
                    RecommendedConfiguration.whole(r.value()).filter(n -> n > 0);
            if (sizes.size() == 1 && buffers.isPresent()) {
                keys.add(new PointKey(r.board(), r.device(), r.direction(), buffers.get(), sizes.get(0), r.copyMode()));
            }
        }
        return keys;
    }

    /**
     * The measured point of the configuration's setup and request size whose buffer count
     * is nearest the recommended one (the more buffers of two as near): a knee from a fit
     * may lie between measured counts. The text names the point it reads.
     */
    static Optional<MeasuredPoint> nearest(PointKey recommended, List<MeasuredPoint> points) {
        return points.stream()
                .filter(p -> setup(p.key(), p.key().copyMode()).equals(setup(recommended, recommended.copyMode())))
                .filter(p -> p.key().requestBytes() == recommended.requestBytes())
                .min(Comparator.<MeasuredPoint>comparingInt(
                                p -> Math.abs(p.key().buffers() - recommended.buffers()))
                        .thenComparing(p -> -p.key().buffers()));
    }

    /** "The host's CPU at 4 x 256 KiB: 41.2 us/MB, 8 % of a core at 19.9 MB/s." and the budget's verdict. */
    static String cost(MeasuredPoint p, AnalysisSettings settings) {
        double perMb = p.cpu().microsPerMb().getAsDouble();
        double coreShare = coreShare(p);
        String text = "The host's CPU at " + p.key().buffers() + " x "
                + ByteSizeText.of(p.key().requestBytes()) + ": "
                + CpuCostText.perMegabyte(perMb) + ", " + CpuCostText.ofACore(coreShare) + " at "
                + ThroughputText.of(p.throughputMbS()) + ".";
        if (overBudget(p, settings)) {
            text += " Over the board's CPU budget of "
                    + CpuCostText.budget(settings.cpuBudgetPercent().getAsDouble()) + ".";
        }
        return text;
    }

    /**
     * Where a recommended configuration is over the board's CPU budget, the measured
     * configuration of its setup that keeps the rate within it: of the points within the
     * budget that reach the knee share of the setup's best measured MB/s, the one with the
     * least buffer memory (the faster of two as small). "Within it: 4 x 256 KiB, 19.8 MB/s
     * at 31 % of a core." or, where none does, that none does.
     */
    static String withinBudget(MeasuredPoint over, List<MeasuredPoint> costed, AnalysisSettings settings) {
        List<MeasuredPoint> setup = costed.stream()
                .filter(p -> setup(p.key(), p.key().copyMode())
                        .equals(setup(over.key(), over.key().copyMode())))
                .toList();
        double best =
                setup.stream().mapToDouble(MeasuredPoint::throughputMbS).max().orElse(Double.NaN);
        Optional<MeasuredPoint> within = setup.stream()
                .filter(p -> !overBudget(p, settings))
                .filter(p -> p.throughputMbS() >= settings.kneeShare() * best)
                .min(Comparator.<MeasuredPoint>comparingLong(
                                p -> (long) p.key().buffers() * p.key().requestBytes())
                        .thenComparing(p -> -p.throughputMbS()));
        if (within.isEmpty()) {
            return "No measured configuration of " + over.key().copyMode().label() + " reaches "
                    + PercentText.whole(settings.kneeShare()) + " of its best " + ThroughputText.of(best)
                    + " within it.";
        }
        MeasuredPoint p = within.get();
        return "Within it: " + p.key().buffers() + " x "
                + ByteSizeText.of(p.key().requestBytes()) + ", " + ThroughputText.of(p.throughputMbS()) + " at "
                + CpuCostText.ofACore(coreShare(p)) + ".";
    }

    /** The share of one core a point keeps busy moving data: its CPU per MB times its MB/s. */
    public static double coreShare(MeasuredPoint p) {
        return p.cpu().microsPerMb().orElse(Double.NaN) * p.throughputMbS() / 1e6;
    }

    /** Whether the board sets a CPU budget and the point's CPU at its MB/s is over it. */
    public static boolean overBudget(MeasuredPoint p, AnalysisSettings settings) {
        return settings.cpuBudgetPercent().isPresent()
                && p.cpu().isKnown()
                && 100 * coreShare(p) > settings.cpuBudgetPercent().getAsDouble();
    }

    private static String setup(PointKey k, CopyMode mode) {
        return k.board() + '\0' + k.device() + '\0' + k.direction() + '\0' + mode;
    }

    private static String setup(Recommendation r, CopyMode mode) {
        return r.board() + '\0' + r.device() + '\0' + r.direction() + '\0' + mode;
    }
}
