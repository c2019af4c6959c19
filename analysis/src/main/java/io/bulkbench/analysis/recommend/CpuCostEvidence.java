package io.bulkbench.analysis.recommend;

import io.bulkbench.analysis.AnalysisSettings;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.RecommendedConfiguration;
import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.CpuCostText;
import io.bulkbench.core.MeasuredPoint;
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
 * configuration (or the measured buffer count nearest it) and the share of one core that is at its MB/s, over the board's CPU
 * budget or not; and where copy and no-copy reach the same MB/s at their recommended
 * configurations, which of the two is cheaper and by how much ("no-copy: same 19.9 MB/s,
 * 38 % less CPU per MB"), so "copy or not?" is answered on the CPU where throughput
 * cannot answer it. The cheaper mode's recommendations are marked
 * ({@link Recommendation#cheaperOnCpu()}), so a symbol that takes one value follows it.
 */
public final class CpuCostEvidence {
    /** Two throughputs this close are the same MB/s even where JMH's errors are smaller or unknown. */
    static final double SAME_THROUGHPUT = 0.01;

    private CpuCostEvidence() {}

    public static List<Recommendation> annotate(
            List<Recommendation> recommendations, List<MeasuredPoint> points, AnalysisSettings settings) {
        List<MeasuredPoint> costed =
                points.stream().filter(p -> p.isOk() && p.cpu().isKnown()).toList();
        Map<String, MeasuredPoint> recommendedPoint = new HashMap<>();
        for (PointKey key : configurations(recommendations, costed, settings)) {
            nearest(key, costed).ifPresent(p -> recommendedPoint.put(setup(key, key.copyMode()), p));
        }
        List<Recommendation> out = new ArrayList<>(recommendations.size());
        for (Recommendation r : recommendations) {
            StringBuilder more = new StringBuilder();
            boolean cheaper = false;
            MeasuredPoint here = recommendedPoint.get(setup(r, r.copyMode()));
            if (here != null) {
                more.append(cost(here, settings));
                if (overBudget(here, settings)) {
                    more.append(' ').append(withinBudget(here, costed, settings));
                }
                MeasuredPoint there = recommendedPoint.get(setup(r, other(r.copyMode())));
                Optional<Saving> saving = there == null ? Optional.empty() : cheaperMode(here, there);
                saving.ifPresent(found -> more.append(' ').append(found.text()));
                cheaper = saving.isPresent() && saving.get().cheap() == here;
            }
            Recommendation annotated = more.isEmpty() ? r : r.withRationale((r.rationale() + " " + more).trim());
            out.add(cheaper ? annotated.asCheaperOnCpu() : annotated);
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
                    + CpuCostText.percent(settings.kneeShare()) + " of its best " + ThroughputText.of(best)
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

    /** The cheaper of two modes' points, and the sentence that names it and its saving. */
    record Saving(MeasuredPoint cheap, String text) {}

    /**
     * When the two modes move the same MB/s (within their errors, or 1 %) and one costs
     * measurably less CPU per MB, that one and the sentence that names it and its saving;
     * else nothing. Measurably: the gap exceeds the root sum of squares of the two errors,
     * the half-width of the difference's own interval at JMH's 99.9 % for two independent
     * means. Asking the two intervals not to overlap (the errors' sum) would test at a far
     * stricter level than the one the errors are given at.
     */
    static Optional<Saving> cheaperMode(MeasuredPoint a, MeasuredPoint b) {
        if (!sameThroughput(a, b)) {
            return Optional.empty();
        }
        MeasuredPoint cheap = cost(a) <= cost(b) ? a : b;
        MeasuredPoint dear = cheap == a ? b : a;
        double apart = cost(dear) - cost(cheap);
        if (!(apart
                > Math.hypot(
                        known(cheap.cpu().errorMicrosPerMb()), known(dear.cpu().errorMicrosPerMb())))) {
            return Optional.empty();
        }
        return Optional.of(new Saving(
                cheap,
                cheap.key().copyMode().label() + ": same " + ThroughputText.of(cheap.throughputMbS()) + ", "
                        + CpuCostText.percent(apart / cost(dear)) + " less CPU per MB."));
    }

    private static boolean sameThroughput(MeasuredPoint a, MeasuredPoint b) {
        double apart = Math.abs(a.throughputMbS() - b.throughputMbS());
        double within = Math.max(
                known(a.errorMbS()) + known(b.errorMbS()),
                SAME_THROUGHPUT * Math.max(a.throughputMbS(), b.throughputMbS()));
        return apart <= within;
    }

    private static double cost(MeasuredPoint p) {
        return p.cpu().microsPerMb().getAsDouble();
    }

    private static double known(double error) {
        return Double.isNaN(error) ? 0 : error;
    }

    private static CopyMode other(CopyMode mode) {
        return mode == CopyMode.COPY ? CopyMode.NO_COPY : CopyMode.COPY;
    }

    private static String setup(PointKey k, CopyMode mode) {
        return k.board() + '\0' + k.device() + '\0' + k.direction() + '\0' + mode;
    }

    private static String setup(Recommendation r, CopyMode mode) {
        return r.board() + '\0' + r.device() + '\0' + r.direction() + '\0' + mode;
    }
}
