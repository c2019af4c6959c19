package io.bulkbench.analysis.trend;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What tonight did to a board's held default ({@link HeldDefault}): made it held, or ended
 * a hold, said once, on the night it happened. Pure.
 */
public final class HeldChange {
    private HeldChange() {}

    /**
     * One sentence per default of the latest run whose hold tonight began or ended (tonight
     * being the trend's latest night), none for those it left as they were.
     */
    public static List<String> tonight(BoardTrend trend, int nights) {
        List<String> out = new ArrayList<>();
        if (trend.runs().isEmpty()) {
            return out;
        }
        RecordedRun tonight = trend.runs().get(trend.runs().size() - 1);
        for (DefaultTrend d : WholeHistoryFacts.current(trend)) {
            said(d, tonight, nights).ifPresent(out::add);
        }
        return out;
    }

    static Optional<String> said(DefaultTrend d, RecordedRun tonight, int nights) {
        List<DefaultTrend.Night> all = d.nights();
        if (all.isEmpty() || !all.get(all.size() - 1).run().equals(tonight)) {
            return Optional.empty();
        }
        HeldDefault now = HeldDefault.of(d, nights, false);
        DefaultTrend before =
                new DefaultTrend(d.device(), d.direction(), d.copyMode(), d.symbol(), all.subList(0, all.size() - 1));
        HeldDefault then = HeldDefault.of(before, nights, false);
        String which = d.symbol() + " (" + SymbolHold.scope(now) + ")";
        if (now.held() && !then.held()) {
            return Optional.of(which + " is now held at " + now.value() + ": the last " + nights + " nights agree");
        }
        if (!now.held() && then.held()) {
            return Optional.of(which + " is no longer held at " + then.value() + ": " + now.why());
        }
        return Optional.empty();
    }
}
