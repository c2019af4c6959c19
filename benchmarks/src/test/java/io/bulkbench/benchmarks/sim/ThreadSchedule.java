package io.bulkbench.benchmarks.sim;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What the kernel says about the calling thread's scheduling: the time it spent runnable
 * but waiting for a CPU, from {@code /proc/thread-self/schedstat} (its second field, in
 * nanoseconds). A measure of the machine's load that nothing in the simulator produces.
 */
final class ThreadSchedule {
    private static final Path SCHEDSTAT = Path.of("/proc/thread-self/schedstat");

    private ThreadSchedule() {}

    /** Nanoseconds the calling thread has waited on a run queue since it started. */
    static long runQueueNanos() throws IOException {
        String[] fields =
                Files.readString(SCHEDSTAT, StandardCharsets.US_ASCII).trim().split("\\s+");
        if (fields.length < 2) {
            throw new IOException(SCHEDSTAT + " has no run-queue field: '" + String.join(" ", fields) + "'");
        }
        return Long.parseLong(fields[1]);
    }
}
