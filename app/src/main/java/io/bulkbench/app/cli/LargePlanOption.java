package io.bulkbench.app.cli;

import io.bulkbench.sweeps.run.PlanCheck;
import picocli.CommandLine.Option;

/**
 * {@code --allow-large-plan}: the one way past {@link PlanCheck}'s size limits, for every
 * command that plans points ({@code sweep}, {@code nightly}, {@code predict}).
 */
final class LargePlanOption {

    @Option(
            names = "--allow-large-plan",
            description = "Take a plan of more than " + PlanCheck.MAX_POINTS
                    + " points (sweep and nightly: or of more than 72 hours by its estimate).")
    private boolean allowed;

    boolean allowed() {
        return allowed;
    }
}
