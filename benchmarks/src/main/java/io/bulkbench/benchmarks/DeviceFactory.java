package io.bulkbench.benchmarks;

import io.bulkbench.benchmarks.device.Device;
import io.bulkbench.benchmarks.device.DeviceSpec;
import io.bulkbench.benchmarks.device.FileDeviceSpec;
import io.bulkbench.benchmarks.device.NullDevice;
import io.bulkbench.benchmarks.device.NullDeviceSpec;
import io.bulkbench.benchmarks.device.SimDeviceSpec;
import io.bulkbench.benchmarks.device.UsbDeviceSpec;
import io.bulkbench.benchmarks.file.FileDevice;
import io.bulkbench.benchmarks.sim.SimulatedDevice;
import io.bulkbench.benchmarks.usb.UsbDevice;

/**
 * Opens the device a spec names: the simulator in real time, the null device, a board
 * through usb4java, or a file or block device.
 */
public final class DeviceFactory {
    private DeviceFactory() {}

    /** Parses {@code spec} and opens it (real time for {@code sim:}). */
    public static Device open(String spec) {
        return open(DeviceSpec.parse(spec));
    }

    public static Device open(DeviceSpec spec) {
        if (spec instanceof SimDeviceSpec sim) {
            return SimulatedDevice.realTime(spec.text(), sim.resolveProfile());
        }
        if (spec instanceof NullDeviceSpec) {
            return new NullDevice();
        }
        if (spec instanceof UsbDeviceSpec usb) {
            return UsbDevice.open(usb);
        }
        if (spec instanceof FileDeviceSpec file) {
            return FileDevice.open(file);
        }
        throw new IllegalStateException("unhandled device spec " + spec);
    }
}
