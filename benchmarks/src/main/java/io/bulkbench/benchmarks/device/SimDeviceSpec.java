package io.bulkbench.benchmarks.device;

import java.util.Locale;
import java.util.Objects;

/**
 * {@code sim:PROFILE} (a built-in profile name) or {@code sim:path/to/profile.yaml} (a
 * user's file): the simulated link and device.
 */
public record SimDeviceSpec(String profile, boolean isFile) implements DeviceSpec {
    public SimDeviceSpec {
        Objects.requireNonNull(profile, "profile");
    }

    static boolean looksLikeFile(String reference) {
        String lower = reference.toLowerCase(Locale.ROOT);
        return lower.endsWith(".yaml") || lower.endsWith(".yml") || reference.contains("/")
                || reference.contains("\\");
    }

    @Override
    public String text() {
        return "sim:" + profile;
    }
}
