package io.bulkbench.benchmarks.usb;

import io.bulkbench.core.BadInputException;
import org.usb4java.LibUsb;

/**
 * The sentences a user reads when a board cannot be opened or claimed. Each names the
 * device node or interface and the fix; the ones a user can fix are bad input (one line,
 * exit 2), anything else stays an ordinary failure with libusb's own error name.
 */
public final class UsbOpenFailure {
    /** Where the README shows the udev rule. */
    static final String RULE_HINT =
            "add a udev rule giving your user access (README, 'Against a real board') or run as root";

    private UsbOpenFailure() {}

    /** The permission sentence for a node, shared by {@code devices} and opening. */
    public static String permissionHint(String node) {
        return "no permission to open " + node + "; " + RULE_HINT;
    }

    /** Opening the node failed. */
    public static RuntimeException open(int code, String node, String spec) {
        if (code == LibUsb.ERROR_ACCESS) {
            return new BadInputException("device " + spec + ": " + permissionHint(node));
        }
        if (code == LibUsb.ERROR_NO_DEVICE) {
            return new BadInputException("device " + spec + " at " + node + " went away while being opened; plug it in"
                    + " again and retry");
        }
        return new IllegalStateException("cannot open " + node + " (" + spec + "): " + LibUsbCodes.errorName(code));
    }

    /** Claiming (or detaching the driver of) an interface failed. */
    public static RuntimeException claim(int code, int iface, String node, String spec) {
        if (code == LibUsb.ERROR_BUSY) {
            return new BadInputException("interface " + iface + " of " + spec + " (" + node + ") is claimed by another"
                    + " program or kernel driver; stop it, or add detach=yes to the spec to detach a kernel driver");
        }
        if (code == LibUsb.ERROR_ACCESS) {
            return new BadInputException("device " + spec + ": no permission to claim interface " + iface + " on "
                    + node + "; " + RULE_HINT);
        }
        if (code == LibUsb.ERROR_NOT_FOUND) {
            return new BadInputException("device " + spec + " has no interface " + iface + "; name one it has with if=N"
                    + " (bulkbench devices lists them)");
        }
        return new IllegalStateException(
                "cannot claim interface " + iface + " of " + node + " (" + spec + "): " + LibUsbCodes.errorName(code));
    }

    /** A kernel driver holds the interface and the spec does not allow detaching it. */
    public static BadInputException driverBound(int iface, String node, String spec) {
        return new BadInputException(
                "interface " + iface + " of " + spec + " (" + node + ") is bound to a kernel driver;"
                        + " add detach=yes to the spec to let bulkbench detach it for the run (it is reattached on close)");
    }

    /** No connected device matches. */
    public static BadInputException notFound(String spec) {
        return new BadInputException("no USB device matching " + spec + " is connected"
                + "; plug it in or fix the ids (bulkbench devices lists what is connected)");
    }

    /** This machine has no usbfs at all. */
    public static BadInputException noUsbfs(String spec) {
        return new BadInputException("device " + spec + " cannot be opened: this machine has no usbfs at "
                + UsbInventory.USBFS + "; run where the board is plugged in, or in the kernel USB lab"
                + " (scripts/kernel-usb-lab)");
    }
}
