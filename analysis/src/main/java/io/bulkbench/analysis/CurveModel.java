package io.bulkbench.analysis;

import io.bulkbench.core.BadInputException;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The curve shapes bulkbench fits, each a formula over its named parameters. Reports
 * evaluate a saved fit with {@link #value(double, Map)}, so a chart can be redrawn from
 * fits.csv alone. Throughput is in MB/s; x is the buffer count, or the request size in
 * bytes for {@link #REQUEST_SIZE}.
 */
public enum CurveModel {
    /** Saturating exponential: T(n) = t_inf - (t_inf - t_1) exp(-k (n - 1)). */
    EXP("exp", Axis.BUFFERS, List.of("t_inf", "t_1", "k")) {
        @Override
        public double value(double n, double[] p) {
            return p[0] - (p[0] - p[1]) * Math.exp(-p[2] * (n - 1));
        }
    },
    /** Hyperbolic (Michaelis-Menten): T(n) = t_inf n / (n + k_half). */
    HYPERBOLIC("hyperbolic", Axis.BUFFERS, List.of("t_inf", "k_half")) {
        @Override
        public double value(double n, double[] p) {
            return p[0] * n / (n + p[1]);
        }
    },
    /** Universal Scalability Law: T(n) = lambda n / (1 + sigma (n - 1) + kappa n (n - 1)). */
    USL("usl", Axis.BUFFERS, List.of("lambda", "sigma", "kappa")) {
        @Override
        public double value(double n, double[] p) {
            return p[0] * n / (1 + p[1] * (n - 1) + p[2] * n * (n - 1));
        }
    },
    /**
     * Fixed cost per request over a link of bandwidth B: 1/T = 1/B + t0/S, so with S in
     * bytes, B in MB/s (= bytes/us) and t0 in us, T(S) = S / (t0 + S / B).
     */
    REQUEST_SIZE("request_size", Axis.REQUEST_SIZE, List.of("bandwidth_mb_s", "per_request_us")) {
        @Override
        public double value(double s, double[] p) {
            return s / (p[1] + s / p[0]);
        }
    };

    private final String label;
    private final Axis axis;
    private final List<String> parameterNames;

    CurveModel(String label, Axis axis, List<String> parameterNames) {
        this.label = label;
        this.axis = axis;
        this.parameterNames = parameterNames;
    }

    /** The model's throughput at x for parameters in {@link #parameterNames()} order. */
    public abstract double value(double x, double[] parameters);

    /** The same, with parameters by name (extra names such as r2 are ignored). */
    public double value(double x, Map<String, Estimate> parameters) {
        double[] p = new double[parameterNames.size()];
        for (int i = 0; i < p.length; i++) {
            Estimate e = parameters.get(parameterNames.get(i));
            if (e == null) {
                throw new IllegalArgumentException(label + " fit lacks parameter " + parameterNames.get(i));
            }
            p[i] = e.value();
        }
        return value(x, p);
    }

    /** The spelling of fits.csv and {@code --model}. */
    public String label() {
        return label;
    }

    public Axis axis() {
        return axis;
    }

    public List<String> parameterNames() {
        return parameterNames;
    }

    public static CurveModel parse(String text) {
        String t = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        for (CurveModel m : values()) {
            if (m.label.equals(t)) {
                return m;
            }
        }
        throw new BadInputException("model '" + text + "' is not one of exp, hyperbolic, usl, request_size");
    }
}
