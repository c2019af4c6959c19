package io.bulkbench.benchmarks.sim;

import lombok.NonNull;
import lombok.With;

/**
 * Faults the simulated device can inject, each per request with its own probability
 * (they exclude one another, so their sum is at most 1): an endpoint stall, a timeout
 * after {@code timeoutMs}, a short transfer, a corrupted byte in IN data; plus ENOMEM on
 * submitting a request larger than {@code enomemAboveKib} (0 = never) and a disconnect
 * at the given request count (0 = never). Each ends as a status or a counter, never a hang.
 * One does not: {@code crashAfterRequests} (0 = never) ends the whole JVM at that request
 * count, as a native crash in the USB library would, so that a sweep can be shown to lose
 * only the point whose fork died.
 */
public record FaultModel(
        @With @NonNull PerRequest perRequest,
        @With int enomemAboveKib,
        @With long disconnectAfterRequests,
        long crashAfterRequests) {

    /**
     * The faults drawn for each request, each with its own probability (they exclude one
     * another): an endpoint stall, a timeout after {@code timeoutMs}, a short transfer, a
     * corrupted byte in IN data.
     */
    @With
    public record PerRequest(
            double stallProbability,
            double timeoutProbability,
            double timeoutMs,
            double shortProbability,
            double corruptProbability) {

        static final PerRequest NONE = new PerRequest(0, 0, 0, 0, 0);

        boolean any() {
            return stallProbability > 0 || timeoutProbability > 0 || shortProbability > 0 || corruptProbability > 0;
        }
    }

    public FaultModel {
        PerRequest r = perRequest;
        double sum = r.stallProbability() + r.timeoutProbability() + r.shortProbability() + r.corruptProbability();
        if (r.stallProbability() < 0
                || r.timeoutProbability() < 0
                || r.shortProbability() < 0
                || r.corruptProbability() < 0
                || sum > 1 + 1e-12
                || (r.timeoutProbability() > 0 && !(r.timeoutMs() > 0))
                || (enomemAboveKib != 0 && enomemAboveKib < 16)
                || disconnectAfterRequests < 0
                || crashAfterRequests < 0) {
            throw new IllegalArgumentException("faults that cannot fire: probabilities must be >= 0 and sum to <= 1, "
                    + "a timeout needs timeout_ms > 0, ENOMEM needs enomemAboveKib >= 16");
        }
    }

    public static final FaultModel NONE = new FaultModel(PerRequest.NONE, 0, 0, 0);

    /** These faults plus endpoint stalls with probability {@code p} per request. */
    public FaultModel withStalls(double p) {
        return withPerRequest(perRequest.withStallProbability(p));
    }

    /** These faults plus timeouts after {@code ms} with probability {@code p} per request. */
    public FaultModel withTimeouts(double p, double ms) {
        return withPerRequest(perRequest.withTimeoutProbability(p).withTimeoutMs(ms));
    }

    /** These faults plus short transfers with probability {@code p} per request. */
    public FaultModel withShortTransfers(double p) {
        return withPerRequest(perRequest.withShortProbability(p));
    }

    /** These faults plus a corrupted byte in IN data with probability {@code p} per request. */
    public FaultModel withCorruption(double p) {
        return withPerRequest(perRequest.withCorruptProbability(p));
    }

    /** Whether any fault can happen at all. */
    public boolean any() {
        return perRequest.any() || enomemAboveKib > 0 || disconnectAfterRequests > 0 || crashAfterRequests > 0;
    }
}
