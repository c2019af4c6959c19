package io.bulkbench.analysis.trend;

import io.bulkbench.core.TextHash;
import lombok.NonNull;

/**
 * The plan settings a run was measured with, as one canonical text, and its short hash.
 * Two runs are compared only when their fingerprints are equal: the same device, grid
 * and JMH settings (Conbench's fingerprint idea), so a change between nights is the
 * board's, not the plan's.
 *
 * @param id       the first 12 hex digits of the settings' SHA-256
 * @param settings the canonical settings text, e.g. {@code device=sim:hs buffers=2,4 ...}
 */
public record PlanFingerprint(@NonNull String id, @NonNull String settings) {
    private static final int ID_LENGTH = 12;

    /** The fingerprint of a canonical settings text. */
    public static PlanFingerprint of(String settings) {
        return new PlanFingerprint(TextHash.sha256(settings).substring(0, ID_LENGTH), settings);
    }
}
