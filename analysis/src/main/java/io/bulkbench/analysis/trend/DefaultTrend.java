package io.bulkbench.analysis.trend;

import io.bulkbench.analysis.Undecided;
import io.bulkbench.analysis.ValueInterval;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import lombok.NonNull;

/**
 * One recommended default (a Kconfig symbol for one device, direction and copy mode)
 * over runs of one plan, oldest first: what each night recommended.
 */
public record DefaultTrend(
        @NonNull String device,
        @NonNull Direction direction,
        @NonNull CopyMode copyMode,
        @NonNull String symbol,
        List<Night> nights) {

    public DefaultTrend {
        nights = List.copyOf(nights);
    }

    /**
     * The value one run recommended, with the throughput there, the memory the recommended
     * pair of buffer count and request size takes ({@code memoryBytes}, 0 where not known),
     * whether late points left it open, and the interval its estimate allows, where there is one.
     */
    public record Night(
            @NonNull RecordedRun run,
            @NonNull String value,
            double throughputMbS,
            long memoryBytes,
            @NonNull Optional<Undecided> undecided,
            @NonNull Optional<ValueInterval> interval) {

        /** A decided night with no interval and its memory not known. */
        public Night(RecordedRun run, String value, double throughputMbS) {
            this(run, value, throughputMbS, 0, Optional.empty(), Optional.empty());
        }

        public boolean decided() {
            return undecided.isEmpty();
        }
    }

    /** The runs whose recommendation differs from the run before: when the default changed. */
    public List<Night> changes() {
        List<Night> changes = new ArrayList<>();
        for (int i = 1; i < nights.size(); i++) {
            if (!nights.get(i).value().equals(nights.get(i - 1).value())) {
                changes.add(nights.get(i));
            }
        }
        return changes;
    }
}
