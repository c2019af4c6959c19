package io.bulkbench.history;

import io.bulkbench.analysis.change.ChangePointSettings;
import io.bulkbench.analysis.trend.HeldDefault;
import lombok.NonNull;

/**
 * What a board's summary is made with: how change points are found, and over how many of
 * the latest nights a default is held ({@link HeldDefault}). A recording summarises with
 * the defaults; {@code site} with what its flags say.
 */
public record SummarySettings(@NonNull ChangePointSettings changePoints, int heldNights) {

    public SummarySettings {
        HeldDefault.requireNights(heldNights);
    }

    /** The change-point settings given, defaults held over {@link HeldDefault#DEFAULT_NIGHTS}. */
    public static SummarySettings of(ChangePointSettings changePoints) {
        return new SummarySettings(changePoints, HeldDefault.DEFAULT_NIGHTS);
    }

    public static SummarySettings defaults() {
        return of(ChangePointSettings.defaults());
    }

    @Override
    public String toString() {
        return changePoints + ", defaults held over " + heldNights + " nights";
    }
}
