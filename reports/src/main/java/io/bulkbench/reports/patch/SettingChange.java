package io.bulkbench.reports.patch;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * One setting of a patch with what the tree has now: the value its defconfig sets, or
 * else the default its Kconfig gives, and the measured table around the recommendation.
 */
public record SettingChange(
        PatchSetting setting,
        Optional<String> defconfigValue,
        Optional<String> kconfigDefault,
        Optional<MeasuredNeighbours> table) {

    public SettingChange {
        Objects.requireNonNull(setting, "setting");
        Objects.requireNonNull(defconfigValue, "defconfigValue");
        Objects.requireNonNull(kconfigDefault, "kconfigDefault");
        Objects.requireNonNull(table, "table");
    }

    /** The value in effect now, when it is a whole number: the defconfig's, else Kconfig's default. */
    public OptionalLong current() {
        return defconfigValue
                .or(() -> kconfigDefault)
                .map(MeasuredNeighbours::number)
                .orElse(OptionalLong.empty());
    }
}
