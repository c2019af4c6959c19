package io.bulkbench.analysis.fit;

import io.bulkbench.analysis.Curve;
import io.bulkbench.analysis.CurveFamily;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.apache.commons.math3.exception.MathIllegalStateException;
import org.apache.commons.math3.fitting.leastsquares.LeastSquaresBuilder;
import org.apache.commons.math3.fitting.leastsquares.LeastSquaresOptimizer.Optimum;
import org.apache.commons.math3.fitting.leastsquares.LeastSquaresProblem;
import org.apache.commons.math3.fitting.leastsquares.LevenbergMarquardtOptimizer;
import org.apache.commons.math3.fitting.leastsquares.MultivariateJacobianFunction;
import org.apache.commons.math3.fitting.leastsquares.ParameterValidator;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.DiagonalMatrix;
import org.apache.commons.math3.linear.RealMatrix;
import org.apache.commons.math3.linear.RealVector;
import org.apache.commons.math3.util.Pair;

/**
 * Fits one buffer-count curve (exp, hyperbolic, usl) by weighted Levenberg-Marquardt.
 * The parameters are kept physical by a validator that projects every step back into
 * the allowed region (k > 0, k_half >= 0, sigma >= 0, kappa >= 0), the iterations are
 * capped, and a fit that does not converge, or converges to something non-finite, is
 * reported as empty: the caller leaves that curve out rather than guess. With several
 * starting points the one reaching the lowest cost wins, so a poor linearisation cannot
 * trap the fit in a local minimum.
 */
public final class CurveFitter {

    /** Enough for every well-posed series seen; a fit needing more is not converging. */
    static final int MAX_ITERATIONS = 400;

    static final int MAX_EVALUATIONS = 2000;
    /** Keeps k strictly positive: at k = 0 the exponential's t_inf and t_1 become one parameter. */
    private static final double MIN_RATE = 1e-9;

    private CurveFitter() {}

    /** The best fit from data-derived starting points. */
    public static Optional<Curve> fit(CurveFamily family, FitData data) {
        if (data.size() <= family.parameterNames().size()) {
            return Optional.empty();
        }
        return fitFrom(family, data, CurveSeed.starts(family, data.x(), data.y()));
    }

    /** The best fit among the given starting points (a bootstrap round starts from the original fit). */
    public static Optional<Curve> fitFrom(CurveFamily family, FitData data, List<Curve> starts) {
        Curve best = null;
        double bestCost = Double.POSITIVE_INFINITY;
        for (Curve start : starts) {
            Optional<Optimum> o = optimize(family, data, start);
            if (o.isPresent() && o.get().getCost() < bestCost) {
                Curve found = family.curve(o.get().getPoint().toArray());
                if (physical(found, data.y())) {
                    bestCost = o.get().getCost();
                    best = found;
                }
            }
        }
        return Optional.ofNullable(best);
    }

    /** Commons Math works on arrays: the curve becomes the optimiser's array here and back in fitFrom. */
    private static Optional<Optimum> optimize(CurveFamily family, FitData data, Curve start) {
        LeastSquaresProblem problem = new LeastSquaresBuilder()
                .start(project(family, start.toArray()))
                .model(jacobian(family, data.x()))
                .target(data.y())
                .weight(new DiagonalMatrix(data.weights()))
                .parameterValidator(validator(family))
                .maxIterations(MAX_ITERATIONS)
                .maxEvaluations(MAX_EVALUATIONS)
                .lazyEvaluation(false)
                .build();
        try {
            return Optional.of(new LevenbergMarquardtOptimizer().optimize(problem));
        } catch (MathIllegalStateException | IllegalArgumentException | ArithmeticException e) {
            // Too many iterations, or a singular step: this curve does not describe the data.
            return Optional.empty();
        }
    }

    private static MultivariateJacobianFunction jacobian(CurveFamily family, double[] x) {
        return point -> {
            Curve curve = family.curve(point.toArray());
            double[] value = new double[x.length];
            double[][] jac = new double[x.length][];
            for (int i = 0; i < x.length; i++) {
                value[i] = curve.value(x[i]);
                jac[i] = CurveGradient.at(curve, x[i]);
            }
            return new Pair<RealVector, RealMatrix>(
                    new ArrayRealVector(value, false), new Array2DRowRealMatrix(jac, false));
        };
    }

    private static ParameterValidator validator(CurveFamily family) {
        return params -> new ArrayRealVector(project(family, params.toArray()), false);
    }

    /** Moves parameters onto the nearest physical values. */
    static double[] project(CurveFamily family, double[] p) {
        Curve c = family.curve(p);
        if (c instanceof Curve.Exponential e) {
            return new Curve.Exponential(e.tInf(), e.t1(), Math.max(e.k(), MIN_RATE)).toArray();
        }
        if (c instanceof Curve.Hyperbolic h) {
            return new Curve.Hyperbolic(h.tInf(), Math.max(h.kHalf(), 0)).toArray();
        }
        if (c instanceof Curve.Usl u) {
            return new Curve.Usl(u.lambda(), Math.max(u.sigma(), 0), Math.max(u.kappa(), 0)).toArray();
        }
        throw new IllegalArgumentException(family.label() + " is not fitted here");
    }

    private static boolean physical(Curve curve, double[] y) {
        for (double v : curve.toArray()) {
            if (!Double.isFinite(v)) {
                return false;
            }
        }
        // A throughput scale at or next to zero means the curve carries no data: nothing was fitted.
        double max = Arrays.stream(y).max().orElse(0);
        return max > 0 && scale(curve) > 1e-9 * max;
    }

    /** The curve's throughput scale: t_inf, the level it approaches, or the USL's lambda, its throughput at one buffer. */
    private static double scale(Curve c) {
        if (c instanceof Curve.Exponential e) {
            return e.tInf();
        }
        if (c instanceof Curve.Hyperbolic h) {
            return h.tInf();
        }
        if (c instanceof Curve.Usl u) {
            return u.lambda();
        }
        throw new IllegalArgumentException(c + " is not fitted here");
    }
}
