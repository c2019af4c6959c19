package io.bulkbench.benchmarks.device;

import io.bulkbench.core.Direction;
import java.nio.ByteBuffer;
import java.util.EnumMap;
import java.util.Map;

/**
 * The {@code null} device: every request completes at once, in the caller's thread, with
 * all its bytes. A run against it measures the pipeline's own cost (bookkeeping, copy,
 * verification) with no transport behind it. IN data is left as it was, or written with
 * the pattern when the pipeline verifies, so a verifying run still checks real bytes.
 */
public final class NullDevice implements Device {
    private final Map<Direction, NullChannel> open = new EnumMap<>(Direction.class);

    @Override
    public String spec() {
        return "null";
    }

    @Override
    public synchronized Channel open(ChannelSpec spec) {
        if (open.containsKey(spec.direction())) {
            throw new IllegalStateException(spec.direction() + " channel of the null device is already open");
        }
        NullChannel channel = new NullChannel(spec);
        open.put(spec.direction(), channel);
        return channel;
    }

    @Override
    public synchronized void close() {
        open.clear();
    }

    private synchronized void closed(NullChannel channel) {
        open.remove(channel.spec().direction(), channel);
    }

    /** One endpoint: a ring of already-finished requests. */
    private final class NullChannel implements Channel {
        private final ChannelSpec spec;
        private final RequestRing ring;
        private final PatternStream source;

        NullChannel(ChannelSpec spec) {
            this.spec = spec;
            this.ring = new RequestRing(spec.buffers());
            this.source = new PatternStream(spec.pattern());
        }

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
            if (spec.direction() == Direction.IN) {
                source.fill(slot, length);
            }
            ring.add(slot, length, TransferStatus.COMPLETED, 0L);
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
            // Everything already completed at submission; there is nothing left to cancel.
        }

        @Override
        public void close() {
            closed(this);
        }
    }
}
