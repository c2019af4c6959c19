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

/**
 * Which of a board's symbols a patch from its nights sets, and to what: each symbol the
 * latest night recommends under its kernel name ({@link PatchSymbols}), with the one value
 * its nights hold ({@link SymbolHold}), taken from the latest night's recommendation of it.
 *
 * @param picked      the latest night's recommendation of each symbol set, its value the held one
 * @param kernelNames each symbol's kernel name, by the run's name
 * @param holds       each picked symbol's hold, by the run's name
 * @param unsettled   "SYMBOL (why)" of each chosen symbol its nights do not hold
 */
public record BoardPatchPlan(
        List<Recommendation> picked,
        Map<String, String> kernelNames,
        Map<String, SymbolHold> holds,
        List<String> unsettled) {

    public BoardPatchPlan {
        picked = List.copyOf(picked);
        kernelNames = Map.copyOf(kernelNames);
        holds = Map.copyOf(holds);
        unsettled = List.copyOf(unsettled);
    }

    public static BoardPatchPlan of(BoardNights b, SymbolChoice choice) {
        Optional<Direction> direction = choice.direction();
        Optional<CopyMode> mode = choice.copyMode();
        Map<String, String> chosen = PatchSymbols.choose(choice.symbols(), b.recommendations());
        List<Recommendation> picked = new ArrayList<>();
        Map<String, SymbolHold> holds = new LinkedHashMap<>();
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
            picked.add(r);
            holds.put(symbol, hold.get());
        }
        return new BoardPatchPlan(picked, chosen, holds, unsettled);
    }
}
