package io.bulkbench.benchmarks.device;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.benchmarks.pipeline.PipelineConfig;
import io.bulkbench.benchmarks.pipeline.TransferPipeline;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.nio.ByteBuffer;
import org.junit.jupiter.api.Test;

/** The null device completes every request at once, in the caller's thread. */
class NullDeviceTest {

    @Test
    void everyRequestIsCompleteAsSoonAsItIsSubmitted() {
        try (NullDevice device = new NullDevice()) {
            Channel channel = device.open(new ChannelSpec(Direction.OUT, 4, 1024, CopyMode.NO_COPY, DataPattern.NONE));
            ByteBuffer a = ByteBuffer.allocateDirect(1024);
            ByteBuffer b = ByteBuffer.allocateDirect(1024);
            assertThat(channel.submit(a, 1024)).isEqualTo(SubmitResult.ACCEPTED);
            assertThat(channel.submit(b, 512)).isEqualTo(SubmitResult.ACCEPTED);
            assertThat(channel.outstanding()).isEqualTo(2);
            Completion completion = new Completion();
            channel.awaitNext(completion);
            assertThat(completion.slot()).isSameAs(a);
            assertThat(completion.status()).isEqualTo(TransferStatus.COMPLETED);
            assertThat(completion.actualBytes()).isEqualTo(1024);
            channel.awaitNext(completion);
            assertThat(completion.slot()).isSameAs(b);
            assertThat(completion.actualBytes()).isEqualTo(512);
            assertThat(channel.outstanding()).isZero();
            channel.close();
        }
    }

    @Test
    void aPipelineOnTheNullDeviceRunsInTheCallersThreadAndDeliversEveryByte() throws InterruptedException {
        int threadsBefore = Thread.activeCount();
        try (NullDevice device = new NullDevice();
                TransferPipeline pipeline = TransferPipeline.open(
                        device, new PipelineConfig(Direction.IN, 8, 16384, CopyMode.COPY, DataPattern.LFSR32))) {
            for (int i = 0; i < 1000; i++) {
                assertThat(pipeline.transferNext()).isEqualTo(16384);
            }
            assertThat(pipeline.counters().requests()).isEqualTo(1000);
            assertThat(pipeline.counters().bytes()).isEqualTo(1000L * 16384);
            assertThat(pipeline.counters().verifyErrors()).isZero();
            assertThat(Thread.activeCount()).isEqualTo(threadsBefore);
        }
    }

    @Test
    void withoutAPatternInDataIsLeftAlone() {
        try (NullDevice device = new NullDevice()) {
            Channel channel = device.open(new ChannelSpec(Direction.IN, 1, 64, CopyMode.NO_COPY, DataPattern.NONE));
            ByteBuffer slot = ByteBuffer.allocateDirect(64);
            slot.put(5, (byte) 42);
            channel.submit(slot, 64);
            channel.awaitNext(new Completion());
            assertThat(slot.get(5)).isEqualTo((byte) 42);
            channel.close();
        }
    }
}
