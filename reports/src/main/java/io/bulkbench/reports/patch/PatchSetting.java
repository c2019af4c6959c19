package io.bulkbench.reports.patch;

import io.bulkbench.analysis.Recommendation;
import io.bulkbench.core.KconfigSymbol;
import lombok.NonNull;

/**
 * One symbol a patch sets: the run's recommendation, the kernel's name it is written
 * under (the run's own symbol unless {@code --symbol} mapped it) and what it counts.
 */
public record PatchSetting(
        @NonNull Recommendation recommendation,
        @NonNull String kernelSymbol,
        @NonNull SettingKind kind) {

    /** The kernel symbol without CONFIG_, as a subject line names it. */
    public String shortName() {
        return KconfigSymbol.shortName(kernelSymbol);
    }

    public String value() {
        return recommendation.value();
    }
}
