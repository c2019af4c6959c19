package io.bulkbench.benchmarks.usb;

import io.bulkbench.benchmarks.device.Channel;
import io.bulkbench.benchmarks.device.ChannelSpec;
import io.bulkbench.benchmarks.device.Completion;
import io.bulkbench.benchmarks.device.SubmitResult;
import io.bulkbench.benchmarks.device.TransferStatus;
import org.usb4java.DeviceHandle;
import org.usb4java.LibUsb;
import org.usb4java.Transfer;
import org.usb4java.TransferCallback;

import java.nio.ByteBuffer;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * One bulk endpoint of a board: a ring of libusb transfers, allocated once, submitted
 * asynchronously and reaped strictly in submission order. Callbacks run on the device's
 * event thread and only mark a transfer finished; everything else happens in the
 * pipeline's thread. Every transfer has a finite timeout, and waiting for one is bounded
 * by it, so no fault hangs the caller. A STALL cancels the transfers queued behind it,
 * waits for all of them and clears the halt before it is reported; NO_DEVICE makes every
 * later submit answer NO_DEVICE. A transfer is freed only after its callback ran.
 */
final class UsbChannel implements Channel, TransferCallback {
    /** Extra time past a transfer's own timeout before it counts as lost by libusb. */
    private static final long GRACE_MILLIS = 2_000;

    private final UsbDevice device;
    private final ChannelSpec spec;
    private final DeviceHandle handle;
    private final byte endpoint;
    private final long timeoutMillis;
    private final Transfer[] transfers;
    private final ByteBuffer[] slots;
    private final int[] lengths;
    private final TransferStatus[] forced;
    private final boolean[] done;
    private final int[] statusCodes;
    private final int[] actual;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition finished = lock.newCondition();
    private int head;
    private int size;
    private boolean gone;
    private boolean freed;
    private long stallsCleared;
    private String problem = "";

    UsbChannel(UsbDevice device, ChannelSpec spec, DeviceHandle handle, int endpoint, long timeoutMillis) {
        this.device = device;
        this.spec = spec;
        this.handle = handle;
        this.endpoint = (byte) endpoint;
        this.timeoutMillis = timeoutMillis;
        int n = spec.buffers();
        this.transfers = new Transfer[n];
        this.slots = new ByteBuffer[n];
        this.lengths = new int[n];
        this.forced = new TransferStatus[n];
        this.done = new boolean[n];
        this.statusCodes = new int[n];
        this.actual = new int[n];
        for (int i = 0; i < n; i++) {
            Transfer t = LibUsb.allocTransfer();
            t.setDevHandle(handle);
            t.setEndpoint(this.endpoint);
            t.setType(LibUsb.TRANSFER_TYPE_BULK);
            t.setTimeout(timeoutMillis);
            t.setCallback(this);
            t.setUserData(i);
            transfers[i] = t;
            device.allocated(1);
        }
    }

    @Override
    public ChannelSpec spec() {
        return spec;
    }

    @Override
    public int queueDepth() {
        return transfers.length;
    }

    @Override
    public SubmitResult submit(ByteBuffer slot, int length) {
        if (size == transfers.length) {
            throw new IllegalStateException("more than " + transfers.length + " requests in flight");
        }
        if (!slot.isDirect() || length > slot.capacity() || length < 1) {
            throw new IllegalArgumentException("a request needs a direct buffer of at least " + length + " bytes");
        }
        if (gone) {
            return SubmitResult.NO_DEVICE;
        }
        int i = (head + size) % transfers.length;
        Transfer t = transfers[i];
        t.setBuffer(slot);
        t.setLength(length);
        slots[i] = slot;
        lengths[i] = length;
        mark(i, false);
        device.inFlight(1);
        int result = LibUsb.submitTransfer(t);
        if (result == LibUsb.SUCCESS) {
            size++;
            return SubmitResult.ACCEPTED;
        }
        device.inFlight(-1);
        Optional<SubmitResult> refusal = LibUsbCodes.refusal(result, length);
        if (refusal.isPresent()) {
            slots[i] = null;
            gone |= refusal.get() == SubmitResult.NO_DEVICE;
            return refusal.get();
        }
        // Accepted as a request that already failed, so the caller still reaps exactly one completion.
        report("a " + length + "-byte submit failed with " + LibUsbCodes.errorName(result));
        forced[i] = TransferStatus.ERROR;
        mark(i, true);
        size++;
        return SubmitResult.ACCEPTED;
    }

    /** The libusb callback, on the event thread: record the outcome and wake the reaper. */
    @Override
    public void processTransfer(Transfer transfer) {
        int i = (Integer) transfer.userData();
        lock.lock();
        try {
            statusCodes[i] = transfer.status();
            actual[i] = transfer.actualLength();
            done[i] = true;
            // Counted before the reaper can wake, so a closed channel never shows a transfer in flight.
            device.inFlight(-1);
            finished.signalAll();
        } finally {
            lock.unlock();
        }
    }

    private void mark(int i, boolean value) {
        lock.lock();
        try {
            done[i] = value;
        } finally {
            lock.unlock();
        }
    }

    @Override
    public void awaitNext(Completion into) {
        if (size == 0) {
            throw new IllegalStateException("no request in flight to await");
        }
        int i = head;
        awaitDone(i);
        TransferStatus status = forced[i] != null ? forced[i]
                : LibUsbCodes.completion(statusCodes[i], actual[i], lengths[i]);
        if (status == TransferStatus.STALL) {
            recoverFromStall();
        } else if (status == TransferStatus.NO_DEVICE) {
            gone = true;
        } else if (status == TransferStatus.ERROR && forced[i] == null) {
            // A board pulled mid-transfer often ends its transfers with a protocol error before the
            // kernel has noticed the disconnect; it is NO_DEVICE when the device proves to be gone.
            if (device.goneAfterError()) {
                status = TransferStatus.NO_DEVICE;
                gone = true;
            } else {
                report("a transfer ended with libusb status " + statusCodes[i]);
            }
        }
        into.set(slots[i], actual[i], status);
        slots[i] = null;
        forced[i] = null;
        head = (head + 1) % transfers.length;
        size--;
    }

    /**
     * Waits for transfer {@code i}'s callback. Its own timeout ends it in time; should
     * libusb still not answer, it is cancelled, and after that a lost transfer is a
     * failure of libusb that this run cannot recover from.
     */
    private void awaitDone(int i) {
        if (waitFor(i, timeoutMillis + GRACE_MILLIS)) {
            return;
        }
        LibUsb.cancelTransfer(transfers[i]);
        if (!waitFor(i, GRACE_MILLIS)) {
            throw new IllegalStateException(String.format(Locale.ROOT, "libusb did not complete a transfer on endpoint"
                    + " 0x%02x of %s within %d ms of its %d ms timeout (event thread %s)", endpoint & 0xff,
                    device.spec(), 2 * GRACE_MILLIS, timeoutMillis, device.eventThreadState()));
        }
    }

    private boolean waitFor(int i, long millis) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        boolean interrupted = false;
        lock.lock();
        try {
            while (!done[i]) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                try {
                    finished.awaitNanos(left);
                } catch (InterruptedException e) {
                    // The buffer belongs to libusb until the callback runs: keep waiting, re-assert later.
                    interrupted = true;
                }
            }
            return true;
        } finally {
            lock.unlock();
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** libusb's rule after a halt: nothing may be in flight when the halt is cleared. */
    private void recoverFromStall() {
        for (int k = 1; k < size; k++) {
            int j = (head + k) % transfers.length;
            if (!isDone(j)) {
                LibUsb.cancelTransfer(transfers[j]);
            }
        }
        for (int k = 1; k < size; k++) {
            awaitDone((head + k) % transfers.length);
        }
        int cleared = LibUsb.clearHalt(handle, endpoint);
        if (cleared < 0) {
            report(String.format(Locale.ROOT, "clearing the halt of endpoint 0x%02x failed with %s", endpoint & 0xff,
                    LibUsbCodes.errorName(cleared)));
            gone |= cleared == LibUsb.ERROR_NO_DEVICE;
        } else {
            stallsCleared++;
        }
    }

    /** Keeps the detail the pipeline's status alone cannot carry, and shows it once in the run's log. */
    private void report(String detail) {
        if (!detail.equals(problem)) {
            System.err.printf(Locale.ROOT, "bulkbench: %s endpoint 0x%02x: %s%n", device.spec(), endpoint & 0xff, detail);
        }
        problem = detail;
    }

    private boolean isDone(int i) {
        lock.lock();
        try {
            return done[i];
        } finally {
            lock.unlock();
        }
    }

    @Override
    public int outstanding() {
        return size;
    }

    @Override
    public void cancelAll() {
        for (int k = 0; k < size; k++) {
            int j = (head + k) % transfers.length;
            if (!isDone(j)) {
                // NOT_FOUND means it finished meanwhile; its callback still comes and is reaped.
                LibUsb.cancelTransfer(transfers[j]);
            }
        }
    }

    /** Halts cleared after a STALL since the channel opened. */
    long stallsCleared() {
        return stallsCleared;
    }

    /** The last libusb problem this channel saw, empty when none. */
    String problem() {
        return problem;
    }

    /**
     * Releases the endpoint. Callers reap first; anything still in flight (a caller that
     * failed half way) is cancelled and drained here, because freeing a transfer libusb
     * still owns would corrupt memory. The transfers go back to the device, which frees
     * them after its event thread has stopped.
     */
    @Override
    public void close() {
        if (freed) {
            return;
        }
        if (size > 0) {
            cancelAll();
            Completion scratch = new Completion();
            while (size > 0) {
                awaitNext(scratch);
            }
        }
        // Freed by the device once its event thread has stopped: a callback that marked its transfer
        // done may still be returning through usb4java's native code on that thread.
        device.release(transfers);
        freed = true;
        device.closed(this);
    }
}
