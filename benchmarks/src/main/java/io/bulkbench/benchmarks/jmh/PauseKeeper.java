package io.bulkbench.benchmarks.jmh;

import io.bulkbench.benchmarks.pipeline.TransferPipeline;

/**
 * Keeps a pipeline moving while JMH pauses between iterations, as a stream that never
 * stops would: a thread of its own reaps and resubmits, uncounted, from the end of one
 * iteration to the start of the next. Left alone through the pause, the requests in
 * flight finish (and a device's own stages run ahead: a mass-storage gadget's read-ahead
 * fills its buffers), and the next iteration reaps them in time they did not take,
 * reading 1.5 to 2.5 % high on a device-bound profile and more with more requests in
 * flight.
 *
 * <p>A throughput harness takes the stream over in its iteration's first operation, inside
 * the measured time: {@link #takeOver} waits for the request the keeper is reaping, and the
 * part of it that moved in the measured time is the iteration's: its bytes times the share
 * of the time between the last two completions that lies after the measurement began
 * ({@link #inMeasuredTime}). Counting that request whole would count half a request too
 * many per iteration on average (the measurement starts at any moment of it), 2.6 % at
 * 256 KiB on a 20 MB/s device in a 250 ms iteration; leaving it out, half a request too few.
 * Taking over in JMH's iteration setup instead leaves the time from the keeper's last
 * request to the first operation (a thread's wake-up, JMH's own setup: a millisecond or
 * more on a busy machine) outside the measurement while the device works through it.
 *
 * <p>The keeper's thread can be held off the processor in the pause, a millisecond or more,
 * while a deep queue keeps the device working: the requests it finishes meanwhile wait,
 * reaped by no one, and a host that turns a request around only a little faster than the
 * device moves one works that backlog off slowly, so the next iteration would reap requests
 * that moved before it began (fastboot-ssp's deepest queues read 0.5 to 0.65 % high). Where
 * the device knows when a request finished (the simulator: {@link TransferPipeline#finishedBy}),
 * the take-over reaps, uncounted, the finished requests beyond as many as the measured stream
 * itself left finished and unreaped when its iteration ended: a host-bound stream always has
 * its whole queue finished and waiting, and that backlog is its steady state, not the pause's.
 *
 * <p>The pipeline is never used by two threads at once: the keeper starts after the
 * benchmark thread's last operation of an iteration and is joined before the benchmark
 * thread uses the pipeline again ({@link Thread#start} and {@link Thread#join} order the two).
 */
final class PauseKeeper {
    private final TransferPipeline pipeline;
    private final String name;
    private volatile boolean stopping;
    /** Volatile: in a JMH group one thread's teardown starts the keeper and another thread stops it. */
    private volatile Thread thread;

    // written by the keeper's thread, read after the join
    private RuntimeException failure;
    private long lastReapNanos;
    private long previousReapNanos;
    private int lastBytes;
    /** The finished, unreaped requests the measured stream left when its iteration ended. */
    private int leftBehind;

    PauseKeeper(TransferPipeline pipeline, String name) {
        this.pipeline = pipeline;
        this.name = name;
    }

    /** Starts moving the pipeline: at an iteration's end, right after its last operation's completion. */
    void start() {
        if (thread != null) {
            return;
        }
        stopping = false;
        leftBehind = pipeline.finishedBy(System.nanoTime());
        lastReapNanos = System.nanoTime();
        previousReapNanos = lastReapNanos;
        lastBytes = 0;
        thread = new Thread(this::keepMoving, name);
        thread.setDaemon(true);
        thread.start();
    }

    private void keepMoving() {
        try {
            while (!stopping) {
                int delivered = pipeline.transferNext();
                previousReapNanos = lastReapNanos;
                lastReapNanos = System.nanoTime();
                lastBytes = delivered;
            }
        } catch (RuntimeException e) {
            failure = e;
        }
    }

    /** Whether the keeper's thread is running: false once stopped, or once a failure ended it. */
    boolean moving() {
        return thread != null && thread.isAlive();
    }

    /**
     * Takes the stream over at a measured iteration's start, in its first operation: stops
     * the keeper after the request in flight, reaps (uncounted) what the device finished in
     * the pause beyond the stream's own backlog ({@link #catchUp}), and returns the bytes of
     * the keeper's last request that moved after this call ({@link #inMeasuredTime}); 0 when
     * the keeper was not moving. A device failure the keeper met is thrown here, where JMH
     * reports it as the benchmark's.
     */
    long takeOver() {
        if (thread == null) {
            return 0; // the common case: every operation of an iteration after its first
        }
        long askedAt = System.nanoTime();
        halt();
        catchUp(pipeline, leftBehind, askedAt);
        return inMeasuredTime(lastBytes, previousReapNanos, lastReapNanos, askedAt);
    }

    /**
     * Stops after the request in flight and waits for it: in an iteration's setup, and
     * before the pipeline closes. A device failure the keeper met is thrown here.
     */
    void stop() {
        if (thread != null) {
            halt();
        }
    }

    /**
     * Reaps, uncounted, the requests the device had finished by {@code start} beyond
     * {@code leftBehind}, the backlog the measured stream itself keeps; returns how many.
     */
    static int catchUp(TransferPipeline pipeline, int leftBehind, long start) {
        int excess = pipeline.finishedBy(start) - leftBehind;
        for (int i = 0; i < excess; i++) {
            pipeline.transferNext();
        }
        return Math.max(excess, 0);
    }

    private void halt() {
        stopping = true;
        boolean interrupted = false;
        while (true) {
            try {
                thread.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        thread = null;
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        RuntimeException met = failure;
        failure = null;
        if (met != null) {
            throw met;
        }
    }

    /**
     * The bytes of a request completed at {@code reap}, the one before it at {@code previous},
     * that moved after {@code start}: the request took the time between the two, and the
     * share of that time after {@code start} is the share of its bytes; all of them when it
     * began after {@code start}, none when it ended before.
     */
    static long inMeasuredTime(int bytes, long previous, long reap, long start) {
        if (reap <= start) {
            return 0;
        }
        if (previous >= start || reap == previous) {
            return bytes;
        }
        return Math.round(bytes * (double) (reap - start) / (reap - previous));
    }
}
