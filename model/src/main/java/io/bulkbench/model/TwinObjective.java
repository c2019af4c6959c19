package io.bulkbench.model;

import io.bulkbench.analysis.fit.JmhError;
import io.bulkbench.benchmarks.sim.SimProfile;
import io.bulkbench.benchmarks.sim.SimulatedThroughput;
import io.bulkbench.core.MeasuredPoint;
import java.util.List;
import java.util.stream.IntStream;

/**
 * How far a profile's twin is from measured points: the chi-square
 * sum(((measured - twin) / sigma)^2). A point's sigma combines the standard error of its
 * mean (from its error_mb_s, see {@link JmhError}) with the twin's own error at the request count the fit runs it with,
 * {@link #TWIN_SHARE} of the throughput; so a point measured with error 0 (a prediction)
 * still has a sigma, and no point outweighs what the twin itself can resolve.
 */
final class TwinObjective {
    /** Requests per point while searching from the starts: the twin's own error there is at most ~0.3 %. */
    static final int SEARCH_REQUESTS = 1_000;
    /** Requests per point for the final fit and the intervals. */
    static final int FIT_REQUESTS = 4_000;
    /** The twin's own relative error while searching, as a standard deviation. */
    static final double TWIN_SHARE = 0.002;

    private final List<MeasuredPoint> points;
    private final double[] measured;
    private final double[] sigma;
    private final int requests;
    private final int[] evaluations;

    /** The objective over {@code points}, running the twin with {@code requests} per point. */
    TwinObjective(List<MeasuredPoint> points, int requests) {
        this(points, requests, new int[1]);
    }

    private TwinObjective(List<MeasuredPoint> points, int requests, int[] evaluations) {
        this.requests = requests;
        this.evaluations = evaluations;
        this.points = List.copyOf(points);
        this.measured = new double[points.size()];
        this.sigma = new double[points.size()];
        for (int i = 0; i < points.size(); i++) {
            MeasuredPoint p = points.get(i);
            measured[i] = p.throughputMbS();
            double se = JmhError.standardError(p);
            se = Double.isNaN(se) ? 0 : se;
            double twin = TWIN_SHARE * p.throughputMbS();
            sigma[i] = Math.sqrt(se * se + twin * twin);
            if (!(sigma[i] > 0)) {
                // a point measured at 0 MB/s: judged against the twin's resolution at 1 MB/s
                sigma[i] = TWIN_SHARE;
            }
        }
    }

    /** The same objective with another request count per point, counting evaluations with this one. */
    TwinObjective withRequests(int perPoint) {
        return new TwinObjective(points, perPoint, evaluations);
    }

    List<MeasuredPoint> points() {
        return points;
    }

    int size() {
        return points.size();
    }

    /** The twin's throughput at every point, with {@code requests} measured per point. */
    double[] twin(SimProfile profile) {
        return twin(profile, requests);
    }

    double[] twin(SimProfile profile, int requests) {
        evaluations[0]++;
        // points are independent runs of the twin, each deterministic: any order gives the same numbers
        return IntStream.range(0, points.size())
                .parallel()
                .mapToDouble(i -> SimulatedThroughput.mbS(profile, points.get(i).key(), requests))
                .toArray();
    }

    double chiSquare(SimProfile profile) {
        return chiSquare(twin(profile, requests));
    }

    double chiSquare(double[] twin) {
        double sum = 0;
        for (int i = 0; i < twin.length; i++) {
            double r = (measured[i] - twin[i]) / sigma[i];
            sum += r * r;
        }
        return sum;
    }

    /** Each point's (measured - twin) / sigma, for the curvature of the chi-square. */
    double[] normalisedResiduals(double[] twin) {
        double[] r = new double[twin.length];
        for (int i = 0; i < twin.length; i++) {
            r[i] = (measured[i] - twin[i]) / sigma[i];
        }
        return r;
    }

    double sigma(int i) {
        return sigma[i];
    }

    /** Twin evaluations so far (one evaluation = every point once). */
    int evaluations() {
        return evaluations[0];
    }
}
