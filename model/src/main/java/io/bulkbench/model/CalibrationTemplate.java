package io.bulkbench.model;

import io.bulkbench.benchmarks.device.DeviceSpec;
import io.bulkbench.benchmarks.device.SimDeviceSpec;
import io.bulkbench.benchmarks.sim.FaultModel;
import io.bulkbench.benchmarks.sim.LinkSpeed;
import io.bulkbench.benchmarks.sim.ProfileCatalog;
import io.bulkbench.benchmarks.sim.SimProfile;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.MeasuredPoint;
import java.util.List;

/**
 * The profile a calibration starts from and keeps the structure of: one the user names,
 * else the points' own {@code sim:} profile, else {@code hs}, {@code ss} or {@code ssp}
 * by the best measured throughput. Faults are left out: a board's model has none.
 */
public final class CalibrationTemplate {
    private CalibrationTemplate() {}

    /** A template the user names: a built-in name, {@code sim:NAME} or a profile .yaml. */
    public static SimProfile like(String like) {
        String name = like.startsWith("sim:") ? like.substring(4) : like;
        if (!(DeviceSpec.parse("sim:" + name) instanceof SimDeviceSpec sim)) {
            throw new BadInputException(
                    "--like '" + like + "' is not a simulator profile; give a built-in name or a .yaml file");
        }
        return sim.resolveProfile().withFaults(FaultModel.NONE);
    }

    /** The template for ok points of one device: its own sim: profile, else a generic one by the best throughput. */
    public static SimProfile forPoints(List<MeasuredPoint> ok) {
        String device = ok.get(0).key().device();
        double best =
                ok.stream().mapToDouble(MeasuredPoint::throughputMbS).max().orElseThrow();
        return ownProfile(device).orElseGet(() -> {
            String generic = best < 0.8 * LinkSpeed.HIGH.ceilingMbS()
                    ? "hs"
                    : best < 0.9 * LinkSpeed.SUPER.ceilingMbS() ? "ss" : "ssp";
            return ProfileCatalog.builtIn(generic);
        });
    }

    /**
     * The template's structure before anything is measured: the device's own sim: profile,
     * else {@code hs} (the generic profiles share one structure).
     */
    public static SimProfile beforeMeasuring(String device) {
        return ownProfile(device).orElseGet(() -> ProfileCatalog.builtIn("hs"));
    }

    private static java.util.Optional<SimProfile> ownProfile(String device) {
        if (device.startsWith("sim:") && DeviceSpec.parse(device) instanceof SimDeviceSpec sim) {
            return java.util.Optional.of(sim.resolveProfile().withFaults(FaultModel.NONE));
        }
        return java.util.Optional.empty();
    }
}
