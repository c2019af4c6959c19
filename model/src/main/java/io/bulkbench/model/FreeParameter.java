package io.bulkbench.model;

import io.bulkbench.benchmarks.sim.DeviceStageModel;
import io.bulkbench.benchmarks.sim.SimProfile;
import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.ThroughputText;
import java.util.function.BiFunction;
import java.util.function.ToDoubleFunction;

/**
 * A number of a simulator profile that a calibration may fit, named by its key in the
 * profile's YAML. Rates are searched on a log scale (they are positive and span decades);
 * costs on an asinh scale, linear near 0 (a cost may be 0) and logarithmic beyond a few
 * times its {@code scale}.
 */
public enum FreeParameter {
    LINK_BANDWIDTH(
            "link.bandwidth_mb_s", ThroughputText.UNIT, 0, p -> p.link().bandwidthMbS(), SimProfile::withBandwidth),
    LINK_PER_REQUEST(
            "link.per_request_us",
            "us",
            1,
            p -> p.link().perRequestUs(),
            (p, v) -> p.withLink(p.link().withPerRequestUs(v))),
    HOST_SUBMIT(
            "host.submit_us",
            "us",
            1,
            p -> p.host().submitUs(),
            (p, v) -> p.withHost(p.host().withSubmitUs(v))),
    HOST_SUBMIT_PER_KIB(
            "host.submit_us_per_kib",
            "us/" + ByteSizeText.KIB_UNIT,
            0.01,
            p -> p.host().submitUsPerKib(),
            (p, v) -> p.withHost(p.host().withSubmitUsPerKib(v))),
    HOST_JITTER(
            "host.jitter_us",
            "us",
            1,
            p -> p.host().jitterUs(),
            (p, v) -> p.withHost(p.host().withJitterUs(v))),
    DEVICE_STORAGE(
            "device.storage_mb_s",
            ThroughputText.UNIT,
            0,
            p -> stage(p).storageMbS(),
            (p, v) -> p.withDeviceStage(stage(p).withStorageMbS(v))),
    DEVICE_FIXED(
            "device.fixed_us", "us", 1, p -> stage(p).fixedUs(), (p, v) -> p.withDeviceStage(stage(p).withFixedUs(v))),
    DEVICE_JITTER(
            "device.jitter_us",
            "us",
            1,
            p -> stage(p).jitterUs(),
            (p, v) -> p.withDeviceStage(stage(p).withJitterUs(v))),
    COPY_RATE(
            "copy.mb_s",
            ThroughputText.UNIT,
            0,
            p -> p.copy().mbS(),
            (p, v) -> p.withCopy(p.copy().withMbS(v))),
    COPY_FIXED(
            "copy.fixed_us",
            "us",
            1,
            p -> p.copy().fixedUs(),
            (p, v) -> p.withCopy(p.copy().withFixedUs(v))),
    COPY_BEYOND_CACHE(
            "copy.beyond_cache_mb_s",
            ThroughputText.UNIT,
            0,
            p -> p.copy().beyondCacheMbS(),
            (p, v) -> p.withCopy(p.copy().withBeyondCacheMbS(v)));

    private final String key;
    private final String unit;
    private final double scale;
    private final ToDoubleFunction<SimProfile> getter;
    private final BiFunction<SimProfile, Double, SimProfile> setter;

    FreeParameter(
            String key,
            String unit,
            double scale,
            ToDoubleFunction<SimProfile> getter,
            BiFunction<SimProfile, Double, SimProfile> setter) {
        this.key = key;
        this.unit = unit;
        this.scale = scale;
        this.getter = getter;
        this.setter = setter;
    }

    /** The key in the profile's YAML, e.g. {@code link.bandwidth_mb_s}. */
    public String key() {
        return key;
    }

    public String unit() {
        return unit;
    }

    /** Whether 0 is a value this parameter can take (a cost), rather than a limit of the search (a rate). */
    public boolean mayBeZero() {
        return scale > 0;
    }

    public double of(SimProfile profile) {
        return getter.applyAsDouble(profile);
    }

    public SimProfile set(SimProfile profile, double value) {
        return setter.apply(profile, value);
    }

    /** The search coordinate of a value: log for rates, asinh(value / scale) for costs. */
    double toSearch(double value) {
        return scale == 0 ? Math.log(value) : asinh(value / scale);
    }

    /** The value of a search coordinate. */
    double fromSearch(double u) {
        return scale == 0 ? Math.exp(u) : Math.max(0.0, scale * Math.sinh(u));
    }

    private static double asinh(double v) {
        return Math.log(v + Math.sqrt(v * v + 1));
    }

    private static DeviceStageModel stage(SimProfile p) {
        return p.deviceStage()
                .orElseThrow(() -> new IllegalStateException("profile " + p.name() + " has no device stage"));
    }
}
