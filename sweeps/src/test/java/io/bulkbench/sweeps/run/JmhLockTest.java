package io.bulkbench.sweeps.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.testing.LockHolder;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JmhLockTest {

    @Test
    void waitsForAnotherProcessToReleaseTheLockAndSaysSo(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("jmh.lock");
        StringWriter out = new StringWriter();
        long start = System.nanoTime();
        try (LockHolder other = LockHolder.hold(file, 1500, dir);
                JmhLock lock = JmhLock.acquire(
                        file,
                        Duration.ofSeconds(30),
                        new PrintWriter(out, true),
                        new StopRequest(),
                        System::nanoTime)) {
            assertThat(lock.held()).isTrue();
        }
        assertThat(System.nanoTime() - start)
                .isGreaterThan(Duration.ofMillis(1000).toNanos());
        assertThat(out.toString())
                .contains("another JMH run on this host holds " + file)
                .contains("up to 30s (--lock-timeout)")
                .contains("is free after");
    }

    @Test
    void givesUpAtItsLimitWithOneSentence(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("jmh.lock");
        StringWriter out = new StringWriter();
        try (LockHolder other = LockHolder.hold(file, 20_000, dir)) {
            long start = System.nanoTime();
            assertThatThrownBy(() -> JmhLock.acquire(
                            file,
                            Duration.ofSeconds(1),
                            new PrintWriter(out, true),
                            new StopRequest(),
                            System::nanoTime))
                    .isInstanceOf(JmhLock.WaitExpired.class)
                    .hasMessageContaining("held " + file + " for longer than the 1s this sweep waits")
                    .hasMessageContaining("--lock-timeout");
            assertThat(System.nanoTime() - start)
                    .isLessThan(Duration.ofSeconds(5).toNanos());
        }
    }

    @Test
    void aStopWhileWaitingEndsTheWait(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("jmh.lock");
        StopRequest stop = new StopRequest();
        stop.request();
        try (LockHolder other = LockHolder.hold(file, 20_000, dir);
                JmhLock lock = JmhLock.acquire(
                        file, Duration.ofHours(1), new PrintWriter(new StringWriter()), stop, System::nanoTime)) {
            assertThat(lock.held()).isFalse();
        }
    }
}
