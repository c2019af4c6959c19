package io.bulkbench.benchmarks.jmh;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The whole host's CPU time so far, all cores, from the first line of {@code /proc/stat}
 * (clock ticks): {@code busy} is every tick not idle or waiting for I/O, {@code total}
 * every tick. Over an interval, busy over total is the share of the host's cores that
 * worked, whoever for: the kernel driving a USB controller or a disk, another process,
 * this one. guest and guest_nice are left out: the kernel counts them in user and nice already.
 */
public record HostCpuTimes(long busy, long total) {
    private static final Path PROC_STAT = Path.of("/proc/stat");
    /** user, nice, system, idle, iowait, irq, softirq, steal. */
    private static final int FIELDS = 8;

    /** The host's times now; empty where there is no /proc/stat to read (not Linux). */
    public static Optional<HostCpuTimes> now() {
        try {
            String first =
                    Files.readAllLines(PROC_STAT, StandardCharsets.US_ASCII).get(0);
            return Optional.of(parse(first));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** The aggregate line, e.g. {@code cpu  4705 150 1120 16250 520 0 10 0 0 0}. */
    static HostCpuTimes parse(String line) {
        String[] f = line.trim().split("\\s+");
        if (!f[0].equals("cpu") || f.length < 1 + 5) {
            throw new IllegalArgumentException("not /proc/stat's aggregate cpu line: " + line);
        }
        long total = 0;
        for (int i = 1; i <= FIELDS && i < f.length; i++) {
            total += Long.parseLong(f[i]);
        }
        long idle = Long.parseLong(f[4]) + Long.parseLong(f[5]);
        return new HostCpuTimes(total - idle, total);
    }

    /** The share of the host's cores busy from {@code before} to now (0..1); empty when no tick passed. */
    public OptionalDouble busyShareSince(HostCpuTimes before) {
        long ticks = total - before.total;
        if (ticks <= 0) {
            return OptionalDouble.empty();
        }
        return OptionalDouble.of(Math.max(0, Math.min(1, (double) (busy - before.busy) / ticks)));
    }
}
