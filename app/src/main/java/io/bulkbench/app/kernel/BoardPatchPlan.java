package io.bulkbench.app.kernel;

import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.trend.SymbolHold;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.reports.patch.PatchSymbols;
import io.bulkbench.reports.patch.RecommendationChoice;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import lombok.NonNull;

/**
 * Which of a board's symbols a patch from its nights sets, and to what: each symbol the
 * latest night recommends under its kernel name ({@link PatchSymbols}), with the one value
 * its nights hold ({@link SymbolHold}), taken from the latest night's recommendation of it.
 *
 * @param set       each symbol the patch sets
 * @param unsettled "SYMBOL (why)" of each chosen symbol its nights do not hold
 */
public record BoardPatchPlan(List<SetSymbol> set, List<String> unsettled) {

    /**
     * A symbol the patch sets: the latest night's recommendation of it (its value the held
     * one), the symbol's kernel name, and how its nights hold it.
     */
    public record SetSymbol(
            @NonNull Recommendation recommendation,
            @NonNull String kernelName,
            @NonNull SymbolHold hold) {}

    public BoardPatchPlan {
        set = List.copyOf(set);
        unsettled = List.copyOf(unsettled);
    }

    /** The recommendations the patch sets, in order. */
    public List<Recommendation> recommendations() {
        return set.stream().map(SetSymbol::recommendation).toList();
    }

    /** Each set symbol's kernel name, by the run's name. */
    public Map<String, String> kernelNames() {
        Map<String, String> names = new LinkedHashMap<>();
        set.forEach(s -> names.put(s.recommendation().symbol(), s.kernelName()));
        return names;
    }

    /** How the nights hold the set symbol {@code symbol} (by the run's name). */
    public SymbolHold holdOf(String symbol) {
        return set.stream()
                .filter(s -> s.recommendation().symbol().equals(symbol))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException(symbol + " is not a symbol this patch sets"))
                .hold();
    }

    public static BoardPatchPlan of(BoardNights b, SymbolChoice choice) {
        Optional<Direction> direction = choice.direction();
        Optional<CopyMode> mode = choice.copyMode();
        Map<String, String> chosen = PatchSymbols.choose(choice.symbols(), b.recommendations());
        List<SetSymbol> set = new ArrayList<>();
        List<String> unsettled = new ArrayList<>();
        for (String symbol : chosen.keySet()) {
            Optional<SymbolHold> hold = b.symbol(symbol, direction, mode);
            if (hold.isEmpty()) {
                throw new BadInputException("board '" + b.board() + "' recommends " + symbol + " for no "
                        + direction.map(Direction::label).orElse("direction") + " "
                        + mode.map(CopyMode::label).orElse("copy mode") + " on its latest night (run "
                        + b.latestRun().runId() + "); drop --direction or --mode");
            }
            if (hold.get().value().isEmpty()) {
                unsettled.add(symbol + " (" + hold.get().why() + ")");
                continue;
            }
            Recommendation r = RecommendationChoice.choose(symbol, b.recommendations(), direction, mode);
            set.add(new SetSymbol(r, chosen.get(symbol), hold.get()));
        }
        return new BoardPatchPlan(set, unsettled);
    }
}
