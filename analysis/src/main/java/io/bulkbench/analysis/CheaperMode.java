package io.bulkbench.analysis;

import io.bulkbench.core.CopyMode;
import lombok.NonNull;

/**
 * "Copy or not?" at a recommendation's own configuration, measured both ways: the copy
 * mode that used measurably less CPU per MB there, and what MB/s said beside it:
 * {@code throughput} is empty where both modes moved the same MB/s, "also 2 % faster" where
 * the cheaper mode was faster too, and the trade where the other one was faster ("copy 2 %
 * faster for 60 % more CPU per MB"). As one cell: "no-copy", or "no-copy; " and that.
 */
public record CheaperMode(@NonNull CopyMode mode, String throughput) {
    public CheaperMode {
        throughput = throughput == null ? "" : throughput.strip();
    }

    /** Whether choosing this mode gives up MB/s the other mode reached. */
    public boolean isTrade() {
        return throughput.startsWith(other(mode).label() + " ");
    }

    /** The cell recommendations.csv writes, read back by {@link #parse}. */
    public String cell() {
        return throughput.isEmpty() ? mode.label() : mode.label() + "; " + throughput;
    }

    /** A cell as {@link #cell} writes it; the mode must be copy or no-copy. */
    public static CheaperMode parse(String cell) {
        int split = cell.indexOf(';');
        String mode = split < 0 ? cell : cell.substring(0, split);
        return new CheaperMode(CopyMode.parse(mode.strip()), split < 0 ? "" : cell.substring(split + 1));
    }

    public static CopyMode other(CopyMode mode) {
        return mode == CopyMode.COPY ? CopyMode.NO_COPY : CopyMode.COPY;
    }
}
