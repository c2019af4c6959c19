package io.bulkbench.sweeps.plan;

import io.bulkbench.analysis.AnalysisSettings;
import io.bulkbench.benchmarks.device.DeviceSpec;
import io.bulkbench.benchmarks.device.SimDeviceSpec;
import io.bulkbench.benchmarks.sim.SweptParameter;
import io.bulkbench.core.BadInputException;

/**
 * The Kconfig symbol a buffer-count recommendation is written as when the board config
 * names none: it follows what "buffers" means for the device. Only a simulated profile
 * that sweeps the device's own buffers (the mass-storage gadget's FSG_NUM_BUFFERS) is
 * the gadget's symbol; for every other device the swept count is the host's queue depth.
 */
public final class BufferCountSymbol {
    private BufferCountSymbol() {}

    /** The default symbol for a device spec; the host-queue symbol for one that does not parse. */
    public static String forDevice(String device) {
        try {
            if (DeviceSpec.parse(device) instanceof SimDeviceSpec sim
                    && sim.resolveProfile().swept() == SweptParameter.DEVICE_BUFFERS) {
                return AnalysisSettings.DEFAULT_BUFFERS_SYMBOL;
            }
        } catch (BadInputException e) {
            // A folder's recorded device that no longer resolves here (a profile file moved): a queue depth.
        }
        return AnalysisSettings.HOST_QUEUE_SYMBOL;
    }
}
