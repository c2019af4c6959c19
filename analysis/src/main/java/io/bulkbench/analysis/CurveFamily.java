package io.bulkbench.analysis;

import io.bulkbench.core.BadInputException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * The curves bulkbench fits, each a family of one formula, by the names fits.csv's
 * {@code curve} column and {@code analyze --curve} give them. Each family's formula,
 * parameter names and their order are its {@link Curve} record's;
 * this is where a saved fit's named parameters, or the optimiser's array, become that
 * record, so a chart can be redrawn from fits.csv alone.
 */
public enum CurveFamily {
    /** The exponential approach to a plateau: {@link Curve.Exponential}. */
    EXP("exp", Axis.BUFFERS, Curve.Exponential.NAMES, Curve.Exponential::of),
    /** The hyperbola of Michaelis-Menten form: {@link Curve.Hyperbolic}. */
    HYPERBOLIC("hyperbolic", Axis.BUFFERS, Curve.Hyperbolic.NAMES, Curve.Hyperbolic::of),
    /** Gunther's Universal Scalability Law: {@link Curve.Usl}. */
    USL("usl", Axis.BUFFERS, Curve.Usl.NAMES, Curve.Usl::of),
    /** A fixed cost per request plus a cost per byte: {@link Curve.RequestSize}. */
    REQUEST_SIZE("request_size", Axis.REQUEST_SIZE, Curve.RequestSize.NAMES, Curve.RequestSize::of);

    private final String label;
    private final Axis axis;
    private final List<String> parameterNames;
    private final Function<double[], Curve> fromArray;

    CurveFamily(String label, Axis axis, List<String> parameterNames, Function<double[], Curve> fromArray) {
        this.label = label;
        this.axis = axis;
        this.parameterNames = parameterNames;
        this.fromArray = fromArray;
    }

    /** The curve of parameters in the optimiser's order, that of {@link #parameterNames()}. */
    public Curve curve(double[] parameters) {
        if (parameters.length != parameterNames.size()) {
            throw new IllegalArgumentException(label + " takes " + parameterNames.size() + " parameters ("
                    + String.join(", ", parameterNames) + "), not " + parameters.length);
        }
        return fromArray.apply(parameters);
    }

    /** The curve of a saved fit's parameters by name (extra names such as r2 are ignored). */
    public Curve curve(Map<String, Estimate> parameters) {
        double[] p = new double[parameterNames.size()];
        for (int i = 0; i < p.length; i++) {
            Estimate e = parameters.get(parameterNames.get(i));
            if (e == null) {
                throw new IllegalArgumentException(label + " fit lacks parameter " + parameterNames.get(i));
            }
            p[i] = e.value();
        }
        return curve(p);
    }

    /** The spelling of fits.csv's {@code curve} column and of {@code --curve}. */
    public String label() {
        return label;
    }

    public Axis axis() {
        return axis;
    }

    /** fits.csv's names of the family's own parameters, in the optimiser's order. */
    public List<String> parameterNames() {
        return parameterNames;
    }

    public static CurveFamily parse(String text) {
        String t = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        for (CurveFamily m : values()) {
            if (m.label.equals(t)) {
                return m;
            }
        }
        throw new BadInputException("curve '" + text + "' is not one of exp, hyperbolic, usl, request_size");
    }
}
