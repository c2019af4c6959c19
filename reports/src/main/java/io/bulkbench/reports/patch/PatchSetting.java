package io.bulkbench.reports.patch;

import io.bulkbench.analysis.Recommendation;
import io.bulkbench.core.KconfigSymbol;
import java.util.Objects;

/**
 * One symbol a patch sets: the run's recommendation, the kernel's name it is written
 * under (the run's own symbol unless {@code --symbol} mapped it) and what it counts.
 */
public record PatchSetting(Recommendation recommendation, String kernelSymbol, SettingKind kind) {
    public PatchSetting {
        Objects.requireNonNull(recommendation, "recommendation");
        Objects.requireNonNull(kernelSymbol, "kernelSymbol");
        Objects.requireNonNull(kind, "kind");
    }

    /** The kernel symbol without CONFIG_, as a subject line names it. */
    public String shortName() {
        return KconfigSymbol.shortName(kernelSymbol);
    }

    public String value() {
        return recommendation.value();
    }
}
