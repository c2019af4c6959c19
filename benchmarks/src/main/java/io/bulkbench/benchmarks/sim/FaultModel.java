package io.bulkbench.benchmarks.sim;

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
        double stallProbability,
        double timeoutProbability,
        double timeoutMs,
        double shortProbability,
        double corruptProbability,
        int enomemAboveKib,
        long disconnectAfterRequests,
        long crashAfterRequests) {

    public FaultModel {
        double sum = stallProbability + timeoutProbability + shortProbability + corruptProbability;
        if (stallProbability < 0
                || timeoutProbability < 0
                || shortProbability < 0
                || corruptProbability < 0
                || sum > 1 + 1e-12
                || (timeoutProbability > 0 && !(timeoutMs > 0))
                || (enomemAboveKib != 0 && enomemAboveKib < 16)
                || disconnectAfterRequests < 0
                || crashAfterRequests < 0) {
            throw new IllegalArgumentException("faults that cannot fire: probabilities must be >= 0 and sum to <= 1, "
                    + "a timeout needs timeout_ms > 0, ENOMEM needs a threshold >= 16 KiB");
        }
    }

    public static final FaultModel NONE = new FaultModel(0, 0, 0, 0, 0, 0, 0, 0);

    /** These faults plus endpoint stalls with probability {@code p} per request. */
    public FaultModel withStalls(double p) {
        return new FaultModel(
                p,
                timeoutProbability,
                timeoutMs,
                shortProbability,
                corruptProbability,
                enomemAboveKib,
                disconnectAfterRequests,
                crashAfterRequests);
    }

    /** These faults plus timeouts after {@code ms} with probability {@code p} per request. */
    public FaultModel withTimeouts(double p, double ms) {
        return new FaultModel(
                stallProbability,
                p,
                ms,
                shortProbability,
                corruptProbability,
                enomemAboveKib,
                disconnectAfterRequests,
                crashAfterRequests);
    }

    /** These faults plus short transfers with probability {@code p} per request. */
    public FaultModel withShortTransfers(double p) {
        return new FaultModel(
                stallProbability,
                timeoutProbability,
                timeoutMs,
                p,
                corruptProbability,
                enomemAboveKib,
                disconnectAfterRequests,
                crashAfterRequests);
    }

    /** These faults plus a corrupted byte in IN data with probability {@code p} per request. */
    public FaultModel withCorruption(double p) {
        return new FaultModel(
                stallProbability,
                timeoutProbability,
                timeoutMs,
                shortProbability,
                p,
                enomemAboveKib,
                disconnectAfterRequests,
                crashAfterRequests);
    }

    /** These faults plus ENOMEM for every request larger than {@code kib} KiB. */
    public FaultModel withEnomemAbove(int kib) {
        return new FaultModel(
                stallProbability,
                timeoutProbability,
                timeoutMs,
                shortProbability,
                corruptProbability,
                kib,
                disconnectAfterRequests,
                crashAfterRequests);
    }

    /** These faults plus the board unplugged after {@code requests} requests. */
    public FaultModel withDisconnectAfter(long requests) {
        return new FaultModel(
                stallProbability,
                timeoutProbability,
                timeoutMs,
                shortProbability,
                corruptProbability,
                enomemAboveKib,
                requests,
                crashAfterRequests);
    }

    /** These faults plus the JVM ending as in a native crash after {@code requests} requests. */
    public FaultModel withCrashAfter(long requests) {
        return new FaultModel(
                stallProbability,
                timeoutProbability,
                timeoutMs,
                shortProbability,
                corruptProbability,
                enomemAboveKib,
                disconnectAfterRequests,
                requests);
    }

    /** Whether any fault can happen at all. */
    public boolean any() {
        return stallProbability > 0
                || timeoutProbability > 0
                || shortProbability > 0
                || corruptProbability > 0
                || enomemAboveKib > 0
                || disconnectAfterRequests > 0
                || crashAfterRequests > 0;
    }
}
