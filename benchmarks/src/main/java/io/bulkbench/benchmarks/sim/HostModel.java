package io.bulkbench.benchmarks.sim;

import lombok.With;

/**
 * The host stack around each request. Turnaround (submit_us + submit_us_per_kib x KiB, plus
 * jitter and an occasional long delay) is host time: the thread that reaps and resubmits
 * is busy for it, which is the fastboot "reach schedule() before the next interrupt"
 * effect. Completion latency is the time from the bus finishing a request to the host
 * thread seeing it (interrupt, wake-up); it only costs when the host was waiting. A
 * device-buffers profile also fixes the host's own queue depth (dd's read-ahead); for a
 * host-queue profile it is 0 and the swept buffer count is the queue.
 */
public record HostModel(
        @With double submitUs,
        @With double submitUsPerKib,
        @With double completionLatencyUs,
        @With double jitterUs,
        double delayProbability,
        double delayUs,
        @With int queueDepth) {

    public HostModel {
        if (!(submitUs >= 0)
                || !(submitUsPerKib >= 0)
                || !(completionLatencyUs >= 0)
                || !(jitterUs >= 0)
                || !(delayProbability >= 0 && delayProbability <= 1)
                || !(delayUs >= 0)
                || queueDepth < 0) {
            throw new IllegalArgumentException("host costs must be >= 0 and the delay probability within 0..1");
        }
    }

    /** A host that costs nothing: no turnaround, no latency, no jitter, no own queue. */
    public static final HostModel FREE = new HostModel(0, 0, 0, 0, 0, 0, 0);

    /** Host-busy nanoseconds to hand over a request of {@code bytes}, given two uniform draws. */
    public double turnaroundNanos(int bytes, double jitterDraw, double delayDraw) {
        double us = submitUs + submitUsPerKib * bytes / 1024.0 + jitterUs * (2.0 * jitterDraw - 1.0);
        if (delayDraw < delayProbability) {
            us += delayUs;
        }
        return Math.max(0.0, us) * 1_000.0;
    }

    public double completionLatencyNanos() {
        return completionLatencyUs * 1_000.0;
    }
}
