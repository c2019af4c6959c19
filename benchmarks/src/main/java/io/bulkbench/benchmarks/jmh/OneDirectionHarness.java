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

    @Setup(Level.Trial)
    public void open() {
        underTest = openUnderTest();
        pipeline = underTest.pipeline();
    }

    @TearDown(Level.Trial)
    public void close() {
        if (underTest != null) {
            underTest.close();
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
