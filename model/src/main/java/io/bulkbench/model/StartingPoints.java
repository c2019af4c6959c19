package io.bulkbench.model;

import io.bulkbench.benchmarks.sim.SimProfile;
import io.bulkbench.benchmarks.sim.SweptParameter;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * Where the search starts, seeded from the data as well as from the template. At its
 * deepest pipeline each request size's best throughput T gives the time per request
 * S / T, and a straight line through those times, a + b S, says what one request costs:
 * a fixed part and a part per byte. Whichever resource sets that pace, the line is its
 * cost: the link (c = a, B = 1 / b), the host (submit a, per KiB b), or on a
 * device-buffers profile the device's storage (fixed a, rate 1 / b); each reading is a
 * start, the others set well below it. One more reads two resources at once: the link
 * on the line, and a fixed host cost that alone sets the smallest size's pace (a host
 * stack slower than the bus at small requests, the USRP's Linux fusb). Then the template
 * as it is, with the link no slower than the best measured point, and one start
 * scattered around that.
 */
final class StartingPoints {
    /** The scattered start lies this far (in box units) either way of the template's. */
    private static final double SCATTER = 0.15;

    private StartingPoints() {}

    static List<double[]> of(ParameterSpace space, List<MeasuredPoint> ok, double best) {
        SimProfile template = space.template();
        List<double[]> starts = new ArrayList<>();
        double[] line = perRequestLine(ok);
        if (line.length == 3) {
            double a = line[0];
            double b = line[1];
            double smallestUs = line[2];
            starts.add(space.xOf(reading(template, a, b, smallestUs, Limit.LINK)));
            starts.add(space.xOf(reading(template, a, b, smallestUs, Limit.HOST)));
            starts.add(space.xOf(reading(template, a, b, smallestUs, Limit.HOST_THEN_LINK)));
            if (template.swept() == SweptParameter.DEVICE_BUFFERS
                    && template.deviceStage().isPresent()) {
                starts.add(space.xOf(reading(template, a, b, smallestUs, Limit.DEVICE)));
            }
        }
        SimProfile seeded = template;
        if (FreeParameter.LINK_BANDWIDTH.of(seeded) < 1.05 * best) {
            seeded = FreeParameter.LINK_BANDWIDTH.set(seeded, 1.05 * best);
        }
        if (space.free().contains(FreeParameter.DEVICE_STORAGE)) {
            seeded = FreeParameter.DEVICE_STORAGE.set(seeded, 1.02 * best);
        }
        double[] fromTemplate = space.xOf(seeded);
        starts.add(fromTemplate);
        SplittableRandom random = new SplittableRandom(template.seed());
        double[] x = fromTemplate.clone();
        for (int i = 0; i < x.length; i++) {
            x[i] = Math.max(0, Math.min(1, x[i] + SCATTER * (2 * random.nextDouble() - 1)));
        }
        starts.add(x);
        return starts;
    }

    private enum Limit {
        LINK,
        HOST,
        /** The host's fixed cost at the smallest size, the link from there on. */
        HOST_THEN_LINK,
        DEVICE
    }

    /**
     * The template read as if {@code limit} cost a + b S per request (us, S in bytes), the
     * rest well below it, with jitter on the host and the device of about one request's
     * time, {@code smallestUs} (the smallest size's time per request). For {@link
     * Limit#HOST_THEN_LINK} that time is the host's fixed cost, with a small jitter.
     */
    private static SimProfile reading(SimProfile template, double a, double b, double smallestUs, Limit limit) {
        double fast = 4;
        SimProfile p = template;
        boolean link = limit == Limit.LINK || limit == Limit.HOST_THEN_LINK;
        p = FreeParameter.LINK_BANDWIDTH.set(p, link ? 1 / b : fast / b);
        p = FreeParameter.LINK_PER_REQUEST.set(p, link ? a : a / fast);
        if (limit == Limit.HOST_THEN_LINK) {
            p = FreeParameter.HOST_SUBMIT.set(p, smallestUs);
            p = FreeParameter.HOST_SUBMIT_PER_KIB.set(p, 0);
            p = FreeParameter.HOST_JITTER.set(p, smallestUs / fast);
        } else {
            p = FreeParameter.HOST_SUBMIT.set(p, limit == Limit.HOST ? a : a / fast);
            p = FreeParameter.HOST_SUBMIT_PER_KIB.set(p, (limit == Limit.HOST ? b : b / fast) * 1024);
            p = FreeParameter.HOST_JITTER.set(p, smallestUs);
        }
        if (p.deviceStage().isPresent()) {
            p = FreeParameter.DEVICE_STORAGE.set(p, limit == Limit.DEVICE ? 1 / b : fast / b);
            p = FreeParameter.DEVICE_FIXED.set(p, limit == Limit.DEVICE ? a : a / fast);
            p = FreeParameter.DEVICE_JITTER.set(p, smallestUs);
        }
        return p;
    }

    /**
     * {a, b, j} of the least-squares line through (S, S / T) over the request sizes, T the
     * best throughput of each size over the buffer counts (one direction only, either copy
     * mode), and a jitter j: the time per request at the smallest size, since jitter that
     * costs throughput at a shallow pipeline is of the order of a request's time. Empty
     * when fewer than two sizes were measured or the line is not a cost.
     */
    private static double[] perRequestLine(List<MeasuredPoint> ok) {
        Map<Integer, Double> bestBySize = new TreeMap<>();
        for (MeasuredPoint p : ok) {
            if (p.key().direction() != Direction.BOTH && p.throughputMbS() > 0) {
                bestBySize.merge(p.key().requestBytes(), p.throughputMbS(), Math::max);
            }
        }
        if (bestBySize.size() < 2) {
            return new double[0];
        }
        double n = bestBySize.size();
        double sx = 0;
        double sy = 0;
        double sxx = 0;
        double sxy = 0;
        for (Map.Entry<Integer, Double> e : bestBySize.entrySet()) {
            double s = e.getKey();
            double us = s / e.getValue();
            sx += s;
            sy += us;
            sxx += s * s;
            sxy += s * us;
        }
        double b = (n * sxy - sx * sy) / (n * sxx - sx * sx);
        double a = Math.max(0, (sy - b * sx) / n);
        int smallest = ((TreeMap<Integer, Double>) bestBySize).firstKey();
        return b > 0 && Double.isFinite(b) ? new double[] {a, b, smallest / bestBySize.get(smallest)} : new double[0];
    }
}
