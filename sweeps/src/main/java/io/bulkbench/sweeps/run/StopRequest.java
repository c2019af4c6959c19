package io.bulkbench.sweeps.run;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import java.util.function.ToIntFunction;

/**
 * A request to stop a sweep after the point in flight, set by Ctrl-C (SIGINT), by
 * SIGTERM (a service manager, {@code timeout}, {@code kill}) or by a test. The sweep
 * checks it between points, so no finished measurement is lost, and ends as
 * {@link SweepResult#INTERRUPTED} or {@link SweepResult#TERMINATED}. SIGTERM always ends
 * the process: when the sweep has not ended {@link #TERM_GRACE} after it (a point that
 * takes long, or a wait that cannot see the request), the process ends at once, the
 * point in flight discarded.
 */
public final class StopRequest {
    /** How long a sweep has to end by itself after SIGTERM: a service manager kills it soon after. */
    public static final Duration TERM_GRACE = Duration.ofSeconds(30);

    /** How a child that died of SIGINT exits, as Java and shells report it (128 + 2). */
    public static final int CHILD_INTERRUPTED = 130;

    private final AtomicReference<SweepResult> reason = new AtomicReference<>();
    /** Set when a child's Ctrl-C stopped the sweep before this process's own SIGINT was handled. */
    private final AtomicBoolean sigintOwed = new AtomicBoolean();

    private final Duration termGrace;
    private final IntConsumer halt;

    public StopRequest() {
        this(TERM_GRACE, code -> Runtime.getRuntime().halt(code));
    }

    /** A request that ends the process through {@code halt} (tests pass their own) {@code termGrace} after SIGTERM. */
    StopRequest(Duration termGrace, IntConsumer halt) {
        this.termGrace = termGrace;
        this.halt = halt;
    }

    /** Asks for a stop as Ctrl-C would. */
    public void request() {
        reason.compareAndSet(null, SweepResult.INTERRUPTED);
    }

    /**
     * Reads a child's exit as the user's Ctrl-C when it died of SIGINT (or exited 130, as a
     * shell whose command did): a terminal sends SIGINT to its whole foreground group, and
     * the child's end can be seen before this process's own signal is handled. The stop is
     * then asked for here, and that signal, when it comes, is this stop's, not a second one.
     * Returns whether the exit was read so.
     */
    public boolean childInterrupted(int exitCode) {
        if (exitCode != CHILD_INTERRUPTED) {
            return false;
        }
        if (reason.compareAndSet(null, SweepResult.INTERRUPTED)) {
            sigintOwed.set(true);
        }
        return true;
    }

    public boolean isRequested() {
        return reason.get() != null;
    }

    /** How a stopped sweep ends: interrupted after SIGINT or a request, terminated after SIGTERM. */
    public SweepResult result() {
        SweepResult r = reason.get();
        return r == null ? SweepResult.INTERRUPTED : r;
    }

    /**
     * Routes SIGINT and SIGTERM here instead of ending the JVM at once; {@code onFirst}
     * gets the signal's name. A second signal ends the program immediately with the code
     * {@code exitCode} gives its result, for a person (or a service manager) who does not
     * want to wait for the point.
     */
    public void installHandlers(Consumer<String> onFirst, ToIntFunction<SweepResult> exitCode) {
        handle("INT", SweepResult.INTERRUPTED, onFirst, exitCode);
        handle("TERM", SweepResult.TERMINATED, onFirst, exitCode);
    }

    @SuppressWarnings("restriction")
    private void handle(
            String name, SweepResult result, Consumer<String> onFirst, ToIntFunction<SweepResult> exitCode) {
        try {
            sun.misc.Signal.handle(
                    new sun.misc.Signal(name), signal -> signalled(name, result, onFirst, exitCode.applyAsInt(result)));
        } catch (IllegalArgumentException | UnsupportedOperationException e) {
            // No such signal here: it ends the JVM as usual; the journal still holds every finished point.
        }
    }

    /** What a signal does: the first asks for a stop (SIGTERM with a deadline), a second ends the process. */
    void signalled(String name, SweepResult result, Consumer<String> onFirst, int exitCode) {
        if (!reason.compareAndSet(null, result)) {
            if (name.equals("INT") && sigintOwed.compareAndSet(true, false)) {
                return;
            }
            halt.accept(exitCode);
            return;
        }
        onFirst.accept(name);
        if (result == SweepResult.TERMINATED) {
            Thread deadline = new Thread(
                    () -> {
                        try {
                            Thread.sleep(termGrace.toMillis());
                        } catch (InterruptedException e) {
                            return;
                        }
                        halt.accept(exitCode);
                    },
                    "sigterm-deadline");
            deadline.setDaemon(true);
            deadline.start();
        }
    }
}
