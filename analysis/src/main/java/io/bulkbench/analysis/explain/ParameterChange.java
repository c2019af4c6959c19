package io.bulkbench.analysis.explain;

import java.util.OptionalDouble;

/** One parameter in the calibrations before and after a change, and what they say of it. */
public record ParameterChange(StageEstimate before, StageEstimate after) {
    /**
     * The smallest relative change called a change even with disjoint intervals: two fits of
     * the same board to different nights' noise land a percent or so apart, and a change of
     * that size tells a kernel engineer nothing.
     */
    public static final double SMALLEST_CHANGE = 0.02;

    public ParameterChange {
        if (!before.parameter().equals(after.parameter())) {
            throw new IllegalArgumentException(
                    "compares " + before.parameter() + " with " + after.parameter() + "; give one parameter");
        }
    }

    public String parameter() {
        return before.parameter();
    }

    /** The change from before to after in percent of before; empty when before is 0 or either was not fitted. */
    public OptionalDouble changePercent() {
        return before.value() == 0 || !before.fitted() || !after.fitted()
                ? OptionalDouble.empty()
                : OptionalDouble.of(100 * (after.value() - before.value()) / before.value());
    }

    public ChangeVerdict verdict() {
        if (!before.determined() || !after.determined()) {
            return ChangeVerdict.UNDETERMINED;
        }
        boolean disjoint = after.low() > before.high() || after.high() < before.low();
        double scale = Math.max(Math.abs(before.value()), Math.abs(after.value()));
        boolean beyondSmall = Math.abs(after.value() - before.value()) > SMALLEST_CHANGE * scale;
        return disjoint && beyondSmall ? ChangeVerdict.CHANGED : ChangeVerdict.UNCHANGED;
    }
}
