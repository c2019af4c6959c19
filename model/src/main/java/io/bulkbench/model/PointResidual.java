package io.bulkbench.model;

import io.bulkbench.core.MeasuredPoint;

/**
 * One measured point against the calibrated model: measured minus model, and the error it
 * is judged by, the point's error_mb_s but at least {@link #ERROR_FLOOR} of its mean (a
 * prediction has error 0, and the calibrated twin itself is only that exact).
 */
public record PointResidual(MeasuredPoint point, double modelMbS, double errorMbS) {
    /** The least error a point is judged by, as a share of its mean. */
    public static final double ERROR_FLOOR = 0.005;
    /** Residuals beyond this many errors are not measurement noise. */
    public static final double BEYOND = 3.0;

    static PointResidual of(MeasuredPoint point, double modelMbS) {
        double e = point.errorMbS() > 0 && Double.isFinite(point.errorMbS()) ? point.errorMbS() : 0;
        return new PointResidual(point, modelMbS, Math.max(e, ERROR_FLOOR * point.throughputMbS()));
    }

    public double residualMbS() {
        return point.throughputMbS() - modelMbS;
    }

    /** |residual| in units of the point's error. */
    public double errors() {
        return errorMbS > 0 ? Math.abs(residualMbS()) / errorMbS : Double.POSITIVE_INFINITY;
    }

    /** Whether the residual is beyond {@link #BEYOND} times the error. */
    public boolean beyondError() {
        return errors() > BEYOND;
    }
}
