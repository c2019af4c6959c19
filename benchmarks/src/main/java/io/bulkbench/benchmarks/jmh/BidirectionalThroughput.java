package io.bulkbench.benchmarks.jmh;

import io.bulkbench.benchmarks.DeviceFactory;
import io.bulkbench.benchmarks.device.DataPattern;
import io.bulkbench.benchmarks.device.Device;
import io.bulkbench.benchmarks.pipeline.DuplexPipelines;
import io.bulkbench.benchmarks.pipeline.PipelineConfig;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Group;
import org.openjdk.jmh.annotations.GroupThreads;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Control;

/**
 * What do reads and writes at once sustain (the NetBSD thread's benchmark_usb case)?
 *
 * <p>A JMH group of two threads on one device: a reader driving an IN pipeline and a
 * writer driving an OUT pipeline, each with {@code buffers} requests in flight. JMH sums
 * the group's {@code bytes} counters, so the bytes score is the bidirectional total;
 * the per-method primary scores show how the link was shared. On a half-duplex link the
 * total stays near one direction's ceiling; on full duplex it can approach twice that.
 *
 * <p>The baseline beside it is the {@code null} device, in the default {@code device}
 * list: two threads completing requests at once, the ceiling of the group harness itself.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar BidirectionalThroughput
 * -p device=sim:usrp-netbsd-ugen -p buffers=1 -p requestSize=65536}
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Group)
public class BidirectionalThroughput {

    /** Device spec: sim:PROFILE, sim:FILE.yaml, null, usb:VVVV:PPPP[,...], file:PATH. */
    @Param({"sim:usrp-netbsd-ugen", "null"})
    public String device;

    /** Requests kept in flight in each direction. */
    @Param({"1", "2"})
    public int buffers;

    /** Bytes per request. */
    @Param("16384")
    public int requestSize;

    /** COPY: the data passes through a heap array; NO_COPY: the application uses the transfer buffer. */
    @Param({"COPY", "NO_COPY"})
    public CopyMode copyMode;

    /** Always BOTH; present so a result carries the same parameters as every other point. */
    @Param("BOTH")
    public Direction direction;

    /** Data pattern sent and checked: NONE, GADGET_ZERO or LFSR32. */
    @Param("NONE")
    public DataPattern verify;

    private Device opened;
    private DuplexPipelines pipelines;
    private PauseKeeper keepIn;
    private PauseKeeper keepOut;

    @Setup(Level.Trial)
    public void open() {
        if (direction != Direction.BOTH) {
            throw new IllegalArgumentException(
                    "BidirectionalThroughput measures BOTH; IN and OUT are PipelineThroughput");
        }
        opened = DeviceFactory.open(device);
        try {
            pipelines = DuplexPipelines.open(
                    opened, new PipelineConfig(Direction.BOTH, buffers, requestSize, copyMode, verify));
        } catch (RuntimeException e) {
            opened.close();
            throw e;
        }
        keepIn = new PauseKeeper(pipelines.in(), "BidirectionalThroughput IN between iterations");
        keepOut = new PauseKeeper(pipelines.out(), "BidirectionalThroughput OUT between iterations");
    }

    /**
     * JMH's pause starts: both directions keep moving through it ({@link PauseKeeper}); each
     * thread takes its direction over in its iteration's first operation, inside the measured time.
     */
    @TearDown(Level.Iteration)
    public void keepMovingThroughThePause() {
        LateIdle.measuredTimeEnds(opened);
        keepIn.start();
        keepOut.start();
    }

    private void stopKeepers() {
        if (keepIn == null) {
            return;
        }
        try {
            keepIn.stop();
        } finally {
            keepOut.stop();
        }
    }

    @TearDown(Level.Trial)
    public void close() {
        try {
            stopKeepers();
        } finally {
            try {
                if (pipelines != null) {
                    pipelines.close();
                }
            } finally {
                opened.close();
            }
        }
    }

    /**
     * Reader thread: one completed IN request (the first of an iteration with what the IN
     * keeper reaped in the measured time). It alone reports the device's late idle time and
     * the simulator's own CPU, which hold both directions' (the writer reporting the same
     * totals would count them twice).
     */
    @Benchmark
    @Group("both")
    @GroupThreads(1)
    public int read(
            TransferBytes bytes, TransferEvents events, LateIdle late, SimulatorCpu simulator, Control control) {
        boolean measured = TransferBytes.measuring(control);
        long handedOver = keepIn.takeOver();
        simulator.before(opened, false);
        int delivered = pipelines.in().transferNext();
        late.source = opened;
        bytes.add(delivered + handedOver, measured);
        events.update(pipelines.in().counters());
        return delivered;
    }

    /** Writer thread: one completed OUT request (the first of an iteration with what the OUT keeper reaped). */
    @Benchmark
    @Group("both")
    @GroupThreads(1)
    public int write(TransferBytes bytes, TransferEvents events, Control control) {
        boolean measured = TransferBytes.measuring(control);
        long handedOver = keepOut.takeOver();
        int delivered = pipelines.out().transferNext();
        bytes.add(delivered + handedOver, measured);
        events.update(pipelines.out().counters());
        return delivered;
    }

    /** Both pipelines, for tests that check every parameter reaches them. */
    DuplexPipelines pipelines() {
        return pipelines;
    }

    /** The device under test, for the same tests. */
    Device openedDevice() {
        return opened;
    }
}
