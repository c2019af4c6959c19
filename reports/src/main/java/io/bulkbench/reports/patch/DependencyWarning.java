package io.bulkbench.reports.patch;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The warning a patch gives when the Kconfig that defines a symbol makes it depend on
 * symbols the patched defconfig does not enable (set to y or m there, or on by an
 * unconditional default): the setting then tunes a driver that kernel does not build, as
 * a mass-storage buffer count in a defconfig without the mass-storage gadget. Pure: the
 * Kconfig texts come from {@code kconfigDefining} (a symbol's name, without CONFIG_, to
 * the text of the file that defines it).
 */
public final class DependencyWarning {
    private static final Pattern ENABLED = Pattern.compile("CONFIG_(\\w+)=[ym]");

    private DependencyWarning() {}

    public static Optional<String> of(
            String name, String defconfig, String defconfigPath, Function<String, Optional<String>> kconfigDefining) {
        Optional<String> expression = kconfigDefining.apply(name).flatMap(k -> KconfigDependency.of(k, name));
        if (expression.isEmpty()) {
            return Optional.empty();
        }
        Set<String> set = new HashSet<>();
        for (String line : defconfig.split("\n")) {
            Matcher m = ENABLED.matcher(line.strip());
            if (m.matches()) {
                set.add(m.group(1));
            }
        }
        List<String> unmet = KconfigDependency.unmet(
                expression.get(),
                symbol -> set.contains(symbol)
                        || kconfigDefining
                                .apply(symbol)
                                .flatMap(k -> KconfigDefault.of(k, symbol))
                                .map(d -> d.equals("y") || d.equals("m"))
                                .orElse(false));
        if (unmet.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("CONFIG_" + name + " depends on " + expression.get() + " (its Kconfig), and "
                + defconfigPath + " does not enable "
                + String.join(", ", unmet.stream().map(s -> "CONFIG_" + s).toList())
                + "; the setting does nothing there until the driver it tunes is enabled");
    }
}
