package io.bulkbench.app.cli;

import io.bulkbench.analysis.trend.HeldDefault;
import picocli.CommandLine.Option;

/**
 * {@code --held-nights}: over how many of a board's latest nights a default is held, for
 * every command that reads held defaults ({@code site}, {@code patch --board/--all},
 * {@code nightly}'s line). Checked where it is used ({@link HeldDefault#requireNights}).
 */
final class HeldNightsOption {

    @Option(
            names = "--held-nights",
            paramLabel = "N",
            defaultValue = "" + HeldDefault.DEFAULT_NIGHTS,
            description = "A default is held when the last N nights of a board's plan recommend it, each decided,"
                    + " with overlapping intervals; " + HeldDefault.MIN_NIGHTS + " to " + HeldDefault.MAX_NIGHTS
                    + " (default ${DEFAULT-VALUE}).")
    private int nights;

    int nights() {
        return HeldDefault.requireNights(nights);
    }
}
