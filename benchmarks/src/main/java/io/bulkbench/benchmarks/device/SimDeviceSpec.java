package io.bulkbench.benchmarks.device;

import io.bulkbench.benchmarks.sim.ProfileCatalog;
import io.bulkbench.benchmarks.sim.ProfileLoader;
import io.bulkbench.benchmarks.sim.SimProfile;
import io.bulkbench.core.BadInputException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import lombok.NonNull;

/**
 * {@code sim:PROFILE} (a built-in profile name) or {@code sim:path/to/profile.yaml} (a
 * user's file): the simulated link and device. Faults can be switched on in the spec
 * itself, {@code sim:hs,stall_probability=0.001,enomem_above_kib=64}, with the keys of a
 * profile's {@code faults:} section; they replace the profile's own faults. Being part
 * of the spec, they reach JMH's forked JVM like every other parameter.
 */
public record SimDeviceSpec(@NonNull String profile, boolean isFile, Map<String, String> faults) implements DeviceSpec {
    private static final String PREFIX = "sim:";

    public SimDeviceSpec {
        faults = Collections.unmodifiableMap(new LinkedHashMap<>(faults));
    }

    public SimDeviceSpec(String profile, boolean isFile) {
        this(profile, isFile, Map.of());
    }

    /** True when a device spec, as a run folder records it, names the simulator. */
    public static boolean isSimulator(String deviceSpec) {
        return deviceSpec.startsWith(PREFIX);
    }

    static boolean looksLikeFile(String reference) {
        String lower = reference.toLowerCase(Locale.ROOT);
        return lower.endsWith(".yaml") || lower.endsWith(".yml") || reference.contains("/") || reference.contains("\\");
    }

    /**
     * Splits {@code PROFILE[,KEY=VALUE...]} into the profile and its fault options; a fault
     * given twice (in a board config's device and again by {@code --fault}) is refused, as
     * neither value is plainly the one meant.
     */
    static Map<String, String> faultOptions(String whole, String[] parts) {
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 1; i < parts.length; i++) {
            int eq = parts[i].indexOf('=');
            if (eq <= 0 || eq == parts[i].length() - 1) {
                throw new BadInputException("device spec '" + whole + "': '" + parts[i]
                        + "' is not KEY=VALUE; write faults as sim:PROFILE,stall_probability=0.001");
            }
            String key = parts[i].substring(0, eq).trim();
            String value = parts[i].substring(eq + 1).trim();
            String earlier = options.putIfAbsent(key, value);
            if (earlier != null) {
                throw new BadInputException("device spec '" + whole + "': fault " + key + " is given twice (" + earlier
                        + " and " + value + "); give each fault once");
            }
        }
        return options;
    }

    /** The profile this spec names, with the spec's faults in place of its own. */
    public SimProfile resolveProfile() {
        SimProfile base = ProfileCatalog.resolve(profile, isFile);
        return faults.isEmpty() ? base : base.withFaults(ProfileLoader.faults("device spec '" + text() + "'", faults));
    }

    @Override
    public String kind() {
        return "simulator";
    }

    @Override
    public String text() {
        StringBuilder text = new StringBuilder(PREFIX).append(profile);
        faults.forEach((k, v) -> text.append(',').append(k).append('=').append(v));
        return text.toString();
    }
}
