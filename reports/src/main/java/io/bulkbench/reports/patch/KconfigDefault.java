package io.bulkbench.reports.patch;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The default a Kconfig file gives a symbol: the first unconditional {@code default}
 * line of its {@code config NAME} entry. A default under a condition ({@code default 4 if
 * X}) depends on the rest of the configuration, so it is not taken; nor is one given
 * elsewhere (another entry for the same name, a {@code select}).
 */
public final class KconfigDefault {
    private static final Pattern ENTRY_END =
            Pattern.compile("^\\s*(config|menuconfig|choice|endchoice|menu|endmenu|if|endif|source|comment)\\b.*");
    private static final Pattern DEFAULT = Pattern.compile("^\\s*default\\s+(\\S+)\\s*(#.*)?$");

    private KconfigDefault() {}

    /** The unconditional default of {@code name} (without CONFIG_) in {@code kconfig}, or empty. */
    public static Optional<String> of(String kconfig, String name) {
        Pattern entry = Pattern.compile("^\\s*(menu)?config\\s+" + Pattern.quote(name) + "\\s*$");
        List<String> lines = kconfig.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            if (!entry.matcher(lines.get(i)).matches()) {
                continue;
            }
            for (int j = i + 1;
                    j < lines.size() && !ENTRY_END.matcher(lines.get(j)).matches();
                    j++) {
                Matcher m = DEFAULT.matcher(lines.get(j));
                if (m.matches()) {
                    return Optional.of(m.group(1));
                }
            }
            return Optional.empty();
        }
        return Optional.empty();
    }
}
