package io.bulkbench.sweeps.run;

import io.bulkbench.core.BadInputException;
import io.bulkbench.sweeps.plan.DurationText;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.reflect.Field;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * JMH's own lock, held for a whole sweep so that two sweeps on one host queue instead
 * of failing. JMH 1.37's Runner takes {@code java.io.tmpdir/jmh.lock} with a
 * non-blocking {@code tryLock} and gives up at once when another JMH run holds it, so a
 * second sweep would fail every point within a second. A sweep instead waits here for
 * that same file, saying so and how long it has waited, up to a limit it names; while
 * it holds the file, its own Runner is told to skip the lock ({@code jmh.ignoreLock},
 * read once when JMH's Runner class loads, which is why this class sets it first). A
 * user who set {@code -Djmh.ignoreLock=true} asked for no lock, and gets none.
 */
public final class JmhLock implements AutoCloseable {
    /** How long a sweep waits for another by default: a night's sweeps of several boards. */
    public static final Duration DEFAULT_WAIT = Duration.ofHours(12);

    private static final String IGNORE = "jmh.ignoreLock";
    private static final boolean USER_IGNORES = Boolean.getBoolean(IGNORE);
    private static final long POLL_MILLIS = 200;
    private static final long REPORT_EVERY_NANOS = Duration.ofSeconds(30).toNanos();

    static {
        System.setProperty(IGNORE, "true");
    }

    private final Optional<FileChannel> channel;
    private final Optional<FileLock> lock;

    private JmhLock(Optional<FileChannel> channel, Optional<FileLock> lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /** The wait {@code --lock-timeout TEXT} asks for; the default when it is not given. */
    public static Duration waitLimit(String text) {
        return text == null ? DEFAULT_WAIT : DurationText.parse(text, "--lock-timeout");
    }

    /** The file JMH locks: {@code jmh.lock} in the temporary folder, as its Runner names it. */
    public static Path jmhLockFile() {
        return Path.of(System.getProperty("java.io.tmpdir"), "jmh.lock");
    }

    /** Why a sweep could not start: another JMH run held the lock longer than the limit. */
    public static final class WaitExpired extends IOException {
        private static final long serialVersionUID = 1L;

        WaitExpired(String message) {
            super(message);
        }
    }

    /**
     * Waits for the lock file and holds it; returns a lock that holds nothing when the
     * user asked JMH to ignore its lock or a stop was requested while waiting.
     */
    public static JmhLock acquire(Path file, Duration limit, PrintWriter out, StopRequest stop, LongSupplier nanoClock)
            throws IOException {
        if (USER_IGNORES) {
            return new JmhLock(Optional.empty(), Optional.empty());
        }
        requireRegularOrAbsent(file);
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        boolean holding = false;
        try {
            long start = nanoClock.getAsLong();
            long lastReport = start;
            FileLock lock = tryLock(channel);
            boolean waited = lock == null;
            if (waited) {
                out.println("sweep: another JMH run on this host holds " + file + "; waiting for it to finish, up to "
                        + Durations.human(limit.toSeconds()) + " (--lock-timeout)");
            }
            while (lock == null) {
                long now = nanoClock.getAsLong();
                if (stop.isRequested()) {
                    return new JmhLock(Optional.empty(), Optional.empty());
                }
                if (now - start >= limit.toNanos()) {
                    throw new WaitExpired("another JMH run held " + file + " for longer than the "
                            + Durations.human(limit.toSeconds()) + " this sweep waits; nothing was measured. "
                            + "Run again later, or give a longer --lock-timeout");
                }
                if (now - lastReport >= REPORT_EVERY_NANOS) {
                    out.println("sweep: still waiting for " + file + " after " + Durations.human((now - start) / 1e9)
                            + " (gives up after " + Durations.human(limit.toSeconds()) + ")");
                    lastReport = now;
                }
                sleep();
                lock = tryLock(channel);
            }
            if (waited) {
                out.println(
                        "sweep: " + file + " is free after " + Durations.human((nanoClock.getAsLong() - start) / 1e9));
            }
            holding = true;
            return runnerIgnoresTheLock()
                    ? new JmhLock(Optional.of(channel), Optional.of(lock))
                    : released(channel, lock);
        } finally {
            if (!holding) {
                channel.close();
            }
        }
    }

    /** The default file, limit and clock. */
    public static JmhLock acquire(Duration limit, PrintWriter out, StopRequest stop) throws IOException {
        return acquire(jmhLockFile(), limit, out, stop, System::nanoTime);
    }

    /** Refuses, before anything is written, a lock file a sweep could not open ({@link #acquire} checks again). */
    public static void requireUsable() {
        if (!USER_IGNORES) {
            requireRegularOrAbsent(jmhLockFile());
        }
    }

    /**
     * Refuses a lock file that is not a regular file before it is opened: opening a named
     * pipe for writing blocks until a reader comes, which may be never, and a folder cannot
     * be locked at all.
     */
    private static void requireRegularOrAbsent(Path file) {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (IOException e) {
            return; // nothing there yet: JMH's lock file is made on first use
        }
        if (!attributes.isRegularFile()) {
            throw new BadInputException(file + " is "
                    + (attributes.isDirectory() ? "a folder" : "not a regular file (a pipe, device or socket)")
                    + " where JMH's lock file belongs; remove it, or give JMH another temporary folder with"
                    + " BULKBENCH_JAVA_OPTS=-Djava.io.tmpdir=DIR");
        }
    }

    private static FileLock tryLock(FileChannel channel) throws IOException {
        try {
            return channel.tryLock();
        } catch (OverlappingFileLockException e) {
            return null;
        }
    }

    private static void sleep() throws IOException {
        try {
            Thread.sleep(POLL_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new java.io.InterruptedIOException("interrupted while waiting for the JMH lock");
        }
    }

    /**
     * A Runner class loaded before this class set the property still takes the lock
     * itself, and would fail against ours: then the file is only waited for, not held.
     */
    private static boolean runnerIgnoresTheLock() {
        try {
            Field field = org.openjdk.jmh.runner.Runner.class.getDeclaredField("JMH_LOCK_IGNORE");
            field.setAccessible(true);
            return Boolean.TRUE.equals(field.get(null));
        } catch (ReflectiveOperationException | RuntimeException e) {
            return Boolean.getBoolean(IGNORE);
        }
    }

    private static JmhLock released(FileChannel channel, FileLock lock) throws IOException {
        lock.release();
        channel.close();
        return new JmhLock(Optional.empty(), Optional.empty());
    }

    /** True when this sweep holds JMH's lock. */
    public boolean held() {
        return lock.isPresent();
    }

    @Override
    public void close() throws IOException {
        if (lock.isPresent()) {
            lock.get().release();
        }
        if (channel.isPresent()) {
            channel.get().close();
        }
    }
}
