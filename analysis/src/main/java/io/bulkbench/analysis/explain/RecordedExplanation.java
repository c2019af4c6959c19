package io.bulkbench.analysis.explain;

import java.time.Instant;
import lombok.NonNull;

/**
 * explain's comparison of two runs of a board as the results database keeps it: the runs
 * by their ids, when the later one started (from its recorded run), and the comparison
 * itself. The two runs are its name: the same two runs compared again are one explanation.
 *
 * @param afterStarted when the AFTER run started, as the board's history has it
 */
public record RecordedExplanation(
        @NonNull String board,
        @NonNull String beforeRun,
        @NonNull String afterRun,
        @NonNull Instant afterStarted,
        @NonNull ModelChange change) {}
