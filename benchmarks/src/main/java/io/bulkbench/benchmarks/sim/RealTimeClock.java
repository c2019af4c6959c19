package io.bulkbench.benchmarks.sim;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;

/**
 * Real time from System.nanoTime, measured from the device's opening. Waits for a modelled
 * instant by parking while it is far away and spinning (Thread.onSpinWait) for the rest,
 * because a parked thread wakes tens of microseconds late and the per-request times being
 * modelled are that short. An interrupted thread stops waiting (a {@link CancellationException}),
 * so JMH's iteration timeout and a sweep's point limit can end a simulated point. The
 * CPU of the simulated device's calls is counted ({@link #simulatorCpuNanos}): modelling a
 * request and spinning toward its instants are the simulator's cost, most of a simulated
 * point's CPU, and no pipeline's.
 */
public final class RealTimeClock implements SimClock {
    /**
     * Below this the thread spins. Parking oversleeps by 50-100 us on an idle machine and by
     * far more on a busy one, so only waits well above a millisecond park at all.
     */
    private static final long SPIN_NANOS = 1_000_000L;

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final long origin = System.nanoTime();
    private final LongAdder simulatorNanos = new LongAdder();

    @Override
    public long now(long hostCursor) {
        return System.nanoTime() - origin;
    }

    @Override
    public long instantAt(long systemNanos) {
        return systemNanos - origin;
    }

    @Override
    public void waitUntil(long instant) {
        long remaining = instant - now(0);
        while (remaining > SPIN_NANOS) {
            if (Thread.currentThread().isInterrupted()) {
                // JMH's timeout or a sweep's point limit: a parked wait would otherwise spin on to the instant
                throw new CancellationException(
                        "interrupted while waiting " + remaining / 1_000_000 + " ms for the simulated bus");
            }
            LockSupport.parkNanos(remaining - SPIN_NANOS);
            remaining = instant - now(0);
        }
        if (remaining <= 0) {
            return;
        }
        while (now(0) < instant) {
            Thread.onSpinWait();
        }
    }

    @Override
    public long cpuMark() {
        return THREADS.getCurrentThreadCpuTime();
    }

    @Override
    public void chargeSince(long mark) {
        simulatorNanos.add(THREADS.getCurrentThreadCpuTime() - mark);
    }

    /**
     * The CPU threads have spent inside the simulated device's calls, read off the JVM's
     * thread clock on entering and leaving each: a call the scheduler interrupts counts only
     * the CPU it had, so the figure and the process's own count agree. Only the clock's
     * reading at the boundary falls half outside, the same for every mode of a setup.
     */
    @Override
    public long simulatorCpuNanos() {
        return simulatorNanos.sum();
    }
}
