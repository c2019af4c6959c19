package io.bulkbench.benchmarks;

import io.bulkbench.benchmarks.device.Device;
import io.bulkbench.benchmarks.device.DeviceSpec;
import io.bulkbench.benchmarks.device.FileDeviceSpec;
import io.bulkbench.benchmarks.device.NullDevice;
import io.bulkbench.benchmarks.device.NullDeviceSpec;
import io.bulkbench.benchmarks.device.SimDeviceSpec;
import io.bulkbench.benchmarks.device.UsbDeviceSpec;
import io.bulkbench.benchmarks.sim.SimulatedDevice;

/**
 * Opens the device a spec names. The simulated and null devices open here; usb and file
 * specs parse and validate fully but their devices are not part of this build yet, and
 * opening one says so plainly instead of pretending.
 */
public final class DeviceFactory {
    private DeviceFactory() {
    }

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
        if (spec instanceof UsbDeviceSpec || spec instanceof FileDeviceSpec) {
            throw new UnsupportedOperationException("device spec '" + spec.text() + "' is valid, but the "
                    + (spec instanceof UsbDeviceSpec ? "usb4java" : "file") + " device is not implemented in this build yet; "
                    + "use sim:PROFILE or null");
        }
        throw new IllegalStateException("unhandled device spec " + spec);
    }
}
