package io.bulkbench.model;

import io.bulkbench.benchmarks.sim.SimProfile;
import lombok.NonNull;

/**
 * Two fitted parameters the measured points hardly tell apart: their estimates correlate
 * beyond {@link #CONFOUNDED} at the fit (the Gauss-Newton covariance, or where its weak
 * prior dilutes what the points show, their own effects: {@link PairCorrelation}), so the points pin
 * down a combination of the two (the path's cost) more than the split between them. The
 * other split is a profile the profile-likelihood walks found inside the 95 % threshold
 * with the pair moved far from the fit: it explains the same points, and the points that
 * would separate the two are where it and the fit part ({@link SeparatingPoints}).
 *
 * @param correlation the correlation of the two estimates, -1..1
 */
public record Confounding(
        @NonNull FreeParameter first,
        @NonNull FreeParameter second,
        double correlation,
        @NonNull SimProfile otherSplit) {
    /** The correlation beyond which two parameters are called confounded. */
    public static final double CONFOUNDED = 0.9;
}
