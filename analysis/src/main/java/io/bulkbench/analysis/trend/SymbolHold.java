package io.bulkbench.analysis.trend;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One Kconfig symbol of one board as a defconfig takes it: one value, from the board's
 * defaults of that symbol (one per device, direction and copy mode, {@link HeldDefault}),
 * narrowed to a direction and a copy mode when asked. It has a value when every one of them
 * is held and all hold the same; otherwise it says why not, in one sentence. Pure.
 */
public record SymbolHold(String board, String symbol, List<HeldDefault> defaults) {

    public SymbolHold {
        defaults = List.copyOf(defaults);
        if (defaults.isEmpty()) {
            throw new IllegalArgumentException("symbol " + symbol + " of board " + board + " has no default");
        }
    }

    /** The board's symbols in the order its defaults first name them, each narrowed as asked. */
    public static List<SymbolHold> of(
            String board, List<HeldDefault> held, Optional<Direction> direction, Optional<CopyMode> mode) {
        Map<String, List<HeldDefault>> bySymbol = new LinkedHashMap<>();
        for (HeldDefault h : held) {
            if (direction.map(d -> d == h.trend().direction()).orElse(true)
                    && mode.map(m -> m == h.trend().copyMode()).orElse(true)) {
                bySymbol.computeIfAbsent(h.symbol(), k -> new ArrayList<>()).add(h);
            }
        }
        List<SymbolHold> out = new ArrayList<>();
        bySymbol.forEach((symbol, ds) -> out.add(new SymbolHold(board, symbol, ds)));
        return out;
    }

    /** The one value the board's nights hold for the symbol, if they hold one. */
    public Optional<String> value() {
        if (defaults.stream().allMatch(HeldDefault::held)
                && defaults.stream().map(HeldDefault::value).distinct().count() == 1) {
            return Optional.of(defaults.get(0).value());
        }
        return Optional.empty();
    }

    /** Why the symbol has no held value, in one sentence; empty when it has one. */
    public String why() {
        if (value().isPresent()) {
            return "";
        }
        List<String> unsettled = defaults.stream()
                .filter(h -> !h.held())
                .map(h -> scope(h) + " it is unsettled: " + h.why())
                .toList();
        if (!unsettled.isEmpty()) {
            return String.join("; ", unsettled);
        }
        List<String> each =
                defaults.stream().map(h -> h.value() + " for " + scope(h)).toList();
        return "the nights hold " + String.join(" and ", each) + "; choose one with --direction and --mode";
    }

    /** "in copy on sim:hs": which of the board's defaults. */
    public static String scope(HeldDefault h) {
        return h.trend().direction().label() + " " + h.trend().copyMode().label() + " on "
                + h.trend().device();
    }
}
