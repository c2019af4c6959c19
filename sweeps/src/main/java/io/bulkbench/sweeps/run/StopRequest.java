package io.bulkbench.sweeps.run;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A request to stop a sweep after the point in flight, set by Ctrl-C (SIGINT) or by a
 * test. The sweep checks it between points, so no finished measurement is lost.
 */
public final class StopRequest {
    private final AtomicBoolean requested = new AtomicBoolean();

    public void request() {
        requested.set(true);
    }

    public boolean isRequested() {
        return requested.get();
    }

    /**
     * Routes SIGINT here instead of ending the JVM at once. A second Ctrl-C ends the
     * program immediately, for a person who does not want to wait for the point.
     */
    @SuppressWarnings("restriction")
    public void installSigintHandler(Runnable onFirst) {
        try {
            sun.misc.Signal.handle(new sun.misc.Signal("INT"), signal -> {
                if (requested.getAndSet(true)) {
                    Runtime.getRuntime().halt(130);
                }
                onFirst.run();
            });
        } catch (IllegalArgumentException | UnsupportedOperationException e) {
            // No SIGINT on this platform: Ctrl-C ends the JVM as usual; the journal still holds every finished point.
        }
    }
}
