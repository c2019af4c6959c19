package io.bulkbench.benchmarks.usb;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.benchmarks.device.SubmitResult;
import io.bulkbench.benchmarks.device.TransferStatus;
import org.junit.jupiter.api.Test;
import org.usb4java.LibUsb;

class LibUsbCodesTest {

    @Test
    void everyLibusbTransferStatusHasItsOwnMeaning() {
        assertThat(LibUsbCodes.completion(LibUsb.TRANSFER_COMPLETED, 16384, 16384))
                .isEqualTo(TransferStatus.COMPLETED);
        assertThat(LibUsbCodes.completion(LibUsb.TRANSFER_STALL, 0, 16384)).isEqualTo(TransferStatus.STALL);
        assertThat(LibUsbCodes.completion(LibUsb.TRANSFER_TIMED_OUT, 512, 16384))
                .isEqualTo(TransferStatus.TIMED_OUT);
        assertThat(LibUsbCodes.completion(LibUsb.TRANSFER_NO_DEVICE, 0, 16384)).isEqualTo(TransferStatus.NO_DEVICE);
        assertThat(LibUsbCodes.completion(LibUsb.TRANSFER_OVERFLOW, 16384, 16384))
                .isEqualTo(TransferStatus.OVERFLOW);
        assertThat(LibUsbCodes.completion(LibUsb.TRANSFER_CANCELLED, 0, 16384)).isEqualTo(TransferStatus.CANCELLED);
        assertThat(LibUsbCodes.completion(LibUsb.TRANSFER_ERROR, 0, 16384)).isEqualTo(TransferStatus.ERROR);
        assertThat(LibUsbCodes.completion(99, 0, 16384)).isEqualTo(TransferStatus.ERROR);
    }

    @Test
    void aCompletedTransferWithFewerBytesIsShort() {
        assertThat(LibUsbCodes.completion(LibUsb.TRANSFER_COMPLETED, 1000, 16384))
                .isEqualTo(TransferStatus.SHORT);
        assertThat(LibUsbCodes.completion(LibUsb.TRANSFER_COMPLETED, 0, 16384)).isEqualTo(TransferStatus.SHORT);
    }

    @Test
    void onlyEnomemAndNoDeviceRefuseASubmission() {
        assertThat(LibUsbCodes.refusal(LibUsb.ERROR_NO_MEM, 16384)).contains(SubmitResult.NO_MEMORY);
        assertThat(LibUsbCodes.refusal(LibUsb.ERROR_NO_DEVICE, 16384)).contains(SubmitResult.NO_DEVICE);
        assertThat(LibUsbCodes.refusal(LibUsb.ERROR_BUSY, 262144)).isEmpty();
        assertThat(LibUsbCodes.refusal(LibUsb.ERROR_INVALID_PARAM, 262144)).isEmpty();
    }

    @Test
    void libusb1022ReportsEnomemAsIoSoIoAboveTheFloorIsTriedSmaller() {
        assertThat(LibUsbCodes.refusal(LibUsb.ERROR_IO, 262144)).contains(SubmitResult.NO_MEMORY);
        assertThat(LibUsbCodes.refusal(LibUsb.ERROR_IO, 32768)).contains(SubmitResult.NO_MEMORY);
        assertThat(LibUsbCodes.refusal(LibUsb.ERROR_IO, 16384)).isEmpty();
    }

    @Test
    void errorNamesAreLibusbsOwnWithTheCode() {
        assertThat(LibUsbCodes.errorName(LibUsb.ERROR_PIPE)).isEqualTo("LIBUSB_ERROR_PIPE (-9)");
        assertThat(LibUsbCodes.errorName(LibUsb.ERROR_ACCESS)).isEqualTo("LIBUSB_ERROR_ACCESS (-3)");
        assertThat(LibUsbCodes.errorName(LibUsb.ERROR_NO_MEM)).isEqualTo("LIBUSB_ERROR_NO_MEM (-11)");
        assertThat(LibUsbCodes.errorName(-77)).isEqualTo("LIBUSB_ERROR_OTHER (-77)");
    }
}
