package io.bulkbench.reports;

import io.bulkbench.analysis.trend.Acknowledgement;
import io.bulkbench.analysis.trend.NightVerdict;
import java.util.Map;
import java.util.Optional;
import lombok.NonNull;

/**
 * What {@code history} shows of a board's stored verdicts beside its nights: each judged
 * run's outcome by run id, the latest night's whole verdict, and the change acknowledged on
 * the board now. Read as stored, never judged again.
 */
public record HistoryVerdicts(
        Map<String, NightVerdict.Outcome> outcomes,
        @NonNull Optional<NightVerdict> latest,
        @NonNull Optional<Acknowledgement> acknowledged) {

    public HistoryVerdicts {
        outcomes = Map.copyOf(outcomes);
    }

    /** None: a history read without its verdicts. */
    public static HistoryVerdicts none() {
        return new HistoryVerdicts(Map.of(), Optional.empty(), Optional.empty());
    }

    /** The stored outcome of run {@code runId}, as the files write it; empty for a run never judged. */
    public String outcomeOf(String runId) {
        NightVerdict.Outcome o = outcomes.get(runId);
        return o == null ? "" : o.label();
    }
}
