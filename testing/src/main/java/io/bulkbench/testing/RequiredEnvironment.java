package io.bulkbench.testing;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.Optional;
import org.junit.jupiter.api.Assumptions;

/**
 * Decides what a test does when something it needs from the machine is missing (a
 * browser, QEMU, umockdev, a database server): in CI ({@code CI=true}), whose script
 * installs all of them, that is a failure; anywhere else the test is skipped with the
 * way to get what is missing. The one place that rule lives.
 */
public final class RequiredEnvironment {
    private RequiredEnvironment() {}

    /** Whether this run is CI's, where nothing may be skipped for a missing program. */
    public static boolean inCi() {
        return "true".equalsIgnoreCase(System.getenv("CI"));
    }

    /**
     * Returns when {@code missing} is empty; otherwise fails in CI and skips elsewhere,
     * saying which tests need what and how to install it.
     *
     * @param tests   the tests that need it, e.g. "the kernel USB lab tests"
     * @param missing what is missing here, empty when nothing is
     * @param howToGet the fix, e.g. "apt-get install -y umockdev"
     */
    public static void require(String tests, Optional<String> missing, String howToGet) {
        if (missing.isEmpty()) {
            return;
        }
        String why = missing.get() + "; " + howToGet;
        if (inCi()) {
            fail("CI must run " + tests + ", but " + why);
        }
        Assumptions.abort(tests + " skipped: " + why);
    }
}
