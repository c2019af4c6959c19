package io.bulkbench.app.kernel;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.util.List;
import java.util.Optional;

/**
 * Which recommended symbols a patch sets, and whose recommendation where the directions or
 * copy modes recommend different values: {@code patch}'s {@code --symbol}, {@code
 * --direction} and {@code --mode}, the same for a run folder and for a board's nights.
 *
 * @param symbols   {@code RUN_SYMBOL=KERNEL_SYMBOL} or {@code RUN_SYMBOL} each; empty: every kernel symbol recommended
 * @param direction whose recommendation, when the directions differ
 * @param copyMode  whose recommendation, when the copy modes differ
 */
public record SymbolChoice(List<String> symbols, Optional<Direction> direction, Optional<CopyMode> copyMode) {

    /** Every kernel symbol recommended, from whichever direction and copy mode the defaults' order takes. */
    public static final SymbolChoice ALL = new SymbolChoice(List.of(), Optional.empty(), Optional.empty());

    public SymbolChoice {
        symbols = List.copyOf(symbols);
    }

    /** Whether anything is chosen: a symbol, a direction or a copy mode. */
    public boolean any() {
        return !symbols.isEmpty() || direction.isPresent() || copyMode.isPresent();
    }
}
