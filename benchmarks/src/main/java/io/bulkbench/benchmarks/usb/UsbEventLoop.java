package io.bulkbench.benchmarks.usb;

import org.usb4java.Context;
import org.usb4java.LibUsb;

/**
 * The one thread that runs libusb's event handling for a device: it is where transfer
 * callbacks run. It waits in {@code handleEventsTimeoutCompleted} with a short finite
 * timeout, because a thread inside a JNI call does not answer an interrupt; stopping sets
 * a flag the loop sees within one timeout, and wakes it at once through libusb.
 */
final class UsbEventLoop implements AutoCloseable {
    /** How long one wait for events lasts: the longest a stop request goes unseen. */
    static final long WAIT_MICROS = 100_000;

    private static final long JOIN_MILLIS = 10_000;

    private final Context context;
    private final Thread thread;
    private volatile boolean running = true;
    private volatile int lastError;

    UsbEventLoop(Context context, String name) {
        this.context = context;
        this.thread = new Thread(this::run, name);
        this.thread.setDaemon(true);
        this.thread.start();
    }

    private void run() {
        while (running) {
            int result = LibUsb.handleEventsTimeoutCompleted(context, WAIT_MICROS, null);
            if (result < 0 && result != LibUsb.ERROR_INTERRUPTED) {
                lastError = result;
                pause();
            }
        }
    }

    private static void pause() {
        try {
            Thread.sleep(10);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The last error libusb's event handling reported, 0 when none. */
    int lastError() {
        return lastError;
    }

    boolean isRunning() {
        return thread.isAlive();
    }

    /** Stops the loop and waits for the thread; true when it ended. */
    @Override
    public void close() {
        running = false;
        LibUsb.interruptEventHandler(context);
        try {
            thread.join(JOIN_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
