package io.bulkbench.benchmarks.jmh;

import io.bulkbench.benchmarks.device.DataPattern;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.infra.Control;

/**
 * How fast does an N-buffer bulk pipeline move data in one direction?
 *
 * <p>One operation is one completed request: the pipeline waits for the oldest request
 * in flight, hands its data to the application (copying it for COPY), and resubmits.
 * The primary score is requests per second; the {@code bytes} secondary result is
 * bytes per second (MB/s = score / 10^6), which stays right when ENOMEM fallbacks or
 * short transfers shrink a request, and also counts the request the {@link PauseKeeper}
 * hands over in an iteration's first operation (JMH counts that operation once). Event counters say whether the bytes arrived intact.
 *
 * <p>The baseline beside it is the same harness on the {@code null} device, which
 * completes every request at once: its score is the harness's own ceiling, and a
 * device measured close to it is measuring the harness, not the device. It is in the
 * default {@code device} list, so a plain run puts the two side by side; for COPY, the
 * ceiling of the copy itself is {@link MemoryCopyBaseline}.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar PipelineThroughput
 * -p device=sim:fastboot-ssp,null -p direction=OUT -p buffers=2 -p requestSize=16384,262144}
 * (MB/s is the {@code bytes} score / 10^6, also printed as {@code megabytes}).
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class PipelineThroughput extends OneDirectionHarness {

    /** Device spec: sim:PROFILE, sim:FILE.yaml, null, usb:VVVV:PPPP[,...], file:PATH. */
    @Param({"sim:snowball-msc", "null"})
    public String device;

    /** Requests kept in flight (for a device-buffer profile: the device's buffer count). */
    @Param({"2", "4", "8"})
    public int buffers;

    /** Bytes per request. */
    @Param("16384")
    public int requestSize;

    /** COPY: the data passes through a heap array; NO_COPY: the application uses the transfer buffer. */
    @Param({"COPY", "NO_COPY"})
    public CopyMode copyMode;

    /** IN (device to host) or OUT; BOTH is {@link BidirectionalThroughput}. */
    @Param("IN")
    public Direction direction;

    /** Data pattern sent and checked: NONE, GADGET_ZERO or LFSR32. */
    @Param("NONE")
    public DataPattern verify;

    @Override
    boolean takesOverInTheOperation() {
        return true;
    }

    @Override
    PipelineUnderTest openUnderTest() {
        return PipelineUnderTest.open(device, direction, buffers, requestSize, copyMode, verify, "PipelineThroughput");
    }

    /**
     * One completed request (the first of an iteration also takes the stream over from the
     * {@link PauseKeeper}, with what it reaped in the measured time): its bytes are counted, its faults show in the events, and
     * {@code late} and {@code simulator} learn which device to ask when JMH reads them at the
     * iteration's end.
     */
    @Benchmark
    public int transfer(
            TransferBytes bytes, TransferEvents events, LateIdle late, SimulatorCpu simulator, Control control) {
        boolean measured = TransferBytes.measuring(control);
        long handedOver = takeOverInTheOperation();
        simulator.before(openedDevice(), true);
        int delivered = pipeline.transferNext();
        simulator.after();
        late.source = openedDevice();
        bytes.add(delivered + handedOver, measured);
        events.update(pipeline.counters());
        return delivered;
    }
}
