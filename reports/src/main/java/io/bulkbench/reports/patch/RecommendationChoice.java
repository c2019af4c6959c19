package io.bulkbench.reports.patch;

import io.bulkbench.analysis.Recommendation;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.util.List;
import java.util.Optional;

/**
 * The one recommendation of a symbol a patch writes. A run recommends a value per
 * direction and copy mode; {@code --direction} and {@code --mode} narrow them, and what is
 * left must agree on one value. When it does not, the refusal lists the choices. Where
 * several agree, the evidence is the first in {@link Recommendation#DEFAULTS_ORDER} (in,
 * out, both; the copy mode cheaper on the CPU at the same MB/s; else copy, no-copy), as
 * in defaults.config. Where the modes disagree and the cheaper one is known, the patch
 * follows it: the same MB/s for less of the host's CPU.
 */
public final class RecommendationChoice {
    private RecommendationChoice() {}

    public static Recommendation choose(
            String symbol,
            List<Recommendation> recommendations,
            Optional<Direction> direction,
            Optional<CopyMode> mode) {
        List<Recommendation> ofSymbol = recommendations.stream()
                .filter(r -> r.symbol().equals(symbol))
                .sorted(Recommendation.DEFAULTS_ORDER)
                .toList();
        List<Recommendation> left = ofSymbol.stream()
                .filter(r -> direction.map(d -> d == r.direction()).orElse(true))
                .filter(r -> mode.map(m -> m == r.copyMode()).orElse(true))
                .toList();
        if (left.isEmpty()) {
            throw new BadInputException("the run recommends " + symbol + "=" + choices(ofSymbol) + " and nothing for "
                    + direction.map(Direction::label).orElse("any direction") + " "
                    + mode.map(CopyMode::label).orElse("in any mode")
                    + "; choose one of those with --direction and --mode");
        }
        if (agree(left)) {
            return left.get(0);
        }
        List<Recommendation> cheaper =
                left.stream().filter(Recommendation::cheaperOnCpu).toList();
        if (!cheaper.isEmpty()
                && left.stream().map(Recommendation::direction).distinct().count() == 1
                && agree(cheaper)) {
            return cheaper.get(0);
        }
        throw new BadInputException(
                "the run recommends " + symbol + "=" + choices(left) + "; choose with --direction and --mode");
    }

    private static boolean agree(List<Recommendation> rs) {
        return rs.stream().map(Recommendation::value).distinct().count() == 1;
    }

    /** "4 for in copy and 8 for out no-copy". */
    static String choices(List<Recommendation> rs) {
        List<String> each = rs.stream()
                .map(r -> r.value() + " for " + r.direction().label() + " "
                        + r.copyMode().label())
                .toList();
        if (each.size() == 1) {
            return each.get(0);
        }
        return String.join(", ", each.subList(0, each.size() - 1)) + " and " + each.get(each.size() - 1);
    }
}
