package io.bulkbench.reports.patch;

import io.bulkbench.reports.KconfigWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One symbol set in a defconfig's text: a {@code CONFIG_X=old} line or a
 * {@code # CONFIG_X is not set} line is replaced where it stands, and a symbol the file
 * does not name is appended at its end. Kernel defconfigs are in savedefconfig's order
 * (the Kconfig menu order); appending breaks that order but not the file, since Kconfig
 * reads the lines in any order, and a later {@code make savedefconfig} moves the line to
 * its place. Pure text in, text out.
 *
 * @param text the defconfig after the edit
 * @param was the value the defconfig gave the symbol before, or empty when it gave none
 *     (not named, or "is not set")
 * @param added whether the line was appended because the file did not name the symbol
 * @param changes whether the text differs from the one edited
 */
public record DefconfigEdit(String text, Optional<String> was, boolean added, boolean changes) {

    /** {@code defconfig} with {@code symbol} (CONFIG_ included) set to {@code value}. */
    public static DefconfigEdit set(String defconfig, String symbol, String value) {
        String line = symbol + "=" + KconfigWriter.valueText(value);
        Pattern assigned = Pattern.compile("^" + Pattern.quote(symbol) + "=(.*)$");
        String notSet = "# " + symbol + " is not set";
        List<String> lines = new ArrayList<>(defconfig.lines().toList());
        Optional<String> was = Optional.empty();
        boolean named = false;
        boolean differs = false;
        for (int i = 0; i < lines.size(); i++) {
            String current = lines.get(i).stripTrailing();
            Matcher m = assigned.matcher(current);
            if (m.matches()) {
                // Kconfig takes the last assignment of a symbol, so the last one read is what the file sets.
                was = Optional.of(m.group(1));
            } else if (!current.equals(notSet)) {
                continue;
            }
            named = true;
            differs |= !current.equals(line);
            lines.set(i, line);
        }
        if (!named) {
            lines.add(line);
        }
        if (named && !differs) {
            return new DefconfigEdit(defconfig, was, false, false);
        }
        return new DefconfigEdit(String.join("\n", lines) + "\n", was, !named, true);
    }
}
