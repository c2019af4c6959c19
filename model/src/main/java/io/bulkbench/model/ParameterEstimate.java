package io.bulkbench.model;

import java.util.Locale;

/**
 * A fitted parameter with its 95 % interval from the profile likelihood: the values at
 * which the chi-square, with the other parameters following, rises by the 95 % quantile
 * of chi-square with one degree of freedom. An end the rise never reached inside the
 * searched range ({@code searchLow}..{@code searchHigh}) is not found: the data do not
 * bound the parameter on that side, and the parameter is undetermined. The lower end of
 * a cost may be 0, a value it can take, and counts as found there.
 */
public record ParameterEstimate(
        FreeParameter parameter,
        double value,
        double low,
        double high,
        boolean lowFound,
        boolean highFound,
        double searchLow,
        double searchHigh) {

    /** Whether the data bound the parameter on both sides. */
    public boolean determined() {
        return lowFound && highFound;
    }

    /** The interval, or what the data say when they do not bound it, in words. */
    public String describe() {
        String unit = " " + parameter.unit();
        if (determined()) {
            return String.format(
                    Locale.ROOT,
                    "95 %% interval %s .. %s%s",
                    ProfileNumbers.format(low),
                    ProfileNumbers.format(high),
                    unit);
        }
        if (lowFound) {
            return boundOnOneSide("below, at least", low, unit, "up to", searchHigh);
        }
        if (highFound) {
            return boundOnOneSide("above, at most", high, unit, "down to", searchLow);
        }
        return String.format(
                Locale.ROOT,
                "undetermined: any value from %s to %s%s fits as well",
                ProfileNumbers.format(searchLow),
                ProfileNumbers.format(searchHigh),
                unit);
    }

    private static String boundOnOneSide(String side, double bound, String unit, String toward, double searchEnd) {
        return String.format(
                Locale.ROOT,
                "undetermined: the data bound it only from %s %s%s (%s %s fits as well)",
                side,
                ProfileNumbers.format(bound),
                unit,
                toward,
                ProfileNumbers.format(searchEnd));
    }
}
