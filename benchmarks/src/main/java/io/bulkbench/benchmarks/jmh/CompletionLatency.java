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

/**
 * How long does the host wait from one completion to the next, and how far out does the
 * tail reach?
 *
 * <p>One sampled operation is the same as in {@link PipelineThroughput}: wait for the
 * oldest request, hand its data over, resubmit. In the steady state that is the interval
 * between two completions, and JMH's SampleTime mode gives its distribution (p50, p99,
 * p99.9, max). This is the fastboot view: at 16 KiB on SuperSpeed+ the bus finishes a
 * request in ~16 us, so an interval distribution centred on ~25 us says the host did
 * not reach schedule() before the next interrupt, and the tail says how often a request
 * waited far longer (a preempted host thread idles the bus).
 *
 * <p>The baseline beside it is the {@code null} device, in the default {@code device}
 * list: its intervals are the harness's own cost per request (tens of nanoseconds plus
 * the timer's resolution), the floor every device interval is read against.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar CompletionLatency
 * -p device=sim:fastboot-ssp,null -p requestSize=16384,65536,131072}
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class CompletionLatency extends OneDirectionHarness {

    /** Device spec: sim:PROFILE, sim:FILE.yaml, null, usb:VVVV:PPPP[,...], file:PATH. */
    @Param({"sim:fastboot-ssp", "null"})
    public String device;

    /** Requests kept in flight (fastboot keeps 2 URBs). */
    @Param("2")
    public int buffers;

    /** Bytes per request. */
    @Param("16384")
    public int requestSize;

    /** COPY: the data passes through a heap array; NO_COPY: the application uses the transfer buffer. */
    @Param("COPY")
    public CopyMode copyMode;

    /** IN (device to host) or OUT (fastboot downloads an image: OUT). */
    @Param("OUT")
    public Direction direction;

    /** Data pattern sent and checked: NONE, GADGET_ZERO or LFSR32. */
    @Param("NONE")
    public DataPattern verify;

    @Override
    PipelineUnderTest openUnderTest() {
        return PipelineUnderTest.open(device, direction, buffers, requestSize, copyMode, verify, "CompletionLatency");
    }

    /** One completion interval: wait for the oldest request, consume it, resubmit. */
    @Benchmark
    public int interval() {
        return pipeline.transferNext();
    }
}
