package io.bulkbench.analysis;

import io.bulkbench.core.BadInputException;
import java.util.Locale;
import java.util.Optional;

/**
 * Which buffer-count curve a series is fitted with: {@link #AUTO} tries every curve and
 * keeps the one with the lowest AICc; the others force one curve. This is the
 * {@code --curve} flag of {@code analyze} ({@code --model}, its old name, still works).
 */
public enum CurveChoice {
    /** Try exp, hyperbolic and usl; select by AICc. */
    AUTO,
    /** Force the saturating exponential. */
    EXP,
    /** Force the hyperbolic (Michaelis-Menten) curve. */
    HYPERBOLIC,
    /** Force the Universal Scalability Law (fits retrograde curves). */
    USL;

    /** Parses {@code auto}, {@code exp}, {@code hyperbolic}, {@code usl} (any case). */
    public static CurveChoice parse(String text) {
        String t = text == null ? "" : text.trim().toUpperCase(Locale.ROOT);
        for (CurveChoice c : values()) {
            if (c.name().equals(t)) {
                return c;
            }
        }
        throw new BadInputException("curve '" + text + "' is not one of auto, exp, hyperbolic, usl");
    }

    /** The forced curve, or empty for {@link #AUTO}. */
    public Optional<CurveFamily> forced() {
        return switch (this) {
            case AUTO -> Optional.empty();
            case EXP -> Optional.of(CurveFamily.EXP);
            case HYPERBOLIC -> Optional.of(CurveFamily.HYPERBOLIC);
            case USL -> Optional.of(CurveFamily.USL);
        };
    }

    /** The spelling of {@code --curve}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
