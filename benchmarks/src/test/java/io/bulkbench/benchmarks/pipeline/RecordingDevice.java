package io.bulkbench.benchmarks.pipeline;

import io.bulkbench.benchmarks.device.Channel;
import io.bulkbench.benchmarks.device.ChannelSpec;
import io.bulkbench.benchmarks.device.Completion;
import io.bulkbench.benchmarks.device.DataPattern;
import io.bulkbench.benchmarks.device.Device;
import io.bulkbench.benchmarks.device.PatternStream;
import io.bulkbench.benchmarks.device.RequestRing;
import io.bulkbench.benchmarks.device.SubmitResult;
import io.bulkbench.benchmarks.device.TransferStatus;
import java.nio.ByteBuffer;

/** A test device that checks OUT data in the transfer buffer the moment it is submitted. */
final class RecordingDevice implements Device {
    private final PatternStream expected;
    private long checkedBytes;
    private long mismatches;

    RecordingDevice(DataPattern pattern) {
        this.expected = new PatternStream(pattern);
    }

    long checkedBytes() {
        return checkedBytes;
    }

    long mismatches() {
        return mismatches;
    }

    @Override
    public String spec() {
        return "recording";
    }

    @Override
    public Channel open(ChannelSpec spec) {
        RequestRing ring = new RequestRing(spec.buffers());
        return new Channel() {
            @Override
            public ChannelSpec spec() {
                return spec;
            }

            @Override
            public int queueDepth() {
                return spec.buffers();
            }

            @Override
            public SubmitResult submit(ByteBuffer slot, int length) {
                mismatches += expected.check(slot, length);
                checkedBytes += length;
                ring.add(slot, length, TransferStatus.COMPLETED, 0);
                return SubmitResult.ACCEPTED;
            }

            @Override
            public void awaitNext(Completion into) {
                ring.removeOldest(into);
            }

            @Override
            public int outstanding() {
                return ring.size();
            }

            @Override
            public void cancelAll() {
                ring.cancelPending(0);
            }

            @Override
            public void close() {}
        };
    }

    @Override
    public void close() {}
}
