package io.bulkbench.benchmarks.jmh;

import io.bulkbench.core.Direction;
import java.nio.ByteBuffer;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * How fast can this machine copy one request between a heap array and a direct buffer?
 *
 * <p>This is the ceiling of COPY mode: {@link PipelineThroughput} with {@code copyMode=COPY}
 * on the {@code null} device does this copy plus the pipeline's bookkeeping, so its
 * {@code bytes} score divided by this one's is the share of memory bandwidth the pipeline
 * keeps. The workload matches the pipeline's: {@code buffers} direct buffers of
 * {@code requestSize} bytes used in turn (the same working set, so the same caches), one
 * heap array, IN copying direct to heap and OUT heap to direct, with the same absolute
 * bulk get/put the pipeline uses. One operation is one request's copy.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar MemoryCopyBaseline
 * -p requestSize=16384,262144} next to {@code PipelineThroughput -p device=null
 * -p copyMode=COPY -p buffers=8 -p requestSize=16384,262144}; compare the {@code bytes} scores.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class MemoryCopyBaseline {

    /** Bytes per copy (one request). */
    @Param({"16384", "262144"})
    public int requestSize;

    /** Direct buffers used in turn, as the pipeline's buffers in flight are. */
    @Param("8")
    public int buffers;

    /** IN copies a direct buffer into the heap array (a read); OUT the heap array into a direct buffer (a write). */
    @Param({"IN", "OUT"})
    public Direction direction;

    private ByteBuffer[] slots;
    private byte[] application;
    private boolean in;
    private int next;

    @Setup(Level.Trial)
    public void open() {
        if (direction == Direction.BOTH) {
            throw new IllegalArgumentException("MemoryCopyBaseline copies IN or OUT, not BOTH");
        }
        if (buffers < 1 || requestSize < 1) {
            throw new IllegalArgumentException(
                    "buffers " + buffers + " and requestSize " + requestSize + " must both be at least 1");
        }
        in = direction == Direction.IN;
        slots = new ByteBuffer[buffers];
        for (int i = 0; i < buffers; i++) {
            slots[i] = ByteBuffer.allocateDirect(requestSize);
        }
        application = new byte[requestSize];
        // Distinct non-zero content, so no page stays a shared zero page.
        for (int i = 0; i < requestSize; i++) {
            application[i] = (byte) (i * 31 + 7);
        }
        for (ByteBuffer slot : slots) {
            slot.put(0, application, 0, requestSize);
        }
    }

    /** One request's copy, into or out of the next direct buffer. */
    @Benchmark
    public int copy(TransferBytes bytes) {
        ByteBuffer slot = slots[next];
        next = next + 1 == slots.length ? 0 : next + 1;
        if (in) {
            slot.get(0, application, 0, requestSize);
        } else {
            slot.put(0, application, 0, requestSize);
        }
        bytes.bytes += requestSize;
        return requestSize;
    }

    /** The direct buffers, for tests that check every parameter reaches the workload. */
    ByteBuffer[] slots() {
        return slots;
    }

    /** The heap array, for the same tests. */
    byte[] application() {
        return application;
    }
}
