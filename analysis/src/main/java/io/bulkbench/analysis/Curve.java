package io.bulkbench.analysis;

import java.util.List;

/**
 * One {@link CurveFamily}'s formula with its parameters by name: a fitted curve. Each
 * record writes its formula as the source does and cites it. Throughput is in MB/s; x
 * is the buffer count n, or the request size S in bytes for {@link RequestSize}.
 *
 * <p>The fitting works on these records; only Commons Math's optimiser takes a plain
 * array ({@code fit.CurveFitter} converts at its call). Each record's {@code NAMES}
 * (fits.csv's parameter names), {@code of} and {@link #toArray()} state that array's
 * order, and nothing else does. A record takes any values, as the optimiser passes them between
 * steps; keeping them physical is the fitter's job.
 */
public sealed interface Curve {

    /** The curve's throughput in MB/s at x. */
    double value(double x);

    /** The parameters in the optimiser's order, that of the family's parameter names. */
    double[] toArray();

    /** The family whose formula this is. */
    CurveFamily family();

    /**
     * The exponential approach to a plateau, T(n) = t_inf - (t_inf - t_1) exp(-k (n - 1)):
     * t_1 MB/s at one buffer, rising towards t_inf, the gap shrinking by the factor
     * exp(-k) with every buffer added. It is the asymptotic regression model that R's
     * {@code SSasymp} writes as Asym + (R0 - Asym) exp(-exp(lrc) x), here with x = n - 1,
     * Asym = t_inf, R0 = t_1 and exp(lrc) = k.
     *
     * @see "R stats, SSasymp: Self-Starting Nls Asymptotic Regression Model (J. Pinheiro and D. Bates)"
     * @see "J. C. Pinheiro and D. M. Bates, Mixed-Effects Models in S and S-PLUS, Springer 2000, appendix C (SSasymp)"
     */
    record Exponential(double tInf, double t1, double k) implements Curve {

        static final List<String> NAMES = List.of("t_inf", "t_1", "k");

        static Exponential of(double[] p) {
            return new Exponential(p[0], p[1], p[2]);
        }

        @Override
        public double[] toArray() {
            return new double[] {tInf, t1, k};
        }

        @Override
        public CurveFamily family() {
            return CurveFamily.EXP;
        }

        @Override
        public double value(double n) {
            return tInf - (tInf - t1) * Math.exp(-k * (n - 1));
        }
    }

    /**
     * The rectangular hyperbola through the origin, T(n) = t_inf n / (n + k_half): rising
     * towards t_inf, and half of it at n = k_half. It is the Michaelis-Menten equation of
     * enzyme kinetics, in its usual modern notation v = V S / (K + S), with the buffer
     * count n for the substrate concentration S, t_inf for V and k_half for K.
     *
     * @see "L. Michaelis and M. L. Menten, Die Kinetik der Invertinwirkung, Biochemische Zeitschrift 49 (1913) 333-369"
     */
    record Hyperbolic(double tInf, double kHalf) implements Curve {

        static final List<String> NAMES = List.of("t_inf", "k_half");

        static Hyperbolic of(double[] p) {
            return new Hyperbolic(p[0], p[1]);
        }

        @Override
        public double[] toArray() {
            return new double[] {tInf, kHalf};
        }

        @Override
        public CurveFamily family() {
            return CurveFamily.HYPERBOLIC;
        }

        @Override
        public double value(double n) {
            return tInf * n / (n + kHalf);
        }
    }

    /**
     * The Universal Scalability Law, X(N) = lambda N / (1 + sigma (N - 1) + kappa N (N - 1)),
     * with N the buffer count, lambda the throughput of one buffer (X(1) = lambda), sigma
     * the contention and kappa the coherency cost; kappa &gt; 0 makes the curve retrograde
     * past its peak at N = sqrt((1 - sigma) / kappa). Gunther writes the law as the relative
     * capacity C(N) = X(N) / X(1) = N / (1 + alpha (N - 1) + beta N (N - 1)); sigma and
     * kappa are the names usl4j and the R usl package give alpha and beta.
     *
     * @see "N. J. Gunther, Guerrilla Capacity Planning, Springer 2007"
     * @see "N. J. Gunther, A Simple Capacity Model of Massively Parallel Transaction Systems, CMG 1993"
     */
    record Usl(double lambda, double sigma, double kappa) implements Curve {

        static final List<String> NAMES = List.of("lambda", "sigma", "kappa");

        static Usl of(double[] p) {
            return new Usl(p[0], p[1], p[2]);
        }

        @Override
        public double[] toArray() {
            return new double[] {lambda, sigma, kappa};
        }

        @Override
        public CurveFamily family() {
            return CurveFamily.USL;
        }

        @Override
        public double value(double n) {
            return lambda * n / (1 + sigma * (n - 1) + kappa * n * (n - 1));
        }
    }

    /**
     * A fixed cost per request plus a cost per byte: a request of S bytes takes
     * t0 + S / B microseconds, so T(S) = S / (t0 + S / B), or 1/T = 1/B + t0/S, a straight
     * line in 1/S. B is bandwidth_mb_s (MB/s, which is bytes per microsecond) and t0 is
     * per_request_us. It is Hockney's latency-bandwidth model of a message's time,
     * t0 + m / r_inf, with B for his asymptotic bandwidth r_inf; T reaches B/2 at his
     * half-performance length n_1/2 = t0 B.
     *
     * @see "R. W. Hockney, The communication challenge for MPP: Intel Paragon and Meiko CS-2, Parallel Computing 20(3) (1994) 389-398"
     */
    record RequestSize(double bandwidthMbS, double perRequestUs) implements Curve {

        static final List<String> NAMES = List.of("bandwidth_mb_s", "per_request_us");

        static RequestSize of(double[] p) {
            return new RequestSize(p[0], p[1]);
        }

        @Override
        public double[] toArray() {
            return new double[] {bandwidthMbS, perRequestUs};
        }

        @Override
        public CurveFamily family() {
            return CurveFamily.REQUEST_SIZE;
        }

        @Override
        public double value(double s) {
            return s / (perRequestUs + s / bandwidthMbS);
        }
    }
}
