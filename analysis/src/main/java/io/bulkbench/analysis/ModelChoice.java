package io.bulkbench.analysis;

import io.bulkbench.core.BadInputException;
import java.util.Locale;
import java.util.Optional;

/**
 * Which buffer-count model a series is fitted with: {@link #AUTO} tries every model and
 * keeps the one with the lowest AICc; the others force one model. This is the
 * {@code --model} flag of {@code analyze}.
 */
public enum ModelChoice {
    /** Try exp, hyperbolic and usl; select by AICc. */
    AUTO,
    /** Force the saturating exponential. */
    EXP,
    /** Force the hyperbolic (Michaelis-Menten) curve. */
    HYPERBOLIC,
    /** Force the Universal Scalability Law (fits retrograde curves). */
    USL;

    /** Parses {@code auto}, {@code exp}, {@code hyperbolic}, {@code usl} (any case). */
    public static ModelChoice parse(String text) {
        String t = text == null ? "" : text.trim().toUpperCase(Locale.ROOT);
        for (ModelChoice c : values()) {
            if (c.name().equals(t)) {
                return c;
            }
        }
        throw new BadInputException("model '" + text + "' is not one of auto, exp, hyperbolic, usl");
    }

    /** The forced model, or empty for {@link #AUTO}. */
    public Optional<CurveModel> forced() {
        return switch (this) {
            case AUTO -> Optional.empty();
            case EXP -> Optional.of(CurveModel.EXP);
            case HYPERBOLIC -> Optional.of(CurveModel.HYPERBOLIC);
            case USL -> Optional.of(CurveModel.USL);
        };
    }

    /** The spelling of {@code --model}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
