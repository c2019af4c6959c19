package io.bulkbench.benchmarks.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.benchmarks.sim.ProfileCatalog;
import io.bulkbench.benchmarks.sim.SimulatedThroughput;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * The JMH harness, at the quick sweep's settings (two warmup and sixteen measured
 * iterations of 250 ms), measures what the simulator's virtual time predicts on
 * device-bound points of two profiles, within half a per cent: nothing that moved during
 * JMH's pause between iterations is credited to an iteration ({@link PauseKeeper}).
 *
 * <p>Excused, as {@code RealTimeAgreementIT} is, only by the kernel: the share of the run
 * the process's threads spent runnable but kept from a CPU ({@code /proc/self/task/}*{@code
 * /schedstat}). A disagreement while they waited more than {@link #BUSY_WAIT_SHARE} of the
 * run is retried and then skipped, naming the wait; one without such a wait fails.
 */
class HarnessAgreementIT {
    private static final double TOLERANCE = 0.005;
    private static final int MAX_ATTEMPTS = 3;
    /**
     * Run-queue wait, summed over the process's threads, beyond this share of the run says
     * the machine was busy: 1.7 to 3.9 % on an idle 2-vCPU machine (the spinning simulator,
     * the keeper and JMH's own threads), 47 to 64 % with two CPU-bound processes beside it.
     */
    private static final double BUSY_WAIT_SHARE = 0.10;

    private static final AtomicInteger SKIPPED = new AtomicInteger();

    @AfterAll
    static void sayHowManyWereSkipped() {
        System.out.printf(
                "harness agreement: %d case(s) skipped, the kernel keeping threads from a CPU%n", SKIPPED.get());
    }

    /** A run's MB/s and the share of its wall time the process's threads waited for a CPU. */
    private record Measured(double mbS, double runQueueShare) {}

    @ParameterizedTest(name = "{0} {1} {2} x {3} {4}")
    @CsvSource({
        "snowball-msc, IN, 2, 262144, COPY",
        "snowball-msc, IN, 32, 65536, COPY",
        "fastboot-ssp, OUT, 2, 262144, NO_COPY",
    })
    void theHarnessMeasuresVirtualTimesThroughput(
            String profile, Direction direction, int buffers, int bytes, CopyMode mode) throws Exception {
        double expected =
                SimulatedThroughput.expectedMbS(ProfileCatalog.builtIn(profile), direction, buffers, bytes, mode);
        Measured run = measure("sim:" + profile, direction, buffers, bytes, mode);
        for (int attempt = 1;
                attempt < MAX_ATTEMPTS && disagrees(run, expected) && (attempt == 1 || busy(run));
                attempt++) {
            run = measure("sim:" + profile, direction, buffers, bytes, mode);
        }
        String what = String.format(
                "%s %s %d x %d %s: JMH %.3f MB/s, virtual time %.3f MB/s (%+.2f %%), run-queue wait %.2f %%",
                profile,
                direction,
                buffers,
                bytes,
                mode,
                run.mbS(),
                expected,
                100 * (run.mbS() / expected - 1),
                100 * run.runQueueShare());
        System.out.println(what);
        if (disagrees(run, expected) && busy(run)) {
            SKIPPED.incrementAndGet();
            Assumptions.abort("machine too busy to pace the simulator: " + what);
        }
        assertThat(run.mbS() / expected - 1).as(what).isBetween(-TOLERANCE, TOLERANCE);
    }

    private static boolean disagrees(Measured run, double expected) {
        return Math.abs(run.mbS() / expected - 1) > TOLERANCE;
    }

    private static boolean busy(Measured run) {
        return run.runQueueShare() > BUSY_WAIT_SHARE;
    }

    /** One JMH run in this JVM, so the kernel's account of its threads can be read. */
    private static Measured measure(String device, Direction direction, int buffers, int bytes, CopyMode mode)
            throws RunnerException, InterruptedException {
        RunQueueWatch watch = RunQueueWatch.start();
        long start = System.nanoTime();
        Collection<RunResult> results = new Runner(new OptionsBuilder()
                        .include("^" + Pattern.quote(PipelineThroughput.class.getName() + ".transfer") + "$")
                        .param(HarnessParameters.DEVICE, device)
                        .param(HarnessParameters.DIRECTION, direction.name())
                        .param(HarnessParameters.BUFFERS, Integer.toString(buffers))
                        .param(HarnessParameters.REQUEST_SIZE, Integer.toString(bytes))
                        .param(HarnessParameters.COPY_MODE, mode.name())
                        .forks(0)
                        .warmupIterations(2)
                        .warmupTime(TimeValue.milliseconds(250))
                        .measurementIterations(16)
                        .measurementTime(TimeValue.milliseconds(250))
                        .verbosity(VerboseMode.SILENT)
                        .shouldFailOnError(true)
                        .build())
                .run();
        long nanos = System.nanoTime() - start;
        long waited = watch.stop();
        RunResult result = results.iterator().next();
        double mbS = result.getSecondaryResults().get("bytes").getScore() / 1e6;
        return new Measured(mbS, waited / (double) nanos);
    }

    /**
     * The run-queue wait of this process's threads while it watches, from each thread's
     * {@code /proc/self/task/TID/schedstat} (its second field), read every 20 ms so that
     * threads JMH starts and ends during a run are counted too (but for their first and last 20 ms).
     */
    private static final class RunQueueWatch {
        private final Map<String, long[]> firstAndLast = new ConcurrentHashMap<>();
        private volatile boolean stopping;
        private final Thread thread = new Thread(this::poll, "run-queue watch");

        static RunQueueWatch start() {
            RunQueueWatch watch = new RunQueueWatch();
            watch.read();
            watch.thread.setDaemon(true);
            watch.thread.start();
            return watch;
        }

        private void poll() {
            while (!stopping) {
                read();
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }

        private void read() {
            try (Stream<Path> tasks = Files.list(Path.of("/proc/self/task"))) {
                for (Path task : tasks.toList()) {
                    try {
                        String[] fields = Files.readString(task.resolve("schedstat"), StandardCharsets.US_ASCII)
                                .trim()
                                .split("\\s+");
                        long waited = Long.parseLong(fields[1]);
                        firstAndLast.merge(task.getFileName().toString(), new long[] {waited, waited}, (old, now) ->
                                new long[] {old[0], now[1]});
                    } catch (IOException e) {
                        // The thread ended between the listing and the read.
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /** Nanoseconds the threads waited while watched. */
        long stop() throws InterruptedException {
            stopping = true;
            thread.join();
            read();
            long total = 0;
            for (long[] w : firstAndLast.values()) {
                total += w[1] - w[0];
            }
            return total;
        }
    }
}
