package io.bulkbench.benchmarks.sim;

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
        double submitUs,
        double submitUsPerKib,
        double completionLatencyUs,
        double jitterUs,
        double delayProbability,
        double delayUs,
        int queueDepth) {

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

    /** This host with a fixed turnaround of {@code us} per request. */
    public HostModel withSubmitUs(double us) {
        return new HostModel(us, submitUsPerKib, completionLatencyUs, jitterUs, delayProbability, delayUs, queueDepth);
    }

    /** This host with a turnaround that grows by {@code us} per KiB of the request. */
    public HostModel withSubmitUsPerKib(double us) {
        return new HostModel(submitUs, us, completionLatencyUs, jitterUs, delayProbability, delayUs, queueDepth);
    }

    /** This host with its turnaround varying uniformly by up to {@code us} either way. */
    public HostModel withJitterUs(double us) {
        return new HostModel(submitUs, submitUsPerKib, completionLatencyUs, us, delayProbability, delayUs, queueDepth);
    }

    /** This host seeing each completion {@code us} after the bus finished it. */
    public HostModel withCompletionLatencyUs(double us) {
        return new HostModel(submitUs, submitUsPerKib, us, jitterUs, delayProbability, delayUs, queueDepth);
    }

    /** This host reading through a queue of its own, {@code depth} requests deep (a device-buffers profile). */
    public HostModel withQueueDepth(int depth) {
        return new HostModel(submitUs, submitUsPerKib, completionLatencyUs, jitterUs, delayProbability, delayUs, depth);
    }

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
