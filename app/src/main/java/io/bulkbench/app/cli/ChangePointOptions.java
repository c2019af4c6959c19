package io.bulkbench.app.cli;

import io.bulkbench.analysis.change.ChangePointSettings;
import picocli.CommandLine.Option;

/**
 * {@code --p-value}, {@code --window} and {@code --min-magnitude}: how change points are
 * found, for every command that finds them ({@code changes}, {@code history}). The values
 * are checked where the settings are made ({@link ChangePointSettings}).
 */
final class ChangePointOptions {

    @Option(
            names = "--p-value",
            paramLabel = "P",
            defaultValue = "0.001",
            description = "Largest p-value a change point may have (default ${DEFAULT-VALUE}).")
    private double pValue;

    @Option(
            names = "--window",
            paramLabel = "ROWS",
            defaultValue = "50",
            description = "Rows per E-divisive window, " + ChangePointSettings.MIN_WINDOW + " to "
                    + ChangePointSettings.MAX_WINDOW + " (default ${DEFAULT-VALUE}).")
    private int window;

    @Option(
            names = "--min-magnitude",
            paramLabel = "FRACTION",
            defaultValue = "0",
            description = "Smallest relative change kept, as a fraction: 0.05 is 5 %% (default ${DEFAULT-VALUE}).")
    private double minMagnitude;

    ChangePointSettings settings() {
        return ChangePointSettings.defaults()
                .withWindow(window)
                .withMaxPValue(pValue)
                .withMinMagnitude(minMagnitude);
    }
}
