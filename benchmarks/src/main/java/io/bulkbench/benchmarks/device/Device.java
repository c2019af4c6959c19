package io.bulkbench.benchmarks.device;

/**
 * A thing bulk data can be moved to and from: a simulated link, the null device, a real
 * board through usb4java, a file. A device hands out at most one channel per direction;
 * one IN user and one OUT user may work on it at the same time from two threads (the
 * BOTH direction), and nothing else about it is thread-safe.
 */
public interface Device extends AutoCloseable {

    /** The spec string this device was opened from, e.g. {@code sim:snowball-msc}. */
    String spec();

    /** Opens the endpoint for one direction with the pipeline's parameters. */
    Channel open(ChannelSpec spec);

    /** Closes the device; every channel must have been closed before. */
    @Override
    void close();
}
