package io.bulkbench.analysis.recommend;

import io.bulkbench.analysis.CheaperMode;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PercentText;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * "Copy or not?" over a direction's every configuration measured both ways, point by point
 * ({@link ModePair}): at how many the CPU per MB differed beyond the errors, which mode was
 * cheaper there and by how much (the median and range of the saving), and whether MB/s
 * differed too. One sentence says it all, naming no two configurations side by side.
 */
public record CopyOrNot(
        Direction direction,
        int compared,
        CopyMode cheaper,
        int cheaperAt,
        int otherCheaperAt,
        double medianLess,
        double leastLess,
        double mostLess,
        int throughputDiffers,
        Optional<CopyMode> faster,
        double medianFasterBy) {

    /**
     * The answer for one board, device and direction over the points whose CPU was measured;
     * empty where no configuration was measured in both modes.
     */
    public static Optional<CopyOrNot> of(List<MeasuredPoint> points, String board, String device, Direction direction) {
        List<ModePair> pairs = pairs(points, board, device, direction);
        if (pairs.isEmpty()) {
            return Optional.empty();
        }
        List<ModePair> differing = pairs.stream().filter(ModePair::cpuDiffers).toList();
        long noCopyCheaper = differing.stream()
                .filter(p -> p.cheaper().key().copyMode() == CopyMode.NO_COPY)
                .count();
        CopyMode cheaper = noCopyCheaper * 2 >= differing.size() ? CopyMode.NO_COPY : CopyMode.COPY;
        double[] less = differing.stream()
                .filter(p -> p.cheaper().key().copyMode() == cheaper)
                .mapToDouble(ModePair::less)
                .sorted()
                .toArray();
        List<ModePair> unlike = differing.stream()
                .filter(p -> p.cheaper().key().copyMode() == cheaper && !p.sameThroughput())
                .toList();
        long copyFaster = unlike.stream()
                .filter(p -> p.faster().key().copyMode() == CopyMode.COPY)
                .count();
        Optional<CopyMode> faster = unlike.isEmpty()
                ? Optional.empty()
                : Optional.of(copyFaster * 2 > unlike.size() ? CopyMode.COPY : CopyMode.NO_COPY);
        double[] fasterBy = unlike.stream()
                .filter(p -> p.faster().key().copyMode() == faster.orElse(null))
                .mapToDouble(ModePair::fasterBy)
                .sorted()
                .toArray();
        return Optional.of(new CopyOrNot(
                direction,
                pairs.size(),
                cheaper,
                less.length,
                differing.size() - less.length,
                median(less),
                less.length == 0 ? Double.NaN : less[0],
                less.length == 0 ? Double.NaN : less[less.length - 1],
                unlike.size(),
                faster,
                median(fasterBy)));
    }

    /** Every configuration of the setup measured, with its CPU, in both modes. */
    static List<ModePair> pairs(List<MeasuredPoint> points, String board, String device, Direction direction) {
        Map<PointKey, MeasuredPoint> noCopy = new HashMap<>();
        for (MeasuredPoint p : points) {
            if (costed(p, board, device, direction) && p.key().copyMode() == CopyMode.NO_COPY) {
                noCopy.put(p.key(), p);
            }
        }
        List<ModePair> out = new ArrayList<>();
        for (MeasuredPoint p : points) {
            if (costed(p, board, device, direction) && p.key().copyMode() == CopyMode.COPY) {
                MeasuredPoint other = noCopy.get(p.key().withCopyMode(CopyMode.NO_COPY));
                if (other != null) {
                    out.add(new ModePair(p, other));
                }
            }
        }
        return out;
    }

    private static boolean costed(MeasuredPoint p, String board, String device, Direction direction) {
        return p.isOk()
                && p.cpu().isKnown()
                && p.key().board().equals(board)
                && p.key().device().equals(device)
                && p.key().direction() == direction;
    }

    /**
     * "Copy or not, point by point (the same buffers and request size measured both ways, 30
     * configurations): no-copy used less CPU per MB at 28, by 62 % (median; 45 to 71 %), copy
     * at none; at the other 2 the two are within their errors. MB/s the same at each of the 28."
     */
    public String sentence() {
        String head = "Copy or not, point by point (the same buffers and request size measured both ways, " + compared
                + " configuration" + (compared == 1 ? "" : "s") + "): ";
        int within = compared - cheaperAt - otherCheaperAt;
        if (cheaperAt == 0) {
            return head + "the CPU per MB of copy and no-copy is within their errors at every one.";
        }
        String text = head + cheaper.label() + " used less CPU per MB at " + cheaperAt + ", by "
                + PercentText.whole(medianLess) + " (median; " + range(leastLess, mostLess) + "), "
                + CheaperMode.other(cheaper).label() + " at "
                + (otherCheaperAt == 0 ? "none" : Integer.toString(otherCheaperAt))
                + (within == 0 ? "" : "; at the other " + within + " the two are within their errors") + ".";
        if (throughputDiffers == 0) {
            return text + " MB/s the same at each of the " + cheaperAt + ".";
        }
        return text + " MB/s differ at " + throughputDiffers + " of the " + cheaperAt + ": "
                + faster.orElseThrow().label() + " faster by " + PercentText.whole(medianFasterBy)
                + " (median).";
    }

    /** "45 to 71 %", or "the same at each" where they round alike. */
    private static String range(double least, double most) {
        String low = String.format(Locale.ROOT, "%.0f", 100 * least);
        String high = String.format(Locale.ROOT, "%.0f", 100 * most);
        return low.equals(high) ? "the same at each" : low + " to " + high + " %";
    }

    private static double median(double[] sorted) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        int mid = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    }
}
