package io.bulkbench.sweeps.run;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * A request to stop a sweep after the point in flight, set by Ctrl-C (SIGINT), by
 * SIGTERM (a service manager, {@code timeout}, {@code kill}) or by a test. The sweep
 * checks it between points, so no finished measurement is lost, and ends with the
 * shell's code for the signal: 130 for SIGINT, 143 for SIGTERM.
 */
public final class StopRequest {
    /** The exit code of a stop not caused by a signal (a test's request): as Ctrl-C. */
    public static final int INTERRUPTED = 130;
    /** The exit code after SIGTERM. */
    public static final int TERMINATED = 143;
    private final AtomicInteger exitCode = new AtomicInteger();

    public void request() {
        exitCode.compareAndSet(0, INTERRUPTED);
    }

    public boolean isRequested() {
        return exitCode.get() != 0;
    }

    /** 130 after SIGINT or a request, 143 after SIGTERM; 0 when no stop was asked for. */
    public int exitCode() {
        return exitCode.get();
    }

    /**
     * Routes SIGINT and SIGTERM here instead of ending the JVM at once; {@code onFirst}
     * gets the signal's name. A second signal ends the program immediately, for a person
     * (or a service manager) who does not want to wait for the point.
     */
    @SuppressWarnings("restriction")
    public void installHandlers(java.util.function.Consumer<String> onFirst) {
        handle("INT", INTERRUPTED, onFirst);
        handle("TERM", TERMINATED, onFirst);
    }

    @SuppressWarnings("restriction")
    private void handle(String name, int code, java.util.function.Consumer<String> onFirst) {
        try {
            sun.misc.Signal.handle(new sun.misc.Signal(name), signal -> {
                if (!exitCode.compareAndSet(0, code)) {
                    Runtime.getRuntime().halt(code);
                }
                onFirst.accept(name);
            });
        } catch (IllegalArgumentException | UnsupportedOperationException e) {
            // No such signal here: it ends the JVM as usual; the journal still holds every finished point.
        }
    }
}
