package io.bulkbench.benchmarks.file;

import io.bulkbench.benchmarks.device.Channel;
import io.bulkbench.benchmarks.device.ChannelSpec;
import io.bulkbench.benchmarks.device.Completion;
import io.bulkbench.benchmarks.device.SlotRing;
import io.bulkbench.benchmarks.device.SubmitResult;
import io.bulkbench.benchmarks.device.TransferStatus;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.AsynchronousFileChannel;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The read side of a file device: positional reads on an asynchronous file channel with
 * one worker thread per request in flight, so {@code buffers} reads really are
 * outstanding at the device at once, reaped in submission order. A pipeline buffer that
 * is not aligned for O_DIRECT is read through an aligned bounce buffer of this channel's
 * own (allocated once), then copied. A read that fails ends its request as ERROR, or
 * NO_DEVICE when the disk went away; a read that does not finish within the timeout ends
 * as TIMED_OUT, and the channel waits for it before it lets its buffer go.
 */
final class FileReadChannel implements Channel {
    private static final long TIMEOUT_SECONDS = 30;

    private final FileDevice device;
    private final ChannelSpec spec;
    private final AsynchronousFileChannel file;
    private final ExecutorService workers;
    private final long size;
    private final boolean direct;
    private final Future<?>[] reads;
    private final ByteBuffer[] slots;
    private final ByteBuffer[] bounce;
    private final int[] lengths;
    private final SlotRing ring;
    private long position;

    private FileReadChannel(
            FileDevice device,
            ChannelSpec spec,
            AsynchronousFileChannel file,
            ExecutorService workers,
            long size,
            boolean direct) {
        this.device = device;
        this.spec = spec;
        this.file = file;
        this.workers = workers;
        this.size = size;
        this.direct = direct;
        int n = spec.buffers();
        this.reads = new Future<?>[n];
        this.slots = new ByteBuffer[n];
        this.bounce = new ByteBuffer[n];
        this.lengths = new int[n];
        this.ring = new SlotRing(n);
    }

    static FileReadChannel open(FileDevice device, ChannelSpec spec, Path path, Set<OpenOption> options, long size) {
        ExecutorService workers = Executors.newFixedThreadPool(spec.buffers(), r -> {
            Thread t = new Thread(r, "file reads " + path);
            t.setDaemon(true);
            return t;
        });
        try {
            return new FileReadChannel(
                    device,
                    spec,
                    AsynchronousFileChannel.open(path, options, workers),
                    workers,
                    size,
                    options.size() > 1);
        } catch (IOException e) {
            workers.shutdownNow();
            throw new UncheckedIOException("cannot open " + path + " for reading", e);
        }
    }

    @Override
    public ChannelSpec spec() {
        return spec;
    }

    @Override
    public int queueDepth() {
        return reads.length;
    }

    @Override
    public SubmitResult submit(ByteBuffer slot, int length) {
        int i = ring.tail();
        if (position + length > size) {
            position = 0;
        }
        ByteBuffer target = slot;
        if (direct && slot.alignmentOffset(0, FileDevice.ALIGNMENT) != 0) {
            if (bounce[i] == null || bounce[i].capacity() < length) {
                bounce[i] =
                        ByteBuffer.allocateDirect(length + FileDevice.ALIGNMENT).alignedSlice(FileDevice.ALIGNMENT);
            }
            target = bounce[i];
        }
        target.clear().limit(length);
        reads[i] = file.read(target, position);
        slots[i] = slot;
        lengths[i] = length;
        position += length;
        ring.push();
        return SubmitResult.ACCEPTED;
    }

    @Override
    public void awaitNext(Completion into) {
        int i = ring.head();
        int actual = 0;
        TransferStatus status;
        try {
            actual = Math.max(0, (Integer) reads[i].get(TIMEOUT_SECONDS, TimeUnit.SECONDS));
            status = actual < lengths[i] ? TransferStatus.SHORT : TransferStatus.COMPLETED;
        } catch (ExecutionException e) {
            status = isGone(e.getCause()) ? TransferStatus.NO_DEVICE : TransferStatus.ERROR;
        } catch (TimeoutException e) {
            status = TransferStatus.TIMED_OUT;
            waitOut(reads[i]);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            status = TransferStatus.CANCELLED;
            waitOut(reads[i]);
        }
        if (actual > 0 && bounce[i] != null && slots[i].alignmentOffset(0, FileDevice.ALIGNMENT) != 0) {
            slots[i].put(0, bounce[i], 0, actual);
        }
        into.set(slots[i], actual, status);
        reads[i] = null;
        slots[i] = null;
        ring.pop();
    }

    /** The buffer is the read's until it returns; a positional read cannot be interrupted midway. */
    private static void waitOut(Future<?> read) {
        boolean interrupted = Thread.interrupted();
        while (!read.isDone()) {
            try {
                read.get();
            } catch (ExecutionException e) {
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private static boolean isGone(Throwable cause) {
        String message = cause == null || cause.getMessage() == null ? "" : cause.getMessage();
        return message.contains("No such device") || message.contains("No such device or address");
    }

    @Override
    public int outstanding() {
        return ring.size();
    }

    @Override
    public void cancelAll() {
        // Reads of a file finish on their own within the disk's own timeouts; they are reaped as they end.
    }

    @Override
    public void close() {
        Completion scratch = new Completion();
        while (ring.size() > 0) {
            awaitNext(scratch);
        }
        try {
            file.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot close " + device.spec(), e);
        } finally {
            workers.shutdownNow();
            device.closed(this);
        }
    }
}
