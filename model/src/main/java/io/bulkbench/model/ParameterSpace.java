package io.bulkbench.model;

import io.bulkbench.benchmarks.sim.LinkSpeed;
import io.bulkbench.benchmarks.sim.ProfileLoader;
import io.bulkbench.benchmarks.sim.SimProfile;
import java.util.List;

/**
 * The free parameters of one calibration and the box they are searched in. The optimiser
 * works on x in [0, 1] per parameter, mapped linearly onto the parameter's search
 * coordinate (log or asinh, see {@link FreeParameter}) between its bounds; everything not
 * free stays as the template has it.
 */
final class ParameterSpace {
    /** Costs are searched up to this many microseconds (or us/KiB x 1/100): far beyond any bulk transfer's. */
    private static final double MAX_COST_US = 100_000;

    private final SimProfile template;
    private final List<FreeParameter> free;
    private final double[] lowU;
    private final double[] highU;

    private ParameterSpace(SimProfile template, List<FreeParameter> free, double[] low, double[] high) {
        this.template = template;
        this.free = List.copyOf(free);
        this.lowU = new double[free.size()];
        this.highU = new double[free.size()];
        for (int i = 0; i < free.size(); i++) {
            lowU[i] = free.get(i).toSearch(low[i]);
            highU[i] = free.get(i).toSearch(high[i]);
        }
    }

    /** How far below the best measured throughput the searched rates go: to a fifth of it. */
    private static final double BELOW_BEST = 5;
    /** The slowest best throughput a space is made around: a fifth of it is the slowest rate a profile may give. */
    static final double LEAST_BEST_MB_S = BELOW_BEST * ProfileLoader.MIN_RATE_MB_S;

    /**
     * The space of {@code free} around {@code template}: rates from a fifth of the best
     * measured throughput to twenty times it (the link no faster than its protocol ceiling),
     * copy rates from 1 MB/s to 10^6 MB/s, costs from 0 to 100 ms (per KiB: 1 ms).
     */
    static ParameterSpace of(SimProfile template, List<FreeParameter> free, double bestMbS) {
        double[] low = new double[free.size()];
        double[] high = new double[free.size()];
        for (int i = 0; i < free.size(); i++) {
            FreeParameter p = free.get(i);
            switch (p) {
                case LINK_BANDWIDTH -> {
                    low[i] = bestMbS / BELOW_BEST;
                    high[i] = Math.min(
                            20 * bestMbS,
                            template.link().speed().map(LinkSpeed::ceilingMbS).orElse(Double.MAX_VALUE));
                }
                case DEVICE_STORAGE -> {
                    low[i] = bestMbS / BELOW_BEST;
                    high[i] = 20 * bestMbS;
                }
                case COPY_RATE, COPY_BEYOND_CACHE -> {
                    low[i] = 1;
                    high[i] = 1e6;
                }
                case HOST_SUBMIT_PER_KIB -> high[i] = MAX_COST_US / 100;
                default -> high[i] = MAX_COST_US;
            }
        }
        return new ParameterSpace(template, free, low, high);
    }

    List<FreeParameter> free() {
        return free;
    }

    int size() {
        return free.size();
    }

    SimProfile template() {
        return template;
    }

    /** The template with the free parameters at {@code x}. */
    SimProfile profileAt(double[] x) {
        SimProfile p = template;
        for (int i = 0; i < free.size(); i++) {
            p = free.get(i).set(p, valueAt(i, x[i]));
        }
        return p;
    }

    /** The value of parameter {@code i} at coordinate {@code xi} (clamped into [0, 1]). */
    double valueAt(int i, double xi) {
        double clamped = Math.max(0, Math.min(1, xi));
        return free.get(i).fromSearch(lowU[i] + clamped * (highU[i] - lowU[i]));
    }

    /** The coordinates of a profile's values, clamped into the box. */
    double[] xOf(SimProfile profile) {
        double[] x = new double[free.size()];
        for (int i = 0; i < free.size(); i++) {
            double v = free.get(i).of(profile);
            double u = Double.isFinite(v)
                    ? free.get(i).toSearch(Math.max(v, free.get(i).fromSearch(lowU[i])))
                    : highU[i];
            x[i] = Math.max(0, Math.min(1, (u - lowU[i]) / (highU[i] - lowU[i])));
        }
        return x;
    }

    /** The lowest and highest value parameter {@code i} is searched over. */
    double low(int i) {
        return free.get(i).fromSearch(lowU[i]);
    }

    double high(int i) {
        return free.get(i).fromSearch(highU[i]);
    }
}
