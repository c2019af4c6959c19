package io.bulkbench.benchmarks.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.benchmarks.device.DataPattern;
import io.bulkbench.benchmarks.pipeline.PipelineCounters;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The harness's event counters carry what the pipeline counted: faults, ENOMEM
 * fallbacks, short transfers and verify errors, each since the iteration began. Driven
 * against a simulated profile that injects every one of them.
 */
class EventCountersTest {

    private static final String FAULTY = """
            description: a fast link that injects every countable fault
            swept: host_queue
            seed: 5
            link:
              bandwidth_mb_s: 1000
              per_request_us: 1
              duplex: full
            host:
              submit_us: 1
            faults:
              stall_probability: 0.05
              short_probability: 0.1
              corrupt_probability: 0.1
              enomem_above_kib: 32
            """;

    private static PipelineThroughput open(
            Path profile, int buffers, int size, CopyMode mode, Direction direction, DataPattern verify) {
        PipelineThroughput bench = new PipelineThroughput();
        bench.device = "sim:" + profile;
        bench.buffers = buffers;
        bench.requestSize = size;
        bench.copyMode = mode;
        bench.direction = direction;
        bench.verify = verify;
        bench.open();
        return bench;
    }

    @Test
    void everyFaultTheSimulatorInjectsShowsInTheIterationsCounters(@TempDir Path dir) throws IOException {
        Path profile = Files.writeString(dir.resolve("faulty.yaml"), FAULTY);
        PipelineThroughput bench = open(profile, 4, 65536, CopyMode.COPY, Direction.IN, DataPattern.GADGET_ZERO);
        try {
            TransferBytes bytes = new TransferBytes();
            TransferEvents events = new TransferEvents();
            events.reset();
            for (int i = 0; i < 50; i++) {
                bench.transfer(bytes, events, new LateIdle(), new SimulatorCpu(), Measuring.now());
            }
            PipelineCounters counters = bench.pipeline().counters();
            // The first iteration counts the fallback made while the queue filled.
            assertThat(events.enomemFallbacks)
                    .isEqualTo(counters.enomemFallbacks())
                    .isEqualTo(1);
            long faults = counters.totalFaults();
            long shorts = counters.shortTransfers();
            long verify = counters.verifyErrors();
            long shrunk = counters.shrunkRequests();
            long delivered = counters.bytes();
            // A new iteration starts counting from the pipeline's totals.
            events.reset();
            bytes.reset();
            for (int i = 0; i < 400; i++) {
                bench.transfer(bytes, events, new LateIdle(), new SimulatorCpu(), Measuring.now());
            }
            assertThat(events.faults).isPositive().isEqualTo(counters.totalFaults() - faults);
            assertThat(events.shortTransfers).isPositive().isEqualTo(counters.shortTransfers() - shorts);
            assertThat(events.verifyErrors).isPositive().isEqualTo(counters.verifyErrors() - verify);
            assertThat(events.shrunkRequests).isPositive().isEqualTo(counters.shrunkRequests() - shrunk);
            assertThat(events.enomemFallbacks).isZero();
            assertThat(bytes.bytes).isPositive().isEqualTo(counters.bytes() - delivered);
            assertThat(counters.requestBytes()).isEqualTo(32768);
        } finally {
            bench.close();
        }
    }

    @Test
    void withoutFaultsEveryCounterStaysZero(@TempDir Path dir) throws IOException {
        Path profile = Files.writeString(dir.resolve("faulty.yaml"), FAULTY);
        // 16 KiB is below the ENOMEM limit; with NO_COPY and no pattern nothing is checked.
        PipelineThroughput bench = open(profile, 2, 16384, CopyMode.NO_COPY, Direction.OUT, DataPattern.NONE);
        try {
            TransferEvents events = new TransferEvents();
            events.reset();
            for (int i = 0; i < 200; i++) {
                bench.transfer(new TransferBytes(), events, new LateIdle(), new SimulatorCpu(), Measuring.now());
            }
            assertThat(events.enomemFallbacks).isZero();
            assertThat(events.shrunkRequests).isZero();
            assertThat(events.verifyErrors).isZero();
            // OUT requests still stall and come back short on this link.
            assertThat(events.faults + events.shortTransfers).isPositive();
        } finally {
            bench.close();
        }
    }
}
