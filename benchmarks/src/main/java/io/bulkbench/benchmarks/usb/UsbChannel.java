package io.bulkbench.benchmarks.usb;

import io.bulkbench.benchmarks.device.Channel;
import io.bulkbench.benchmarks.device.ChannelSpec;
import io.bulkbench.benchmarks.device.Completion;
import io.bulkbench.benchmarks.device.SlotRing;
import io.bulkbench.benchmarks.device.SubmitResult;
import io.bulkbench.benchmarks.device.TransferStatus;
import java.nio.ByteBuffer;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.usb4java.DeviceHandle;
import org.usb4java.LibUsb;
import org.usb4java.Transfer;
import org.usb4java.TransferCallback;

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
    private final Slot[] slots;
    private final SlotRing ring;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition finished = lock.newCondition();
    private boolean gone;
    private boolean freed;
    private String problem = "";

    UsbChannel(UsbDevice device, ChannelSpec spec, DeviceHandle handle, int endpoint, long timeoutMillis) {
        this.device = device;
        this.spec = spec;
        this.handle = handle;
        this.endpoint = (byte) endpoint;
        this.timeoutMillis = timeoutMillis;
        int n = spec.buffers();
        this.slots = new Slot[n];
        this.ring = new SlotRing(n);
        for (int i = 0; i < n; i++) {
            Transfer t = LibUsb.allocTransfer();
            t.setDevHandle(handle);
            t.setEndpoint(this.endpoint);
            t.setType(LibUsb.TRANSFER_TYPE_BULK);
            t.setTimeout(timeoutMillis);
            t.setCallback(this);
            t.setUserData(i);
            slots[i] = new Slot(t);
            device.allocated(1);
        }
    }

    @Override
    public ChannelSpec spec() {
        return spec;
    }

    @Override
    public int queueDepth() {
        return slots.length;
    }

    @Override
    public SubmitResult submit(ByteBuffer slot, int length) {
        int i = ring.tail();
        if (!slot.isDirect() || length > slot.capacity() || length < 1) {
            throw new IllegalArgumentException("a request needs a direct buffer of at least " + length + " bytes");
        }
        if (gone) {
            return SubmitResult.NO_DEVICE;
        }
        Slot s = slots[i];
        s.transfer.setBuffer(slot);
        s.transfer.setLength(length);
        s.buffer = slot;
        s.length = length;
        mark(s, false);
        device.inFlight(1);
        int result = LibUsb.submitTransfer(s.transfer);
        if (result == LibUsb.SUCCESS) {
            ring.push();
            return SubmitResult.ACCEPTED;
        }
        device.inFlight(-1);
        Optional<SubmitResult> refusal = LibUsbCodes.refusal(result, length);
        if (refusal.isPresent()) {
            s.buffer = null;
            gone |= refusal.get() == SubmitResult.NO_DEVICE;
            return refusal.get();
        }
        // Accepted as a request that already failed, so the caller still reaps exactly one completion.
        warnOnce("a " + length + "-byte submit failed with " + LibUsbCodes.errorName(result));
        s.forced = TransferStatus.ERROR;
        mark(s, true);
        ring.push();
        return SubmitResult.ACCEPTED;
    }

    /** The libusb callback, on the event thread: record the outcome and wake the reaper. */
    @Override
    public void processTransfer(Transfer transfer) {
        Slot s = slots[(Integer) transfer.userData()];
        lock.lock();
        try {
            s.statusCode = transfer.status();
            s.actual = transfer.actualLength();
            s.done = true;
            // Counted before the reaper can wake, so a closed channel never shows a transfer in flight.
            device.inFlight(-1);
            finished.signalAll();
        } finally {
            lock.unlock();
        }
    }

    private void mark(Slot s, boolean value) {
        lock.lock();
        try {
            s.done = value;
        } finally {
            lock.unlock();
        }
    }

    @Override
    public void awaitNext(Completion into) {
        Slot s = slots[ring.head()];
        awaitDone(s);
        TransferStatus status = s.forced != null ? s.forced : LibUsbCodes.completion(s.statusCode, s.actual, s.length);
        if (status == TransferStatus.STALL) {
            recoverFromStall();
        } else if (status == TransferStatus.NO_DEVICE) {
            gone = true;
        } else if (status == TransferStatus.ERROR && s.forced == null) {
            // A board pulled mid-transfer often ends its transfers with a protocol error before the
            // kernel has noticed the disconnect; it is NO_DEVICE when the device proves to be gone.
            if (device.goneAfterError()) {
                status = TransferStatus.NO_DEVICE;
                gone = true;
            } else {
                warnOnce("a transfer ended with libusb status " + s.statusCode);
            }
        }
        into.set(s.buffer, s.actual, status);
        s.buffer = null;
        s.forced = null;
        ring.pop();
    }

    /**
     * Waits for the callback of slot {@code s}'s transfer. Its own timeout ends it in time; should
     * libusb still not answer, it is cancelled, and after that a lost transfer is a
     * failure of libusb that this run cannot recover from.
     */
    private void awaitDone(Slot s) {
        if (waitFor(s, timeoutMillis + GRACE_MILLIS)) {
            return;
        }
        LibUsb.cancelTransfer(s.transfer);
        if (!waitFor(s, GRACE_MILLIS)) {
            throw new IllegalStateException(String.format(
                    Locale.ROOT,
                    "libusb did not complete a transfer on endpoint"
                            + " 0x%02x of %s within %d ms of its %d ms timeout (event thread %s)",
                    endpoint & 0xff,
                    device.spec(),
                    2 * GRACE_MILLIS,
                    timeoutMillis,
                    device.eventThreadState()));
        }
    }

    private boolean waitFor(Slot s, long millis) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        boolean interrupted = false;
        lock.lock();
        try {
            while (!s.done) {
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
        for (int k = 1; k < ring.size(); k++) {
            Slot behind = slots[ring.fromHead(k)];
            if (!isDone(behind)) {
                LibUsb.cancelTransfer(behind.transfer);
            }
        }
        for (int k = 1; k < ring.size(); k++) {
            awaitDone(slots[ring.fromHead(k)]);
        }
        int cleared = LibUsb.clearHalt(handle, endpoint);
        if (cleared < 0) {
            warnOnce(String.format(
                    Locale.ROOT,
                    "clearing the halt of endpoint 0x%02x failed with %s",
                    endpoint & 0xff,
                    LibUsbCodes.errorName(cleared)));
            gone |= cleared == LibUsb.ERROR_NO_DEVICE;
        }
    }

    /** Keeps the detail the pipeline's status alone cannot carry, and prints it once to the run's log (stderr). */
    private void warnOnce(String detail) {
        if (!detail.equals(problem)) {
            System.err.printf(
                    Locale.ROOT, "bulkbench: %s endpoint 0x%02x: %s%n", device.spec(), endpoint & 0xff, detail);
        }
        problem = detail;
    }

    private boolean isDone(Slot s) {
        lock.lock();
        try {
            return s.done;
        } finally {
            lock.unlock();
        }
    }

    @Override
    public int outstanding() {
        return ring.size();
    }

    @Override
    public void cancelAll() {
        for (int k = 0; k < ring.size(); k++) {
            Slot s = slots[ring.fromHead(k)];
            if (!isDone(s)) {
                // NOT_FOUND means it finished meanwhile; its callback still comes and is reaped.
                LibUsb.cancelTransfer(s.transfer);
            }
        }
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
        if (ring.size() > 0) {
            cancelAll();
            Completion scratch = new Completion();
            while (ring.size() > 0) {
                awaitNext(scratch);
            }
        }
        // Freed by the device once its event thread has stopped: a callback that marked its transfer
        // done may still be returning through usb4java's native code on that thread.
        Transfer[] transfers = new Transfer[slots.length];
        for (int i = 0; i < slots.length; i++) {
            transfers[i] = slots[i].transfer;
        }
        device.release(transfers);
        freed = true;
        device.closed(this);
    }

    /**
     * One request slot: its libusb transfer, allocated once, and what the last request in
     * it was and how it ended. {@code done}, {@code statusCode} and {@code actual} are
     * written by the event thread and read under the channel's lock.
     */
    private static final class Slot {
        final Transfer transfer;
        ByteBuffer buffer;
        int length;
        TransferStatus forced;
        boolean done;
        int statusCode;
        int actual;

        Slot(Transfer transfer) {
            this.transfer = transfer;
        }
    }
}
