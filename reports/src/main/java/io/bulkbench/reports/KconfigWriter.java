package io.bulkbench.reports;

import io.bulkbench.analysis.Recommendation;
import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.KconfigSymbol;
import io.bulkbench.core.TerminalText;
import io.bulkbench.core.ThroughputText;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Writes defaults.config, the Kconfig fragment a board ships: one {@code CONFIG_X=value}
 * line per symbol under comments that carry the evidence (the throughput there, with
 * whether it was measured or fitted, share of the best, memory cost, rationale) and the command that reproduces it. A
 * symbol has one value per kernel, so when directions or copy modes disagree the first
 * in {@link Recommendation#DEFAULTS_ORDER} wins (direction in, out, both; then the copy
 * mode that moves the same MB/s for less CPU; else copy before no-copy) and the others
 * stay visible as comments for the reviewer. A value late points leave open
 * ({@link Recommendation#undecided()}) is written commented out, under its reason.
 * Pure: the date is passed in, nothing reads a clock.
 */
public record KconfigWriter(String board, String device, String date, String reproduceCommand) {
    private static final Pattern BARE_VALUE = Pattern.compile("[ynm]|-?\\d+|0[xX][0-9a-fA-F]+");

    /** The writer for a report's run: its board, device, creation time and command. */
    public static KconfigWriter of(ReportInput input) {
        return new KconfigWriter(input.board(), input.device(), input.createdAt(), input.reproduceCommand());
    }

    public void write(List<Recommendation> recommendations, Path file) throws IOException {
        AtomicFile.write(file, out -> write(recommendations, out));
    }

    public void write(List<Recommendation> recommendations, Writer out) throws IOException {
        comment(out, "Defaults measured by bulkbench for board " + board);
        comment(out, "device: " + device);
        comment(out, "date: " + date);
        comment(out, "reproduce: " + reproduceCommand);
        if (recommendations.isEmpty()) {
            comment(out, "no recommendation: " + Recommendation.WHY_NONE + " (see report.html for the points)");
        }
        for (List<Recommendation> sameSymbol : bySymbol(recommendations).values()) {
            out.write('\n');
            Recommendation chosen = sameSymbol.get(0);
            evidence(out, chosen);
            String line = symbol(chosen) + "=" + value(chosen);
            if (chosen.decided()) {
                out.write(line + "\n");
            } else {
                comment(out, chosen.undecided().orElseThrow().why() + "; not shipped until a quieter run decides it");
                comment(out, line);
            }
            for (Recommendation other : sameSymbol.subList(1, sameSymbol.size())) {
                comment(
                        out,
                        "also measured: " + scope(other) + " would choose " + symbol(other) + "="
                                + value(other) + " (" + numbers(other)
                                + "); a symbol takes one value, so the line above "
                                + "follows " + scope(chosen) + " (" + reason(chosen, other) + ")");
            }
        }
        out.flush();
    }

    private static Map<String, List<Recommendation>> bySymbol(List<Recommendation> recommendations) {
        List<Recommendation> sorted = new ArrayList<>(recommendations);
        sorted.sort(Recommendation.DEFAULTS_ORDER);
        Map<String, List<Recommendation>> bySymbol = new LinkedHashMap<>();
        for (Recommendation r : sorted) {
            bySymbol.computeIfAbsent(symbol(r), k -> new ArrayList<>()).add(r);
        }
        return bySymbol;
    }

    /** Why the chosen recommendation comes before another of the same symbol. */
    private static String reason(Recommendation chosen, Recommendation other) {
        if (chosen.direction() == other.direction() && chosen.cheaperOnCpu() && !other.cheaperOnCpu()) {
            return "the same MB/s for less CPU per MB";
        }
        return "order: in, out, both; the mode cheaper on the CPU at the same MB/s; else copy, no-copy";
    }

    private static void evidence(Writer out, Recommendation r) throws IOException {
        comment(out, scope(r) + ": " + numbers(r));
        if (!r.rationale().isBlank()) {
            comment(out, r.rationale());
        }
    }

    private static String scope(Recommendation r) {
        return ReportFormat.scope(r.direction(), r.copyMode());
    }

    private static String numbers(Recommendation r) {
        return String.format(
                Locale.ROOT,
                "%s%s, %.1f %% of the best, %s of buffer memory",
                ThroughputText.of(r.throughputMbS()),
                r.basis().map(b -> " " + b.label()).orElse(""),
                100 * r.shareOfBest(),
                ByteSizeText.of(r.memoryBytes()));
    }

    /** A comment line; no line break or control character in user text may end the comment early. */
    private static void comment(Writer out, String text) throws IOException {
        out.write("# " + TerminalText.line(text) + "\n");
    }

    static String symbol(Recommendation r) {
        return KconfigSymbol.of(r.symbol(), "Kconfig symbol");
    }

    /** Numbers, hex and tristates are bare in Kconfig; anything else is a quoted string. */
    static String value(Recommendation r) {
        return valueText(r.value());
    }

    /** A value as a defconfig line writes it: numbers, hex and tristates bare, anything else quoted. */
    public static String valueText(String value) {
        String v = value.trim();
        if (BARE_VALUE.matcher(v).matches()) {
            return v;
        }
        return "\""
                + v.replace("\\", "\\\\")
                        .replace("\"", "\\\"")
                        .replace('\n', ' ')
                        .replace('\r', ' ') + "\"";
    }
}
