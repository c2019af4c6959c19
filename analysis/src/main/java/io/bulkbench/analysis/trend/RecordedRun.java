package io.bulkbench.analysis.trend;

import io.bulkbench.core.BadInputException;
import lombok.NonNull;

/**
 * One run as the results database knows it: its board, its id (the run folder's name
 * under {@code results/BOARD/}), the device its plan measured, what the folder says
 * about it, and its plan's fingerprint.
 */
public record RecordedRun(
        @NonNull String board,
        @NonNull String runId,
        @NonNull String device,
        @NonNull RunInfo info,
        @NonNull PlanFingerprint plan) {

    public RecordedRun {
        if (runId.isBlank()) {
            throw new BadInputException("run id is empty; a run is named by its folder, e.g. 20261130-021500");
        }
    }

    /**
     * The board and the run id, which tell a board's runs apart, and nothing more: a year's
     * trend looks its runs up hundreds of thousands of times, and hashing the plan's
     * settings and the run's info each time is most of a site's build. Equal runs still
     * hash alike; equals compares every component.
     */
    @Override
    public int hashCode() {
        return 31 * board.hashCode() + runId.hashCode();
    }
}
