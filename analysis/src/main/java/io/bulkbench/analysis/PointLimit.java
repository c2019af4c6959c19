package io.bulkbench.analysis;

import io.bulkbench.core.PointKey;
import lombok.NonNull;

/**
 * What limits throughput at one point of a run, as a calibrated model of the board says:
 * the resource whose per-request time is the longest, or, when the model's throughput
 * stays clearly below what that resource allows, too few buffers in flight to hide the
 * round trip and the jitter. {@code modelMbS} is the model's throughput there.
 */
public record PointLimit(@NonNull PointKey key, @NonNull Resource resource, double modelMbS) {

    /** The resources a point's throughput can be limited by. */
    public enum Resource {
        /** The link's payload bandwidth: the request's bytes take longer than its fixed cost. */
        LINK("link bandwidth"),
        /** The link's fixed cost per request (scheduling, DMA map, the gap between transfers). */
        PER_REQUEST("per-request cost"),
        /** The host's turnaround between reaping a completion and the next request on the bus. */
        HOST("host turnaround"),
        /** The copy between the application's memory and the transfer buffer (COPY mode). */
        COPY("copy"),
        /** The device filling or draining its buffers from its storage. */
        DEVICE("device storage"),
        /** None of the above: too few buffers in flight to hide the round trip and the jitter. */
        BUFFERS("too few buffers");

        private final String label;

        Resource(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }
}
