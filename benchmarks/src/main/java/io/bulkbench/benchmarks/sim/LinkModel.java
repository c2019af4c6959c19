package io.bulkbench.benchmarks.sim;

import java.util.Optional;
import lombok.With;

/**
 * The bus between host and device: payload bandwidth B (MB/s, 10^6 B/s) and a fixed cost
 * per request c_req, so a request of S bytes holds the bus for c_req + S/B. A half-duplex
 * link (USB 2.0) carries one direction at a time; a full-duplex one (SuperSpeed) gives each
 * direction its own lane. The optional speed names the USB signalling rate whose protocol
 * ceiling B may not exceed.
 */
public record LinkModel(
        @With double bandwidthMbS, @With double perRequestUs, Duplex duplex, Optional<LinkSpeed> speed) {

    public LinkModel {
        if (!(bandwidthMbS > 0) || !(perRequestUs >= 0) || duplex == null || speed == null) {
            throw new IllegalArgumentException(
                    "link needs bandwidth > 0, per-request cost >= 0, a duplex and a speed option");
        }
    }

    /** Whether both directions share one bus. */
    public enum Duplex {
        HALF,
        FULL
    }

    /** Nanoseconds a request of {@code bytes} holds the bus. */
    public double busNanos(int bytes) {
        return perRequestUs * 1_000.0 + bytes * 1_000.0 / bandwidthMbS;
    }
}
