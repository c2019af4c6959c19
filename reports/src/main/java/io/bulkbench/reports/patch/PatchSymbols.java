package io.bulkbench.reports.patch;

import io.bulkbench.analysis.AnalysisSettings;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.KconfigSymbol;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which of a run's recommended symbols a patch sets, and under which kernel name, from the
 * {@code --symbol} flags. Each flag is {@code RUN_SYMBOL} (set that one as it is named) or
 * {@code RUN_SYMBOL=KERNEL_SYMBOL} (set it under the kernel's name; the value is written as
 * recommended, so a request size stays in KiB). Both names are read by {@link KconfigSymbol},
 * which adds a missing {@code CONFIG_}. Without flags the patch sets every
 * recommended symbol that is a kernel's and leaves bulkbench's own names
 * ({@link AnalysisSettings#isOwnSymbol}) out; an own name is only ever set when mapped.
 */
public final class PatchSymbols {
    private PatchSymbols() {}

    /** The run's symbols to set, each with the kernel name it is written under, in the run's order. */
    public static Map<String, String> choose(List<String> flags, List<Recommendation> recommendations) {
        Set<String> offered = new LinkedHashSet<>();
        recommendations.forEach(r -> offered.add(r.symbol()));
        Map<String, String> chosen = new LinkedHashMap<>();
        for (String flag : flags) {
            int eq = flag.indexOf('=');
            String from =
                    KconfigSymbol.of(eq < 0 ? flag : flag.substring(0, eq), "--symbol " + flag + ": the run's name");
            String to = eq < 0
                    ? from
                    : KconfigSymbol.of(flag.substring(eq + 1), "--symbol " + flag + ": the kernel's name");
            if (!offered.contains(from)) {
                throw new BadInputException("--symbol " + flag + ": the run recommends no " + from + "; it recommends "
                        + String.join(", ", offered));
            }
            if (AnalysisSettings.isOwnSymbol(to)) {
                throw ownSymbol(from, recommendations);
            }
            chosen.put(from, to);
        }
        if (!flags.isEmpty()) {
            return chosen;
        }
        for (String symbol : offered) {
            if (!AnalysisSettings.isOwnSymbol(symbol)) {
                chosen.put(symbol, symbol);
            }
        }
        if (chosen.isEmpty()) {
            throw ownSymbol(offered.iterator().next(), recommendations);
        }
        return chosen;
    }

    /** The run's own symbols a patch without flags leaves out, to be named on the command's output. */
    public static List<String> leftOut(Map<String, String> chosen, List<Recommendation> recommendations) {
        List<String> out = new ArrayList<>();
        for (Recommendation r : recommendations) {
            if (!chosen.containsKey(r.symbol()) && !out.contains(r.symbol())) {
                out.add(r.symbol());
            }
        }
        return out;
    }

    private static BadInputException ownSymbol(String symbol, List<Recommendation> recommendations) {
        String what = symbol.equals(AnalysisSettings.DEFAULT_REQUEST_SIZE_SYMBOL)
                ? "bulkbench's name for the request size in KiB"
                : symbol.equals(AnalysisSettings.HOST_QUEUE_SYMBOL)
                        ? "bulkbench's name for the host's queue depth"
                        : "bulkbench's own name";
        return new BadInputException("the run recommends " + symbol + ", " + what
                + ", which no kernel has; name the kernel's option with --symbol " + symbol
                + "=CONFIG_YOUR_OPTION (recommended: " + RecommendationChoice.choices(ofSymbol(symbol, recommendations))
                + ")");
    }

    private static List<Recommendation> ofSymbol(String symbol, List<Recommendation> recommendations) {
        return recommendations.stream().filter(r -> r.symbol().equals(symbol)).toList();
    }
}
