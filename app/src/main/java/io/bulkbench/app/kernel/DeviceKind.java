package io.bulkbench.app.kernel;

import io.bulkbench.benchmarks.device.DeviceSpec;
import io.bulkbench.core.BadInputException;

/** What measured a patch's points, as its evidence names it: "simulator", "usb4java", "file"; "device" when unknown. */
final class DeviceKind {
    private DeviceKind() {}

    static String of(String device) {
        try {
            return DeviceSpec.parse(device).kind();
        } catch (BadInputException e) {
            return "device";
        }
    }
}
