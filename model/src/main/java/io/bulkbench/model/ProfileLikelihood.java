package io.bulkbench.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.commons.math3.distribution.ChiSquaredDistribution;
import org.apache.commons.math3.exception.TooManyEvaluationsException;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.LUDecomposition;
import org.apache.commons.math3.linear.RealMatrix;
import org.apache.commons.math3.optim.InitialGuess;
import org.apache.commons.math3.optim.MaxEval;
import org.apache.commons.math3.optim.SimpleBounds;
import org.apache.commons.math3.optim.nonlinear.scalar.GoalType;
import org.apache.commons.math3.optim.nonlinear.scalar.ObjectiveFunction;
import org.apache.commons.math3.optim.nonlinear.scalar.noderiv.BOBYQAOptimizer;

/**
 * 95 % intervals from the profile likelihood: for each parameter, the values at which the
 * least chi-square with that parameter held fixed and the others free has risen over the
 * fit by the 95 % quantile of chi-square with one degree of freedom (scaled up by the
 * reduced chi-square when the fit is worse than the errors say). A side where it never
 * rises that far inside the search box is unbounded: the parameter is undetermined there.
 *
 * <p>Every point the fit and the walks evaluated inside the threshold lies in the 95 %
 * region, and so does its value of every parameter: an interval is widened to take in
 * the values of all of them, which catches what the walk's local steps miss where the
 * region is curved.
 *
 * <p>The walk doubles its step from 1/500 of the box, then bisects the crossing. At each
 * step the other parameters are re-fitted by damped Gauss-Newton steps on the twin's
 * residuals, with the Jacobian taken once at the fit, starting where the previous step
 * left them moved along the profile path (the direction the curvature at the fit says
 * they follow). A walk costs some 15 steps of up to {@link #INNER_STEPS} + 1 twin
 * evaluations per side. Where those steps say the rise crossed the threshold, the others
 * are re-fitted from scratch once or twice (BOBYQA, x_j held) before the crossing is
 * believed: on points that confound two costs the region bends away from the fit's
 * curvature, and the quick steps alone stop short of splits that fit as well.
 */
final class ProfileLikelihood {
    private static final double FIRST_STEP = 0.002;
    private static final int BISECTIONS = 5;
    private static final int INNER_STEPS = 3;
    /** How many times a walk re-fits the others from scratch where the quick steps say it crossed. */
    private static final int REFITS = 2;
    /** BOBYQA's evaluations per free coordinate in such a re-fit, and its first trust region (box units). */
    private static final int REFIT_EVALUATIONS = 15;

    private static final double REFIT_RADIUS = 0.1;
    /** Finite-difference steps for the Jacobian, in box units. */
    private static final double DIFFERENCE = 0.01;

    private static final double MIN_DIFFERENCE = 1e-4;
    /** A weak prior on every coordinate (one box width either way) so a flat direction still inverts. */
    private static final double PRIOR = 1.0;

    private final ParameterSpace space;
    private final TwinObjective objective;
    /** The objective with the searching twin's request count, for the re-fits of a walk. */
    private final TwinObjective search;

    private final double[] best;
    private final double bestChiSquare;
    private final double threshold;
    private double[][] jacobian;
    /** The Gauss-Newton covariance at the fit, in box units, once {@link #paths} has run. */
    private RealMatrix covariance;
    /** Per parameter and side, the farthest point its walk found inside the threshold. */
    private double[][][] farthest;
    /** The lowest and highest x of each parameter among the points evaluated inside the threshold. */
    private final double[] regionLow;

    private final double[] regionHigh;

    /**
     * @param visited points the fit evaluated with this objective, each {x..., chi-square}
     */
    ProfileLikelihood(
            ParameterSpace space,
            TwinObjective objective,
            double[] best,
            double bestChiSquare,
            List<double[]> visited) {
        this.space = space;
        this.objective = objective;
        this.search = objective.withRequests(TwinObjective.SEARCH_REQUESTS);
        this.best = best.clone();
        this.bestChiSquare = bestChiSquare;
        int dof = Math.max(1, objective.size() - space.size());
        double quantile = new ChiSquaredDistribution(1).inverseCumulativeProbability(0.95);
        this.threshold = quantile * Math.max(1.0, bestChiSquare / dof);
        this.regionLow = best.clone();
        this.regionHigh = best.clone();
        for (double[] v : visited) {
            visit(Arrays.copyOf(v, best.length), v[best.length]);
        }
    }

    private void visit(double[] x, double chiSquare) {
        if (chiSquare - bestChiSquare <= threshold) {
            for (int i = 0; i < x.length; i++) {
                regionLow[i] = Math.min(regionLow[i], x[i]);
                regionHigh[i] = Math.max(regionHigh[i], x[i]);
            }
        }
    }

    List<ParameterEstimate> estimates() {
        double[][] paths = paths();
        List<ParameterEstimate> out = new ArrayList<>();
        double[][][] walks = new double[space.size()][2][];
        farthest = new double[space.size()][2][];
        for (int j = 0; j < space.size(); j++) {
            for (int side = 0; side < 2; side++) {
                Walk walk = new Walk(j, paths[j], side == 0 ? -1 : +1);
                walks[j][side] = walk.run();
                farthest[j][side] = walk.others.clone();
            }
        }
        for (int j = 0; j < space.size(); j++) {
            double[] low = walks[j][0];
            double[] high = walks[j][1];
            low[0] = Math.min(low[0], regionLow[j]);
            high[0] = Math.max(high[0], regionHigh[j]);
            FreeParameter p = space.free().get(j);
            boolean lowFound = low[1] > 0 || (p.mayBeZero() && space.valueAt(j, low[0]) == 0);
            out.add(new ParameterEstimate(
                    p,
                    space.valueAt(j, best[j]),
                    space.valueAt(j, low[0]),
                    space.valueAt(j, high[0]),
                    lowFound,
                    high[1] > 0,
                    space.low(j),
                    space.high(j)));
        }
        return out;
    }

    /**
     * Every pair of parameters whose estimates correlate beyond {@link
     * Confounding#CONFOUNDED} at the fit ({@link PairCorrelation}: the covariance's, or the
     * points' own where the prior would dilute it), with the split its walks found farthest from the
     * fit inside the threshold; call after {@link #estimates()}.
     */
    List<Confounding> confounded() {
        List<Confounding> out = new ArrayList<>();
        for (int i = 0; i < space.size(); i++) {
            for (int j = i + 1; j < space.size(); j++) {
                double r = PairCorrelation.of(
                        jacobian,
                        i,
                        j,
                        covariance.getEntry(i, j) / Math.sqrt(covariance.getEntry(i, i) * covariance.getEntry(j, j)));
                if (Math.abs(r) >= Confounding.CONFOUNDED) {
                    double[] other = farthest[i][0];
                    for (double[] candidate : new double[][] {farthest[i][1], farthest[j][0], farthest[j][1]}) {
                        if (Math.abs(candidate[i] - best[i]) > Math.abs(other[i] - best[i])) {
                            other = candidate;
                        }
                    }
                    out.add(new Confounding(space.free().get(i), space.free().get(j), r, space.profileAt(other)));
                }
            }
        }
        return out;
    }

    /**
     * For each parameter j, the direction the others follow per unit of j: column j of the
     * inverse curvature (Gauss-Newton, J'J of the normalised residuals) over its diagonal.
     * The Jacobian is taken twice: with a step of 1/100 of the box, then with steps of half
     * each parameter's standard error from the first, so a parameter the data pin to a
     * fraction of a percent is not differenced across a range it does not live in.
     */
    private double[][] paths() {
        int k = space.size();
        double[] steps = new double[k];
        Arrays.fill(steps, DIFFERENCE);
        covariance = inverse(information(steps, -1));
        for (int j = 0; j < k; j++) {
            steps[j] = Math.max(MIN_DIFFERENCE, Math.min(DIFFERENCE, 0.5 * Math.sqrt(covariance.getEntry(j, j))));
        }
        covariance = inverse(information(steps, -1));
        double[][] paths = new double[k][k];
        for (int j = 0; j < k; j++) {
            for (int i = 0; i < k; i++) {
                paths[j][i] = covariance.getEntry(i, j) / covariance.getEntry(j, j);
            }
        }
        return paths;
    }

    /**
     * J'J plus the weak prior; with {@code steps}, J is differenced anew and kept; with
     * null, the kept J is used. Column {@code held} (when >= 0) is left out: the others' block.
     */
    private RealMatrix information(double[] steps, int held) {
        if (steps != null) {
            difference(steps);
        }
        int k = space.size();
        RealMatrix jm = new Array2DRowRealMatrix(jacobian, false);
        RealMatrix information = jm.transpose().multiply(jm);
        for (int j = 0; j < k; j++) {
            information.addToEntry(j, j, 1 / (PRIOR * PRIOR));
        }
        if (held >= 0) {
            // holding j fixed: its row and column drop out of the others' normal equations
            for (int i = 0; i < k; i++) {
                information.setEntry(held, i, i == held ? 1 : 0);
                information.setEntry(i, held, i == held ? 1 : 0);
            }
        }
        return information;
    }

    private void difference(double[] steps) {
        int k = space.size();
        int n = objective.size();
        jacobian = new double[n][k];
        for (int j = 0; j < k; j++) {
            double[] up = best.clone();
            double[] down = best.clone();
            up[j] = Math.min(1, best[j] + steps[j]);
            down[j] = Math.max(0, best[j] - steps[j]);
            double[] twinUp = objective.twin(space.profileAt(up));
            double[] twinDown = objective.twin(space.profileAt(down));
            visit(up, objective.chiSquare(twinUp));
            visit(down, objective.chiSquare(twinDown));
            double[] rUp = objective.normalisedResiduals(twinUp);
            double[] rDown = objective.normalisedResiduals(twinDown);
            for (int i = 0; i < n; i++) {
                jacobian[i][j] = (rUp[i] - rDown[i]) / (up[j] - down[j]);
            }
        }
    }

    private static RealMatrix inverse(RealMatrix m) {
        return new LUDecomposition(m).getSolver().getInverse();
    }

    /** One side of one parameter's profile. */
    private final class Walk {
        private final int j;
        private final double[] path;
        private final int sign;
        /** (J_o'J_o + prior)^-1 J_o', the others' Gauss-Newton step per residual vector. */
        private final RealMatrix step;

        private int refits;
        /** The others where the last step inside the threshold left them. */
        private double[] others;

        private double othersAt;

        Walk(int j, double[] path, int sign) {
            this.j = j;
            this.path = path;
            this.sign = sign;
            RealMatrix jm = new Array2DRowRealMatrix(jacobian, false);
            this.step = inverse(information(null, j)).multiply(jm.transpose());
            this.others = best.clone();
        }

        /** {x_j at the crossing or where the box ended, 1 when the rise was reached else 0}. */
        double[] run() {
            double inside = 0;
            double size = FIRST_STEP;
            while (true) {
                double t = sign * size;
                boolean last = best[j] + t < 0 || best[j] + t > 1;
                if (last) {
                    t = (sign < 0 ? 0 : 1) - best[j];
                }
                if (rise(t) > threshold && !refitted(t)) {
                    return new double[] {bisect(inside, t), 1};
                }
                if (last) {
                    return new double[] {best[j] + t, 0};
                }
                inside = t;
                size *= 2;
            }
        }

        /**
         * Whether the others, re-fitted from scratch by BOBYQA with x_j held at best + t, bring
         * the rise back inside the threshold: the quick steps follow the curvature at the fit,
         * and where the region bends far from it (a confounded pair trading one cost for
         * another) they stop at a crossing the true profile does not have. The search runs
         * with the searching twin and is judged with the fitting one; a walk tries it at most
         * {@link #REFITS} times.
         */
        private boolean refitted(double t) {
            if (refits >= REFITS || best.length < 3) {
                return false;
            }
            refits++;
            double xj = clamp(best[j] + t);
            int m = best.length - 1;
            double[] start = new double[m];
            for (int i = 0, a = 0; i < best.length; i++) {
                if (i != j) {
                    start[a++] = clamp(others[i] + (t - othersAt) * path[i]);
                }
            }
            double[] found = start.clone();
            double[] foundChi = {Double.POSITIVE_INFINITY};
            double[] lower = new double[m];
            double[] upper = new double[m];
            Arrays.fill(upper, 1.0);
            try {
                new BOBYQAOptimizer(2 * m + 1, REFIT_RADIUS, 1e-3)
                        .optimize(
                                new MaxEval(REFIT_EVALUATIONS * m),
                                new ObjectiveFunction(y -> {
                                    double v = search.chiSquare(space.profileAt(joined(y, xj)));
                                    if (v < foundChi[0]) {
                                        foundChi[0] = v;
                                        System.arraycopy(y, 0, found, 0, m);
                                    }
                                    return v;
                                }),
                                GoalType.MINIMIZE,
                                new InitialGuess(start),
                                new SimpleBounds(lower, upper));
            } catch (TooManyEvaluationsException e) {
                // the best point seen so far is judged below
            }
            double[] x = joined(found, xj);
            double chi = objective.chiSquare(space.profileAt(x));
            visit(x, chi);
            if (chi - bestChiSquare > threshold) {
                return false;
            }
            others = x;
            othersAt = t;
            return true;
        }

        /** The others {@code y} with x_j put back in its place. */
        private double[] joined(double[] y, double xj) {
            double[] x = new double[best.length];
            for (int i = 0, a = 0; i < x.length; i++) {
                x[i] = i == j ? xj : y[a++];
            }
            return x;
        }

        private double bisect(double inside, double outside) {
            for (int i = 0; i < BISECTIONS; i++) {
                double mid = (inside + outside) / 2;
                if (rise(mid) > threshold) {
                    outside = mid;
                } else {
                    inside = mid;
                }
            }
            return best[j] + (inside + outside) / 2;
        }

        /**
         * The least chi-square found with x_j = best + t, over the fit: the others start
         * from where the last accepted step left them, moved along the path, then take
         * damped Gauss-Newton steps while they lower it.
         */
        private double rise(double t) {
            double[] x = new double[best.length];
            for (int i = 0; i < x.length; i++) {
                x[i] = clamp(i == j ? best[j] + t : others[i] + (t - othersAt) * path[i]);
            }
            double[] twin = objective.twin(space.profileAt(x));
            double chi = objective.chiSquare(twin);
            visit(x, chi);
            double shrink = 1;
            for (int s = 0; s < INNER_STEPS; s++) {
                double[] r = objective.normalisedResiduals(twin);
                double[] next = x.clone();
                for (int i = 0; i < x.length; i++) {
                    if (i != j) {
                        double delta = 0;
                        for (int m = 0; m < r.length; m++) {
                            delta -= step.getEntry(i, m) * r[m];
                        }
                        next[i] = clamp(x[i] + shrink * delta);
                    }
                }
                double[] nextTwin = objective.twin(space.profileAt(next));
                double nextChi = objective.chiSquare(nextTwin);
                visit(next, nextChi);
                if (nextChi < chi) {
                    x = next;
                    twin = nextTwin;
                    chi = nextChi;
                } else {
                    // the twin's corners: a shorter step along the same direction may still gain
                    shrink /= 4;
                }
            }
            double rise = chi - bestChiSquare;
            if (rise <= threshold) {
                others = x;
                othersAt = t;
            }
            return rise;
        }
    }

    private static double clamp(double v) {
        return Math.max(0, Math.min(1, v));
    }
}
