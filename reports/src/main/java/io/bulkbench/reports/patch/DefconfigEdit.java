package io.bulkbench.reports.patch;

import io.bulkbench.core.KconfigSymbol;
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
 * its place. Every line keeps its own ending, and an appended one takes the file's, so a
 * CRLF file stays CRLF and the patch touches only the lines it sets. Pure text in, text out.
 *
 * @param text the defconfig after the edit
 * @param was the value the defconfig gave the symbol before, or empty when it gave none
 *     (not named, or "is not set")
 * @param added whether the line was appended because the file did not name the symbol
 * @param changes whether the text differs from the one edited
 */
public record DefconfigEdit(String text, Optional<String> was, boolean added, boolean changes) {

    /** {@code defconfig} with {@code symbol} set to {@code value}. */
    public static DefconfigEdit set(String defconfig, String symbol, String value) {
        String name = KconfigSymbol.of(symbol, "symbol");
        String line = name + "=" + KconfigWriter.valueText(value);
        Pattern assigned = Pattern.compile("^" + Pattern.quote(name) + "=(.*)$");
        String notSet = "# " + name + " is not set";
        List<Line> lines = Line.split(defconfig);
        Optional<String> was = Optional.empty();
        boolean named = false;
        boolean differs = false;
        for (int i = 0; i < lines.size(); i++) {
            String current = lines.get(i).text().stripTrailing();
            Matcher m = assigned.matcher(current);
            if (m.matches()) {
                // Kconfig takes the last assignment of a symbol, so the last one read is what the file sets.
                was = Optional.of(m.group(1));
            } else if (!current.equals(notSet)) {
                continue;
            }
            named = true;
            differs |= !current.equals(line);
            lines.set(i, new Line(line, lines.get(i).end()));
        }
        if (named && !differs) {
            return new DefconfigEdit(defconfig, was, false, false);
        }
        if (!named) {
            String end = lines.isEmpty()
                    ? "\n"
                    : lines.get(0).end().isEmpty() ? "\n" : lines.get(0).end();
            int last = lines.size() - 1;
            if (last >= 0 && lines.get(last).end().isEmpty()) {
                lines.set(last, new Line(lines.get(last).text(), end));
            }
            lines.add(new Line(line, end));
        }
        StringBuilder text = new StringBuilder(defconfig.length() + line.length() + 2);
        lines.forEach(l -> text.append(l.text()).append(l.end()));
        return new DefconfigEdit(text.toString(), was, !named, true);
    }

    /** One line of the file and the ending it had: "\n", "\r\n", or "" for a last line without one. */
    private record Line(String text, String end) {
        static List<Line> split(String text) {
            List<Line> lines = new ArrayList<>();
            int start = 0;
            while (start < text.length()) {
                int lf = text.indexOf('\n', start);
                if (lf < 0) {
                    lines.add(new Line(text.substring(start), ""));
                    break;
                }
                boolean crlf = lf > start && text.charAt(lf - 1) == '\r';
                lines.add(new Line(text.substring(start, crlf ? lf - 1 : lf), crlf ? "\r\n" : "\n"));
                start = lf + 1;
            }
            return lines;
        }
    }
}
