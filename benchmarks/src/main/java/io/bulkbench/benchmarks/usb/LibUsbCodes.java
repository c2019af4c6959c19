package io.bulkbench.benchmarks.usb;

import io.bulkbench.benchmarks.device.SubmitResult;
import io.bulkbench.benchmarks.device.TransferStatus;
import java.util.Optional;
import org.usb4java.LibUsb;

/**
 * Translates libusb's numbers into bulkbench's vocabulary: a finished transfer's status
 * (with its byte count) into a {@link TransferStatus}, a refused submission into a
 * {@link SubmitResult}, and any error code into its libusb name for messages. Pure: it
 * reads only libusb's constants, so it needs no native library and no device.
 */
public final class LibUsbCodes {
    private LibUsbCodes() {}

    /**
     * How a transfer ended. A COMPLETED transfer that moved fewer bytes than asked ended
     * on a short packet (SHORT); libusb reports an OVERFLOW when the device sent more than
     * the buffer had room for, which whole-packet requests rule out.
     */
    public static TransferStatus completion(int transferStatus, int actualBytes, int requestedBytes) {
        return switch (transferStatus) {
            case LibUsb.TRANSFER_COMPLETED ->
                actualBytes < requestedBytes ? TransferStatus.SHORT : TransferStatus.COMPLETED;
            case LibUsb.TRANSFER_STALL -> TransferStatus.STALL;
            case LibUsb.TRANSFER_TIMED_OUT -> TransferStatus.TIMED_OUT;
            case LibUsb.TRANSFER_NO_DEVICE -> TransferStatus.NO_DEVICE;
            case LibUsb.TRANSFER_OVERFLOW -> TransferStatus.OVERFLOW;
            case LibUsb.TRANSFER_CANCELLED -> TransferStatus.CANCELLED;
            default -> TransferStatus.ERROR;
        };
    }

    /** The smallest request the ENOMEM fallback goes down to (fastboot's 16 KiB). */
    static final int FALLBACK_FLOOR_BYTES = 16 * 1024;

    /**
     * What a failed {@code libusb_submit_transfer} of {@code length} bytes tells the
     * pipeline: ENOMEM (the kernel could not allocate the request, or usbfs_memory_mb is
     * used up) and NO_DEVICE are answers it acts on; any other code is absent here, and
     * the channel turns it into an ERROR completion so the request is still accounted
     * for. The libusb inside usb4java 1.3.0 (1.0.22) reports the kernel's ENOMEM from
     * the submit ioctl as LIBUSB_ERROR_IO, so IO on a request above the fallback floor is
     * taken as ENOMEM too: halving is then tried, and a real I/O fault still fails at the
     * floor.
     */
    public static Optional<SubmitResult> refusal(int errorCode, int length) {
        return switch (errorCode) {
            case LibUsb.ERROR_NO_MEM -> Optional.of(SubmitResult.NO_MEMORY);
            case LibUsb.ERROR_IO ->
                length > FALLBACK_FLOOR_BYTES ? Optional.of(SubmitResult.NO_MEMORY) : Optional.empty();
            case LibUsb.ERROR_NO_DEVICE -> Optional.of(SubmitResult.NO_DEVICE);
            default -> Optional.empty();
        };
    }

    /** libusb's name for an error code, e.g. {@code LIBUSB_ERROR_PIPE (-9)}. */
    public static String errorName(int code) {
        String name = switch (code) {
            case LibUsb.SUCCESS -> "LIBUSB_SUCCESS";
            case LibUsb.ERROR_IO -> "LIBUSB_ERROR_IO";
            case LibUsb.ERROR_INVALID_PARAM -> "LIBUSB_ERROR_INVALID_PARAM";
            case LibUsb.ERROR_ACCESS -> "LIBUSB_ERROR_ACCESS";
            case LibUsb.ERROR_NO_DEVICE -> "LIBUSB_ERROR_NO_DEVICE";
            case LibUsb.ERROR_NOT_FOUND -> "LIBUSB_ERROR_NOT_FOUND";
            case LibUsb.ERROR_BUSY -> "LIBUSB_ERROR_BUSY";
            case LibUsb.ERROR_TIMEOUT -> "LIBUSB_ERROR_TIMEOUT";
            case LibUsb.ERROR_OVERFLOW -> "LIBUSB_ERROR_OVERFLOW";
            case LibUsb.ERROR_PIPE -> "LIBUSB_ERROR_PIPE";
            case LibUsb.ERROR_INTERRUPTED -> "LIBUSB_ERROR_INTERRUPTED";
            case LibUsb.ERROR_NO_MEM -> "LIBUSB_ERROR_NO_MEM";
            case LibUsb.ERROR_NOT_SUPPORTED -> "LIBUSB_ERROR_NOT_SUPPORTED";
            default -> "LIBUSB_ERROR_OTHER";
        };
        return name + " (" + code + ")";
    }
}
