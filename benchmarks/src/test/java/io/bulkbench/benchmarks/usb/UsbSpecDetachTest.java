package io.bulkbench.benchmarks.usb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.benchmarks.device.DeviceSpec;
import io.bulkbench.benchmarks.device.UsbDeviceSpec;
import io.bulkbench.core.BadInputException;
import org.junit.jupiter.api.Test;

class UsbSpecDetachTest {

    @Test
    void aKernelDriverIsDetachedOnlyWhenTheSpecSaysSo() {
        UsbDeviceSpec plain = (UsbDeviceSpec) DeviceSpec.parse("usb:0525:a4a5");
        UsbDeviceSpec asked = (UsbDeviceSpec) DeviceSpec.parse("usb:0525:a4a5,if=0,detach=yes");
        assertThat(plain.detachKernelDriver()).isFalse();
        assertThat(asked.detachKernelDriver()).isTrue();
        assertThat(asked.text()).isEqualTo("usb:0525:a4a5,if=0,detach=yes");
        assertThat(DeviceSpec.parse(asked.text())).isEqualTo(asked);
        assertThat(((UsbDeviceSpec) DeviceSpec.parse("usb:0525:a4a5,detach=no")).detachKernelDriver())
                .isFalse();
    }

    @Test
    void anythingButYesOrNoIsBadInput() {
        assertThatThrownBy(() -> DeviceSpec.parse("usb:0525:a4a5,detach=maybe"))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith(
                        "device spec 'usb:0525:a4a5,detach=maybe' has detach='maybe', which is not yes" + " or no;");
    }
}
