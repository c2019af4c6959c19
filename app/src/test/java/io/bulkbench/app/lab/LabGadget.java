package io.bulkbench.app.lab;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The lab guest's side of the gadget, as root inside the guest: unbinding the UDC (the
 * board is unplugged), binding it again, waiting for the host side to see the device
 * come or go, the source/sink function's bulk buffer length, and the usbfs memory limit
 * that makes large submissions fail with ENOMEM.
 */
final class LabGadget {
    private static final Path USB_DEVICES = Path.of("/sys/bus/usb/devices");
    private static final Path USBFS_MEMORY = Path.of("/sys/module/usbcore/parameters/usbfs_memory_mb");
    /** The source/sink function as scripts/kernel-usb-lab makes it. */
    private static final String SOURCE_SINK = "SourceSink.0";

    private LabGadget() {}

    static boolean inGuest() {
        return System.getenv("LAB_GADGET") != null;
    }

    private static Path gadget() {
        return Path.of(System.getenv("LAB_GADGET"));
    }

    /** Unplugs the board: the gadget leaves the UDC and the host sees a disconnect. */
    static void unbind() {
        write(gadget().resolve("UDC"), "\n");
    }

    /** Plugs it back in on the first UDC. */
    static void bind() {
        try (Stream<Path> udcs = Files.list(Path.of("/sys/class/udc"))) {
            String udc = udcs.map(p -> p.getFileName().toString())
                    .sorted()
                    .findFirst()
                    .orElseThrow(() -> new IllegalStateException("no UDC in /sys/class/udc"));
            if (!Files.readString(gadget().resolve("UDC")).trim().equals(udc)) {
                write(gadget().resolve("UDC"), udc + "\n");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The source/sink function's bulk buffer length: the bytes of each request the gadget queues. */
    static int bulkBuflen() {
        try {
            return Integer.parseInt(
                    Files.readString(sourceSink().resolve("bulk_buflen")).trim());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Gives the source/sink function another bulk buffer length. The kernel refuses the
     * attribute while the function is part of a configuration (EBUSY), so the board is
     * unplugged, the function taken out of its configuration, the length written, the
     * function put back and the board plugged in again; the caller waits for the host.
     */
    static void bulkBuflen(int bytes) {
        Path link = gadget().resolve("configs/c.1").resolve(SOURCE_SINK);
        try {
            if (!Files.readString(gadget().resolve("UDC")).isBlank()) {
                unbind();
            }
            Files.deleteIfExists(link);
            write(sourceSink().resolve("bulk_buflen"), bytes + "\n");
            Files.createSymbolicLink(link, sourceSink());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            bind();
        }
    }

    private static Path sourceSink() {
        return gadget().resolve("functions").resolve(SOURCE_SINK);
    }

    /** The usbfs node of the first device with these ids, as the host enumerated it. */
    static Optional<String> node(int vendor, int product) {
        try (Stream<Path> devices = Files.list(USB_DEVICES)) {
            return devices.filter(d -> hex(d.resolve("idVendor")) == vendor && hex(d.resolve("idProduct")) == product)
                    .findFirst()
                    .map(d -> String.format(
                            "/dev/bus/usb/%03d/%03d", dec(d.resolve("busnum")), dec(d.resolve("devnum"))));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Waits up to {@code seconds} for the device to be (or no longer be) enumerated. */
    static boolean await(int vendor, int product, boolean present, int seconds) throws InterruptedException {
        for (int i = 0; i < seconds * 10; i++) {
            if (node(vendor, product).isPresent() == present
                    && (!present || Files.exists(Path.of(node(vendor, product).get())))) {
                return true;
            }
            Thread.sleep(100);
        }
        return false;
    }

    /** Sets usbcore's limit on memory for usbfs buffers, in MiB; returns the old value. */
    static int usbfsMemoryMb(int mib) {
        try {
            int old = Integer.parseInt(Files.readString(USBFS_MEMORY).trim());
            write(USBFS_MEMORY, mib + "\n");
            return old;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Whether some process has the node open (a JMH fork measuring the device). */
    static boolean openedByAnyProcess(String node) {
        try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
            return procs.filter(p -> p.getFileName().toString().matches("\\d+")).anyMatch(p -> holds(p, node));
        } catch (IOException e) {
            return false;
        }
    }

    /** The usbfs nodes this process has open: none between checks, or a device was not closed. */
    static java.util.List<String> usbfsNodesHeldHere() {
        try (Stream<Path> fds = Files.list(Path.of("/proc/self/fd"))) {
            return fds.map(fd -> {
                        try {
                            return Files.readSymbolicLink(fd).toString();
                        } catch (IOException | UnsupportedOperationException e) {
                            return "";
                        }
                    })
                    .filter(target -> target.startsWith("/dev/bus/usb/"))
                    .toList();
        } catch (IOException e) {
            return java.util.List.of();
        }
    }

    private static boolean holds(Path proc, String node) {
        try (Stream<Path> fds = Files.list(proc.resolve("fd"))) {
            return fds.anyMatch(fd -> {
                try {
                    return Files.readSymbolicLink(fd).toString().equals(node);
                } catch (IOException | UnsupportedOperationException e) {
                    return false;
                }
            });
        } catch (IOException e) {
            return false;
        }
    }

    private static int hex(Path attribute) {
        try {
            return Files.exists(attribute)
                    ? Integer.parseInt(Files.readString(attribute).trim(), 16)
                    : -1;
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
    }

    private static int dec(Path attribute) {
        try {
            return Integer.parseInt(Files.readString(attribute).trim());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void write(Path attribute, String value) {
        try {
            Files.writeString(attribute, value);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + attribute, e);
        }
    }
}
