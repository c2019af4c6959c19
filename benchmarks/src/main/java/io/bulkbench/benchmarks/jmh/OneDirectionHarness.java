package io.bulkbench.benchmarks.jmh;

import io.bulkbench.benchmarks.device.Device;
import io.bulkbench.benchmarks.pipeline.TransferPipeline;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The trial lifecycle of a harness that drives one pipeline in one direction: the device
 * and the pipeline open once per trial from the harness's own parameters (each harness
 * keeps its {@code @Param} defaults) and close in libusb's order. JMH runs the
 * {@code @Setup} and {@code @TearDown} a harness inherits from here, and its run's shape:
 * two warmup and five measurement iterations of a second, in one fork, one pipeline per
 * thread (each harness names its own mode and unit).
 */
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public abstract class OneDirectionHarness {
    private PipelineUnderTest underTest;
    /** What the benchmark method drives; a field, so the measured call reads it directly. */
    protected TransferPipeline pipeline;

    /** Opens the device and the pipeline this harness's parameters name. */
    abstract PipelineUnderTest openUnderTest();

    private PauseKeeper keeper;

    @Setup(Level.Trial)
    public void open() {
        underTest = openUnderTest();
        pipeline = underTest.pipeline();
        keeper = new PauseKeeper(pipeline, getClass().getSimpleName() + " between iterations");
    }

    /** JMH's pause starts: the pipeline keeps moving through it ({@link PauseKeeper}). */
    @TearDown(Level.Iteration)
    public void keepMovingThroughThePause() {
        LateIdle.measuredTimeEnds(openedDevice());
        keeper.start();
    }

    /**
     * Whether the harness takes the stream over from the keeper in its first operation,
     * inside the measured time ({@link #takeOverInTheOperation}), as a throughput does; else
     * the iteration's setup does, as a harness that times each operation needs.
     */
    boolean takesOverInTheOperation() {
        return false;
    }

    /** The next iteration starts from the steady stream the keeper leaves. */
    @Setup(Level.Iteration)
    public void takeOverFromTheKeeper() {
        if (keeper != null && !takesOverInTheOperation()) {
            keeper.stop();
        }
    }

    /**
     * In an operation: stops the keeper when it is still moving the stream and returns the
     * bytes it reaped inside the measured time (0 from the second operation of an iteration on).
     */
    final long takeOverInTheOperation() {
        return keeper.takeOver();
    }

    @TearDown(Level.Trial)
    public void close() {
        try {
            if (keeper != null) {
                keeper.stop();
            }
        } finally {
            if (underTest != null) {
                underTest.close();
            }
        }
    }

    /** The pipeline under test, for tests that check every parameter reaches it. */
    TransferPipeline pipeline() {
        return pipeline;
    }

    /** The device under test, for the same tests and for the late-idle counter. */
    Device openedDevice() {
        return underTest.device();
    }
}
