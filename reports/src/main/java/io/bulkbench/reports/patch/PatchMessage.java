package io.bulkbench.reports.patch;

import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.ThroughputBasis;
import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.ThroughputText;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The commit message of a defconfig patch, in the kernel's style (the Linux seed's
 * FSG_NUM_BUFFERS patch is the model): a subject under 75 columns naming the defconfig,
 * the symbol and the board; then, per symbol, what the tree has now, the measured table
 * (the recommended value, its measured neighbours and the current value, in MB/s with
 * JMH's 99.9 % error; the fitted figure where the recommended value was not measured) on
 * which kind of device, how late a simulator ran, the rationale and the memory; last,
 * which run measured it. Prose is
 * wrapped at 75 columns ({@link MessageWrap}). No Signed-off-by: the sender adds it.
 */
public final class PatchMessage {
    private PatchMessage() {}

    /**
     * Which run measured the settings: its id, board, device, the device's kind (simulator,
     * usb4java, file) and bulkbench version (empty when unknown).
     */
    public record Run(String runId, String board, String device, String deviceKind, String version) {}

    /** The subject and body, separated by a blank line, ending in a newline. */
    public static String of(String defconfigPath, List<SettingChange> changes, Run run, Optional<String> treePrefix) {
        return of(defconfigPath, changes, run, treePrefix, Map.of());
    }

    /**
     * The same, each setting followed by what the board's nights say of it ({@code nights},
     * by kernel symbol: how many held it, their knees and intervals, the figures at the old
     * and new value), for a patch made from a held default.
     */
    public static String of(
            String defconfigPath,
            List<SettingChange> changes,
            Run run,
            Optional<String> treePrefix,
            Map<String, String> nights) {
        List<String> lines = new ArrayList<>();
        lines.add(subject(prefix(defconfigPath, treePrefix), changes, run.board()));
        for (SettingChange c : changes) {
            lines.add("");
            lines.addAll(setting(c, run));
            String said = nights.get(c.setting().kernelSymbol());
            if (said != null) {
                lines.add("");
                lines.addAll(MessageWrap.wrap(said));
            }
        }
        lines.add("");
        String version = run.version().isBlank() ? "" : " " + run.version();
        lines.addAll(MessageWrap.wrap(
                "Measured with bulkbench" + version + ", run " + run.runId() + " on " + run.board() + "."));
        return String.join("\n", lines) + "\n";
    }

    /**
     * "arm64: defconfig: set USB_GADGET_STORAGE_NUM_BUFFERS to 4 for snowball", shortened
     * until it fits {@link MessageWrap#COLUMNS}: without the board, then one symbol's name
     * for several, then cut.
     */
    static String subject(String prefix, List<SettingChange> changes, String board) {
        String all = changes.stream()
                .map(c -> c.setting().shortName() + " to " + c.setting().value())
                .collect(Collectors.joining(", "));
        List<String> tries = List.of(
                prefix + "set " + all + " for " + board,
                prefix + "set " + all,
                prefix + "set USB defaults measured on " + board,
                prefix + "set USB defaults");
        return tries.stream()
                .filter(s -> s.length() <= MessageWrap.COLUMNS)
                .findFirst()
                .orElseGet(() -> tries.get(tries.size() - 1).substring(0, MessageWrap.COLUMNS));
    }

    /**
     * "ARM: u8500_defconfig: ": the prefix the tree's history uses for the defconfig's folder
     * ({@link SubjectPrefix}), then the file's name; without history, the architecture's
     * folder name for arch/ARCH/configs/FILE, and the file's name alone elsewhere.
     */
    static String prefix(String defconfigPath, Optional<String> treePrefix) {
        String[] parts = defconfigPath.split("/");
        String file = parts[parts.length - 1];
        if (treePrefix.isPresent()) {
            return treePrefix.get() + ": " + file + ": ";
        }
        if (parts.length == 4 && parts[0].equals("arch") && parts[2].equals("configs")) {
            return parts[1] + ": " + file + ": ";
        }
        return file + ": ";
    }

    private static List<String> setting(SettingChange c, Run run) {
        PatchSetting s = c.setting();
        Recommendation r = s.recommendation();
        List<String> lines = new ArrayList<>(MessageWrap.wrap(
                "Set " + s.kernelSymbol() + " to " + s.value() + " for " + run.board() + ". " + now(c) + unit(s)));
        c.table().ifPresent(t -> {
            lines.add("");
            lines.addAll(MessageWrap.wrap(String.format(
                    Locale.ROOT,
                    "bulkbench measured %s %s on the %s %s at %s (MB/s, mean ± JMH's 99.9 %% error):",
                    r.direction().label(),
                    r.copyMode().label(),
                    run.deviceKind(),
                    run.device(),
                    t.kind() == SettingKind.BUFFER_COUNT
                            ? ByteSizeText.of(t.fixed()) + " requests"
                            : t.fixed() + " buffers")));
            lines.add("");
            lines.addAll(table(t, r));
            late(t).ifPresent(share -> {
                lines.add("");
                lines.addAll(MessageWrap.wrap(String.format(
                        Locale.ROOT,
                        "The simulator ran late for up to %.1f %% of the measured time at these points (the"
                                + " host did not run its thread in time), so their figures may read low by as much.",
                        100 * share)));
            });
        });
        if (!r.rationale().isBlank()) {
            lines.add("");
            lines.addAll(MessageWrap.wrap(r.rationale()));
        }
        lines.add("");
        lines.addAll(MessageWrap.wrap(
                "The recommended configuration takes " + ByteSizeText.of(r.memoryBytes()) + " of buffer memory."));
        return lines;
    }

    private static String now(SettingChange c) {
        if (c.defconfigValue().isPresent()) {
            return "The defconfig set it to " + c.defconfigValue().get() + ".";
        }
        return c.kconfigDefault()
                .map(d -> "The defconfig left it at its Kconfig default, " + d + ".")
                .orElse("The defconfig did not set it.");
    }

    private static String unit(PatchSetting s) {
        return s.kind() == SettingKind.REQUEST_KIB ? " The value is in KiB, as bulkbench counts request sizes." : "";
    }

    /** The largest late share of the table's points, when the device reported one. */
    private static Optional<Double> late(MeasuredNeighbours t) {
        return t.rows().stream()
                .flatMap(row -> row.point().stream())
                .filter(p -> p.lateShare().isPresent())
                .map(p -> p.lateShare().getAsDouble())
                .max(Double::compare);
    }

    private static List<String> table(MeasuredNeighbours t, Recommendation r) {
        boolean buffers = t.kind() == SettingKind.BUFFER_COUNT;
        List<String> lines = new ArrayList<>();
        lines.add(String.format(Locale.ROOT, "  %10s  %-16s", buffers ? "buffers" : "request", "MB/s")
                .stripTrailing());
        for (MeasuredNeighbours.Row row : t.rows()) {
            String x = buffers ? Long.toString(row.x()) : ByteSizeText.of(row.x());
            String mbS = row.point()
                    .map(p -> ThroughputText.figureWithError(p.throughputMbS(), p.errorMbS()))
                    .orElse(ThroughputText.MISSING + " (not measured" + fitted(row, r) + ")");
            String mark = row.recommended() ? "recommended" : row.current() ? "current" : "";
            if (row.recommended() && row.current()) {
                mark = "recommended, current";
            }
            lines.add(String.format(Locale.ROOT, "  %10s  %-16s  %s", x, mbS, mark)
                    .stripTrailing());
        }
        return lines;
    }

    /** "; fitted 19.8" where the recommended value was not measured and its throughput is the fit's. */
    private static String fitted(MeasuredNeighbours.Row row, Recommendation r) {
        return row.recommended() && r.basis().equals(Optional.of(ThroughputBasis.FITTED))
                ? "; fitted " + ThroughputText.figure(r.throughputMbS())
                : "";
    }

    /** The value a setting would have after the patch, for a line on the command's output. */
    public static String summary(SettingChange c) {
        return c.setting().kernelSymbol() + "=" + c.setting().value()
                + c.defconfigValue().map(v -> " (was " + v + ")").orElse(" (not set before)");
    }
}
