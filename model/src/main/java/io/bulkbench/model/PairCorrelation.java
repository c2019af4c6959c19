package io.bulkbench.model;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.RealMatrix;
import org.apache.commons.math3.linear.SingularValueDecomposition;

/**
 * How closely the points tie two fitted parameters together. The Gauss-Newton covariance
 * carries a weak prior so that a flat direction still inverts, and where the points move
 * parameters only a little the prior outweighs them: parameters whose effects on the
 * points trade against each other would read as barely correlated. So the points are asked
 * alone too: the correlation of the two estimates in the inverse of J'J over the
 * parameters the points see, without the prior (a pseudo-inverse, as a trade the points
 * cannot break leaves J'J singular), which counts a trade among three as well as between
 * two. The pair's correlation is the covariance's where that is already beyond {@link
 * Confounding#CONFOUNDED}, else the points' own where they see both parameters. Pure.
 */
final class PairCorrelation {
    /**
     * A column shorter than this (normalised residuals per box width) is a parameter the
     * points do not see: moving it across its whole range shifts them by less than one
     * error in all. Such a parameter is undetermined, not traded against another, and the
     * prior's correlation stands; between this and about three, the prior would hide a
     * trade the points do show.
     */
    static final double UNSEEN = 1.0;

    private PairCorrelation() {}

    /**
     * @param jacobian normalised residuals (rows) per box unit of each parameter (columns)
     * @param fromCovariance the pair's correlation in the covariance with the prior
     */
    static double of(double[][] jacobian, int i, int j, double fromCovariance) {
        if (Math.abs(fromCovariance) >= Confounding.CONFOUNDED) {
            return fromCovariance;
        }
        int k = jacobian.length == 0 ? 0 : jacobian[0].length;
        List<Integer> seen = new ArrayList<>();
        for (int c = 0; c < k; c++) {
            double squares = 0;
            for (double[] row : jacobian) {
                squares += row[c] * row[c];
            }
            if (Math.sqrt(squares) >= UNSEEN) {
                seen.add(c);
            }
        }
        if (!seen.contains(i) || !seen.contains(j)) {
            return fromCovariance;
        }
        double[][] columns = new double[jacobian.length][seen.size()];
        for (int r = 0; r < jacobian.length; r++) {
            for (int c = 0; c < seen.size(); c++) {
                columns[r][c] = jacobian[r][seen.get(c)];
            }
        }
        RealMatrix jm = new Array2DRowRealMatrix(columns, false);
        RealMatrix inverse = new SingularValueDecomposition(jm.transpose().multiply(jm))
                .getSolver()
                .getInverse();
        int a = seen.indexOf(i);
        int b = seen.indexOf(j);
        double fromPoints = inverse.getEntry(a, b) / Math.sqrt(inverse.getEntry(a, a) * inverse.getEntry(b, b));
        return Math.abs(fromPoints) >= Confounding.CONFOUNDED ? fromPoints : fromCovariance;
    }
}
