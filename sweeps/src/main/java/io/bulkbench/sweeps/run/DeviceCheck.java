package io.bulkbench.sweeps.run;

import io.bulkbench.benchmarks.device.DeviceSpec;
import io.bulkbench.benchmarks.device.FileDeviceSpec;
import io.bulkbench.benchmarks.device.SimDeviceSpec;
import io.bulkbench.benchmarks.file.FileDevice;

/**
 * Checks a device spec before anything runs: the spec's syntax, and for the simulator,
 * that the profile loads and the faults the spec switches on can fire. Returns the spec in its canonical spelling.
 */
public final class DeviceCheck {
    private DeviceCheck() {}

    public static String normalise(String text) {
        DeviceSpec spec = DeviceSpec.parse(text);
        if (spec instanceof SimDeviceSpec sim) {
            sim.resolveProfile();
        }
        if (spec instanceof FileDeviceSpec file) {
            FileDevice.open(file);
        }
        return spec.text();
    }

    /**
     * As {@link #normalise}, except that a simulator profile file not there yet passes on its
     * syntax alone: a bisect's build command may be what installs it. The bisect checks the
     * device in full after its first build.
     */
    public static String normaliseBeforeBuild(String text) {
        DeviceSpec spec = DeviceSpec.parse(text);
        if (spec instanceof SimDeviceSpec sim
                && sim.isFile()
                && !java.nio.file.Files.exists(java.nio.file.Path.of(sim.profile()))) {
            return spec.text();
        }
        return normalise(text);
    }

    /** True when the device ends the JVM it runs in on purpose (a simulated crash), which only a fork survives. */
    public static boolean endsItsJvm(String text) {
        return DeviceSpec.parse(text) instanceof SimDeviceSpec sim
                && sim.resolveProfile().faults().crashAfterRequests() > 0;
    }
}
