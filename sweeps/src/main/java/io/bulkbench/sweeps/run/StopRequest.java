package io.bulkbench.sweeps.run;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.ToIntFunction;

/**
 * A request to stop a sweep after the point in flight, set by Ctrl-C (SIGINT), by
 * SIGTERM (a service manager, {@code timeout}, {@code kill}) or by a test. The sweep
 * checks it between points, so no finished measurement is lost, and ends as
 * {@link SweepResult#INTERRUPTED} or {@link SweepResult#TERMINATED}.
 */
public final class StopRequest {
    private final AtomicReference<SweepResult> reason = new AtomicReference<>();

    /** Asks for a stop as Ctrl-C would. */
    public void request() {
        reason.compareAndSet(null, SweepResult.INTERRUPTED);
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
            sun.misc.Signal.handle(new sun.misc.Signal(name), signal -> {
                if (!reason.compareAndSet(null, result)) {
                    Runtime.getRuntime().halt(exitCode.applyAsInt(result));
                }
                onFirst.accept(name);
            });
        } catch (IllegalArgumentException | UnsupportedOperationException e) {
            // No such signal here: it ends the JVM as usual; the journal still holds every finished point.
        }
    }
}
