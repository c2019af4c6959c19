package io.bulkbench.analysis.explain;

import java.util.OptionalDouble;

/**
 * One parameter in the calibrations before and after a change, and what they say of it:
 * changed when the two 95 % intervals are disjoint and the values lie more than {@link
 * #THRESHOLD} apart; unchanged only when that is shown, the 95 % interval of the change
 * lying inside plus or minus the threshold (an equivalence test, TOST-style, at the same
 * confidence); undetermined otherwise. Overlapping wide intervals say "not shown to
 * differ", never "shown to be the same".
 */
public record ParameterChange(StageEstimate before, StageEstimate after) {
    /**
     * The smallest relative change called a change even with disjoint intervals, and the
     * margin an unchanged parameter's change must be shown to lie within: two fits of the
     * same board to different nights' noise land a percent or so apart, and a change of
     * that size tells a kernel engineer nothing.
     */
    public static final double THRESHOLD = 0.02;

    public ParameterChange {
        if (!before.parameter().equals(after.parameter())) {
            throw new IllegalArgumentException(
                    "compares " + before.parameter() + " with " + after.parameter() + "; give one parameter");
        }
    }

    public String parameter() {
        return before.parameter();
    }

    /** The change from before to after, a share of before; empty when before is 0 or either was not fitted. */
    public OptionalDouble change() {
        return before.value() == 0 || !before.fitted() || !after.fitted()
                ? OptionalDouble.empty()
                : OptionalDouble.of((after.value() - before.value()) / before.value());
    }

    public ChangeVerdict verdict() {
        if (!before.determined() || !after.determined()) {
            return ChangeVerdict.UNDETERMINED;
        }
        boolean disjoint = after.low() > before.high() || after.high() < before.low();
        double scale = Math.max(Math.abs(before.value()), Math.abs(after.value()));
        if (disjoint && Math.abs(after.value() - before.value()) > THRESHOLD * scale) {
            return ChangeVerdict.CHANGED;
        }
        // the margin is taken of the larger value, as the change's is, so the verdict does not
        // depend on which run came first
        double margin = THRESHOLD * scale;
        return changeLow() > -margin && changeHigh() < margin ? ChangeVerdict.UNCHANGED : ChangeVerdict.UNDETERMINED;
    }

    /**
     * The lower end of the 95 % interval of after - before: each side's half-widths toward
     * it added in quadrature, as for two independent estimates (the two runs' noise is).
     */
    double changeLow() {
        return after.value() - before.value() - Math.hypot(after.value() - after.low(), before.high() - before.value());
    }

    /** The upper end of the 95 % interval of after - before. */
    double changeHigh() {
        return after.value() - before.value() + Math.hypot(after.high() - after.value(), before.value() - before.low());
    }
}
