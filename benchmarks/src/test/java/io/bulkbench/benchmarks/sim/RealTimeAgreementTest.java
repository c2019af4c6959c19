package io.bulkbench.benchmarks.sim;

import io.bulkbench.analysis.CopyMode;
import io.bulkbench.analysis.Direction;
import io.bulkbench.benchmarks.device.DataPattern;
import io.bulkbench.benchmarks.pipeline.PipelineConfig;
import io.bulkbench.benchmarks.pipeline.TransferPipeline;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The real pipeline against the real-time simulated device agrees with virtual time for
 * the Snowball and fastboot calibration points. Both runs draw the same seeded jitter for
 * the same requests, so they should compute the same timeline; what can differ is only
 * how promptly the real thread meets each modelled instant. This checks the simulator's
 * model and its pacing, not the machine's speed: each run is a fraction of a second.
 */
class RealTimeAgreementTest {
    private static final double TOLERANCE = 0.03;
    private static final int MAX_ATTEMPTS = 4;

    private static boolean disagrees(RealRun real, double virtual) {
        return Math.abs(real.mbS() / virtual - 1) > TOLERANCE;
    }

    @ParameterizedTest(name = "{0} {1} buffers={2} {3}K")
    @CsvSource({
        "snowball-msc, IN, 2, 16",
        "snowball-msc, IN, 4, 16",
        "fastboot-ssp, OUT, 2, 16",
        "fastboot-ssp, OUT, 2, 64",
        "fastboot-ssp, OUT, 2, 128",
        "fastboot-ssp, OUT, 2, 256",
        "fastboot-ss, OUT, 2, 256",
    })
    void realTimeMatchesVirtualTime(String profileName, Direction direction, int buffers, int kib) {
        SimProfile profile = ProfileCatalog.builtIn(profileName);
        int bytes = kib * 1024;
        double expected = SimulatedThroughput.expectedMbS(profile, direction, buffers, bytes, CopyMode.COPY);
        int warmup = requestsFor(0.15, expected, bytes);
        int measured = requestsFor(0.3, expected, bytes);
        double virtual = SimulatedThroughput.run(profile, direction, buffers, bytes, CopyMode.COPY, warmup, measured).mbS();
        RealRun real = realTimeRun(profile, direction, buffers, bytes, warmup, measured);
        // Retries: on a loaded 2-core machine another process can hold the CPU for
        // milliseconds, and the simulated host is then late for reasons outside the model
        // (with 2 requests of 25 us in flight, any pause longer than 25 us idles the
        // simulated bus). A disagreement gets one retry; further retries (up to
        // MAX_ATTEMPTS) only while the device measured that real time slipped from the
        // model by more than the tolerance, i.e. while the machine, not the model, is to blame.
        for (int attempt = 1; attempt < MAX_ATTEMPTS && disagrees(real, virtual)
                && (attempt == 1 || real.slipShare() > TOLERANCE); attempt++) {
            real = realTimeRun(profile, direction, buffers, bytes, warmup, measured);
        }
        System.out.printf("real time %s %s buffers=%d %dK: virtual %.2f MB/s, real %.2f MB/s, slip %.2f %%%n",
                profileName, direction, buffers, kib, virtual, real.mbS(), 100 * real.slipShare());
        if (disagrees(real, virtual)) {
            // Still apart. If real time slipped from the model by more than the tolerance the
            // machine never gave the simulator its pace and the run says nothing about the
            // model: report it as not run rather than passed or failed. A miss without slip
            // is a real disagreement and fails below.
            assumeTrue(real.slipShare() <= TOLERANCE, "machine too loaded to pace the simulator: real time slipped "
                    + String.format("%.1f %%", 100 * real.slipShare()) + " of the run");
        }
        assertThat(real.mbS() / virtual - 1).isBetween(-TOLERANCE, TOLERANCE);
    }

    /** A real-time run's throughput and the share of its time real time slipped from the model. */
    private record RealRun(double mbS, double slipShare) {
    }

    private static int requestsFor(double seconds, double mbS, int bytes) {
        return (int) Math.max(200, seconds * mbS * 1e6 / bytes);
    }

    private static RealRun realTimeRun(SimProfile profile, Direction direction, int buffers, int bytes, int warmup,
                                      int measured) {
        SimulatedDevice device = SimulatedDevice.realTime("sim:" + profile.name(), profile);
        PipelineConfig config = new PipelineConfig(direction, buffers, bytes, CopyMode.COPY, DataPattern.NONE);
        try (TransferPipeline pipeline = TransferPipeline.open(device, config)) {
            for (int i = 0; i < warmup; i++) {
                pipeline.transferNext();
            }
            long delivered = 0;
            long slipBefore = device.slipNanos();
            long start = System.nanoTime();
            for (int i = 0; i < measured; i++) {
                delivered += pipeline.transferNext();
            }
            long nanos = System.nanoTime() - start;
            return new RealRun(delivered * 1_000.0 / nanos, (device.slipNanos() - slipBefore) / (double) nanos);
        } finally {
            device.close();
        }
    }
}
