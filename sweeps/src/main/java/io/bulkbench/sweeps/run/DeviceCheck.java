package io.bulkbench.sweeps.run;

import io.bulkbench.benchmarks.device.DeviceSpec;
import io.bulkbench.benchmarks.device.SimDeviceSpec;
import io.bulkbench.benchmarks.sim.ProfileCatalog;

/**
 * Checks a device spec before anything runs: the spec's syntax, and for a simulator
 * profile file, that the file loads. Returns the spec in its canonical spelling.
 */
public final class DeviceCheck {
    private DeviceCheck() {
    }

    public static String normalise(String text) {
        DeviceSpec spec = DeviceSpec.parse(text);
        if (spec instanceof SimDeviceSpec sim && sim.isFile()) {
            ProfileCatalog.resolve(sim.profile(), true);
        }
        return spec.text();
    }
}
