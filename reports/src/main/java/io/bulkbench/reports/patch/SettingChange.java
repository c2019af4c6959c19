package io.bulkbench.reports.patch;

import java.util.Optional;
import java.util.OptionalLong;
import lombok.NonNull;

/**
 * One setting of a patch with what the tree has now: the value its defconfig sets, or
 * else the default its Kconfig gives, and the measured table around the recommendation.
 */
public record SettingChange(
        @NonNull PatchSetting setting,
        @NonNull Optional<String> defconfigValue,
        @NonNull Optional<String> kconfigDefault,
        @NonNull Optional<MeasuredNeighbours> table) {

    /** The value in effect now, when it is a whole number: the defconfig's, else Kconfig's default. */
    public OptionalLong current() {
        return defconfigValue
                .or(() -> kconfigDefault)
                .map(MeasuredNeighbours::number)
                .orElse(OptionalLong.empty());
    }
}
