package io.bulkbench.analysis;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import lombok.NonNull;

/**
 * One curve fitted to one series: the curve's parameters plus the derived numbers every
 * fit carries ({@code plateau_mb_s} and {@code knee_buffers} on the buffers axis,
 * {@code r2} and {@code aicc} always), each with its confidence interval. Exactly one
 * fit per series is {@code selected}: the one recommendations and charts use. This is
 * the in-memory form of fits.csv's rows for one series and curve.
 */
public record SeriesFit(
        @NonNull SeriesKey series, @NonNull CurveFamily family, boolean selected, Map<String, Estimate> parameters) {

    public SeriesFit {
        if (family.axis() != series.axis()) {
            throw new IllegalArgumentException(
                    family.label() + " does not fit the " + series.axis().label() + " axis");
        }
        parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
        for (String name : family.parameterNames()) {
            if (!parameters.containsKey(name)) {
                throw new IllegalArgumentException(family.label() + " fit lacks parameter " + name);
            }
        }
    }

    /** The fitted curve, its parameters by name. */
    public Curve curve() {
        return family.curve(parameters);
    }

    /** The fitted throughput in MB/s at x (buffer count, or request bytes). */
    public double predict(double x) {
        return curve().value(x);
    }

    /** A named parameter or derived number, if the fit has it. */
    public java.util.Optional<Estimate> parameter(String name) {
        return java.util.Optional.ofNullable(parameters.get(name));
    }
}
