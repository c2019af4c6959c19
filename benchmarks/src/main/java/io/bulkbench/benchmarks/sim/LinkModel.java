package io.bulkbench.benchmarks.sim;

import java.util.Optional;

/**
 * The bus between host and device: payload bandwidth B (MB/s, 10^6 B/s) and a fixed cost
 * per request c_req, so a request of S bytes holds the bus for c_req + S/B. A half-duplex
 * link (USB 2.0) carries one direction at a time; a full-duplex one (SuperSpeed) gives each
 * direction its own lane. The optional speed names the USB signalling rate whose protocol
 * ceiling B may not exceed.
 */
public record LinkModel(double bandwidthMbS, double perRequestUs, Duplex duplex, Optional<LinkSpeed> speed) {

    public LinkModel {
        if (!(bandwidthMbS > 0) || !(perRequestUs >= 0) || duplex == null || speed == null) {
            throw new IllegalArgumentException(
                    "link needs bandwidth > 0, per-request cost >= 0, a duplex and a speed option");
        }
    }

    /** This link with another payload bandwidth. */
    public LinkModel withBandwidthMbS(double mbS) {
        return new LinkModel(mbS, perRequestUs, duplex, speed);
    }

    /** This link with another fixed cost per request. */
    public LinkModel withPerRequestUs(double us) {
        return new LinkModel(bandwidthMbS, us, duplex, speed);
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
