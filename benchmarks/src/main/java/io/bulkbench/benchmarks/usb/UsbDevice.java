package io.bulkbench.benchmarks.usb;

import io.bulkbench.benchmarks.device.Channel;
import io.bulkbench.benchmarks.device.ChannelSpec;
import io.bulkbench.benchmarks.device.Device;
import io.bulkbench.benchmarks.device.UsbDeviceSpec;
import io.bulkbench.benchmarks.usb.UsbDeviceInfo.BulkEndpoint;
import io.bulkbench.core.Direction;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A real board through usb4java's libusb API: {@code usb:VVVV:PPPP[,...]}. Opening claims
 * the interface and starts the device's event thread; each direction opens one
 * {@link UsbChannel} on its bulk endpoint, with {@code buffers} asynchronous transfers.
 * Requests must be whole max-size packets. The device counts the transfers it has
 * allocated and those in flight, so a run can prove it left nothing behind; closing
 * drains and frees every channel still open, stops the event thread and releases the
 * interface.
 */
public final class UsbDevice implements Device {
    /** Every transfer ends within this time at the latest (then as TIMED_OUT). */
    public static final long TRANSFER_TIMEOUT_MILLIS = 5_000;

    private final UsbConnection connection;
    private final UsbEventLoop events;
    private final long timeoutMillis;
    private final Map<Direction, UsbChannel> open = new EnumMap<>(Direction.class);
    private final AtomicInteger allocated = new AtomicInteger();
    private final AtomicInteger inFlight = new AtomicInteger();
    private final List<org.usb4java.Transfer> released = new java.util.ArrayList<>();
    private boolean closed;

    private UsbDevice(UsbConnection connection, long timeoutMillis) {
        this.connection = connection;
        this.timeoutMillis = timeoutMillis;
        this.events = new UsbEventLoop(connection.context(), "libusb events " + connection.spec());
    }

    /** Opens the board a spec names and claims its interface. */
    public static UsbDevice open(UsbDeviceSpec spec) {
        return open(spec, TRANSFER_TIMEOUT_MILLIS);
    }

    /** Opens with another transfer timeout (tests that provoke TIMED_OUT use a short one). */
    public static UsbDevice open(UsbDeviceSpec spec, long transferTimeoutMillis) {
        if (transferTimeoutMillis < 1) {
            throw new IllegalArgumentException("transfer timeout " + transferTimeoutMillis + " ms");
        }
        return new UsbDevice(UsbConnection.open(spec), transferTimeoutMillis);
    }

    @Override
    public String spec() {
        return connection.spec();
    }

    /** The usbfs node of the board, e.g. {@code /dev/bus/usb/001/002}. */
    public String node() {
        return connection.node();
    }

    /** The claimed interface and its bulk endpoints. */
    public EndpointChoice endpoints() {
        return connection.endpoints();
    }

    @Override
    public synchronized Channel open(ChannelSpec spec) {
        if (closed) {
            throw new IllegalStateException("device " + spec() + " is closed");
        }
        if (open.containsKey(spec.direction())) {
            throw new IllegalStateException(spec.direction() + " channel of " + spec() + " is already open");
        }
        BulkEndpoint endpoint = connection.endpoints().endpoint(spec.direction(), spec());
        WholePackets.require(spec.requestBytes(), endpoint, spec());
        UsbChannel channel = new UsbChannel(this, spec, connection.handle(), endpoint.address(), timeoutMillis);
        open.put(spec.direction(), channel);
        return channel;
    }

    /** Transfers allocated and not yet freed, over every channel (a closed channel's are freed when the device closes). */
    public int transfersAllocated() {
        return allocated.get();
    }

    /** Transfers submitted whose callback has not run yet. */
    public int transfersInFlight() {
        return inFlight.get();
    }

    /**
     * After a transfer ended in ERROR: asks the device for its status (a control request
     * with a short timeout) until it answers (still there), usbfs says it is gone, or two
     * seconds pass (then it counts as there, and the ERROR stands).
     */
    boolean goneAfterError() {
        java.nio.ByteBuffer status = org.usb4java.BufferUtils.allocateByteBuffer(2);
        for (int attempt = 0; attempt < 10; attempt++) {
            int result = org.usb4java.LibUsb.controlTransfer(
                    connection.handle(), (byte) 0x80, (byte) 0, (short) 0, (short) 0, status, 200);
            if (result >= 0) {
                return false;
            }
            if (result == org.usb4java.LibUsb.ERROR_NO_DEVICE) {
                return true;
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return false;
    }

    /** Takes back a closed channel's transfers, all finished; they are freed on close. */
    synchronized void release(org.usb4java.Transfer[] transfers) {
        released.addAll(List.of(transfers));
    }

    void allocated(int delta) {
        allocated.addAndGet(delta);
    }

    void inFlight(int delta) {
        inFlight.addAndGet(delta);
    }

    String eventThreadState() {
        int error = events.lastError();
        return (events.isRunning() ? "running" : "stopped")
                + (error < 0 ? ", last error " + LibUsbCodes.errorName(error) : "");
    }

    synchronized void closed(UsbChannel channel) {
        open.remove(channel.spec().direction(), channel);
    }

    /** Drains and frees any channel still open, stops the event thread, releases the board. */
    @Override
    public void close() {
        List<UsbChannel> left;
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            left = List.copyOf(open.values());
        }
        try {
            for (UsbChannel channel : left) {
                channel.close();
            }
        } finally {
            events.close();
            freeReleased();
            // libusb must not be torn down under a thread still inside its event handling.
            if (!events.isRunning()) {
                connection.close();
            }
        }
    }

    /** Only once no callback can still be running; a thread that did not stop keeps them (a leak, not a crash). */
    private synchronized void freeReleased() {
        if (events.isRunning()) {
            return;
        }
        for (org.usb4java.Transfer t : released) {
            org.usb4java.LibUsb.freeTransfer(t);
        }
        allocated(-released.size());
        released.clear();
    }
}
