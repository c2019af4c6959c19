package io.bulkbench.model;

/**
 * How closely the points tie two fitted parameters together. The Gauss-Newton covariance
 * carries a weak prior so that a flat direction still inverts, and where the points move
 * two parameters only a little the prior outweighs them: two parameters whose effects on
 * the points are proportional would read as barely correlated. So the effects themselves
 * are compared too: the cosine of the two Jacobian columns, whose negative is the
 * correlation two such parameters' estimates would have from the points alone. The pair's
 * correlation is the covariance's where that is already beyond {@link
 * Confounding#CONFOUNDED}, else the effects' where the points see both parameters. Pure.
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
        double dot = 0;
        double ii = 0;
        double jj = 0;
        for (double[] row : jacobian) {
            dot += row[i] * row[j];
            ii += row[i] * row[i];
            jj += row[j] * row[j];
        }
        if (Math.sqrt(ii) < UNSEEN || Math.sqrt(jj) < UNSEEN) {
            return fromCovariance;
        }
        double fromEffects = -dot / Math.sqrt(ii * jj);
        return Math.abs(fromEffects) >= Confounding.CONFOUNDED ? fromEffects : fromCovariance;
    }
}
