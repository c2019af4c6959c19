package io.bulkbench.app.cli;

import io.bulkbench.sweeps.run.JmhLock;
import java.time.Duration;
import picocli.CommandLine.Option;

/** {@code --lock-timeout}: how long a command that runs JMH ({@code sweep}, {@code nightly}) waits for JMH's lock. */
final class LockTimeoutOption {

    @Option(
            names = "--lock-timeout",
            paramLabel = "DURATION",
            description = "How long to wait while another JMH run on this host holds JMH's lock (default 12h).")
    private String lockTimeout;

    /** The wait limit, checked: bad input names the flag. */
    Duration waitLimit() {
        return JmhLock.waitLimit(lockTimeout);
    }
}
