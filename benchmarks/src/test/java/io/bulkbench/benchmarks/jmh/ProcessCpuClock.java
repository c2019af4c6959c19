package io.bulkbench.benchmarks.jmh;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * This process's CPU time as the kernel's /proc/self/stat counts it (utime + stime, in
 * clock ticks of 1/100 s, Linux's USER_HZ), read apart from the JVM's clock the profiler
 * uses, so a test can check one against the other.
 */
final class ProcessCpuClock {
    private static final double SECONDS_PER_TICK = 0.01;

    private ProcessCpuClock() {}

    static double seconds() throws IOException {
        String stat = Files.readString(Path.of("/proc/self/stat"));
        // the command name in parentheses may hold spaces; fields count from after it
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        long utime = Long.parseLong(f[11]);
        long stime = Long.parseLong(f[12]);
        return (utime + stime) * SECONDS_PER_TICK;
    }
}
