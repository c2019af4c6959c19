package io.bulkbench.benchmarks.sim;

import io.bulkbench.analysis.BadInputException;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.YAMLException;

import io.bulkbench.inputs.InputFile;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * Reads a simulator profile from YAML (SnakeYAML's safe constructor: plain maps, lists
 * and scalars only) and checks every key itself: required keys present, numbers in range,
 * no unknown keys, no fault that could never fire. The keys are documented, one by one,
 * in the example profile shipped beside the built-ins (io/bulkbench/profiles/example.yaml).
 */
public final class ProfileLoader {
    private ProfileLoader() {
    }

    /** Loads a user's profile file; the profile is named after the file. */
    public static SimProfile load(Path file) {
        String text;
        try {
            text = InputFile.read(file, InputFile.SETTINGS_LIMIT);
        } catch (BadInputException e) {
            throw new BadInputException("profile file " + e.getMessage(), e);
        } catch (IOException e) {
            throw new BadInputException("profile file '" + file + "' cannot be read (" + e.getMessage()
                    + "); give the path of a readable .yaml file", e);
        }
        String fileName = file.getFileName().toString();
        return parse(fileName.replaceFirst("\\.ya?ml$", ""), fileName, text);
    }

    /** Parses profile text; {@code source} names it in error messages. */
    public static SimProfile parse(String name, String source, String yaml) {
        Object document;
        try {
            document = new Yaml(new SafeConstructor(new LoaderOptions())).load(yaml);
        } catch (YAMLException e) {
            throw new BadInputException("profile " + source + " is not valid YAML ("
                    + e.getMessage().lines().findFirst().orElse("") + "); fix the syntax", e);
        }
        if (!(document instanceof Map<?, ?> map)) {
            throw new BadInputException("profile " + source + " must be a mapping of keys such as link: and host:, "
                    + "see the example profile (example.yaml)");
        }
        YamlSection top = new YamlSection(source, "", map);
        String description = top.string("description");
        SweptParameter swept = top.choice("swept", SweptParameter.class);
        long seed = top.whole("seed", 0, Long.MAX_VALUE);
        LinkModel link = link(top.requiredSection("link"));
        HostModel host = host(top.requiredSection("host"), swept);
        Optional<DeviceStageModel> device = device(top, swept);
        CopyCostModel copy = top.section("copy").map(ProfileLoader::copy).orElse(CopyCostModel.NONE);
        FaultModel faults = top.section("faults").map(ProfileLoader::faults).orElse(FaultModel.NONE);
        top.rejectUnknownKeys();
        return new SimProfile(name, description, swept, seed, link, host, device, copy, faults);
    }

    private static LinkModel link(YamlSection s) {
        double bandwidth = s.positive("bandwidth_mb_s");
        double perRequest = s.nonNegative("per_request_us", Double.NaN);
        if (Double.isNaN(perRequest)) {
            throw s.bad("per_request_us", "is missing; give the fixed bus cost per request in microseconds (0 allowed)");
        }
        LinkModel.Duplex duplex = s.choice("duplex", LinkModel.Duplex.class);
        Optional<LinkSpeed> speed = Optional.empty();
        if (s.has("speed")) {
            speed = Optional.of(s.choice("speed", LinkSpeed.class));
            if (bandwidth > speed.get().ceilingMbS()) {
                throw s.bad("bandwidth_mb_s", "must not exceed the " + speed.get().name().toLowerCase()
                        + " ceiling of " + speed.get().ceilingMbS() + " MB/s, was " + YamlSection.format(bandwidth));
            }
        }
        s.rejectUnknownKeys();
        return new LinkModel(bandwidth, perRequest, duplex, speed);
    }

    private static HostModel host(YamlSection s, SweptParameter swept) {
        double submit = s.nonNegative("submit_us", Double.NaN);
        if (Double.isNaN(submit)) {
            throw s.bad("submit_us", "is missing; give the host's fixed turnaround per request in microseconds");
        }
        double perKib = s.nonNegative("submit_us_per_kib", 0.0);
        double latency = s.nonNegative("completion_latency_us", 0.0);
        double jitter = s.nonNegative("jitter_us", 0.0);
        double delayProbability = s.probability("delay_probability");
        double delay = s.nonNegative("delay_us", 0.0);
        if (delayProbability > 0 && delay == 0) {
            throw s.bad("delay_us", "must be > 0 when delay_probability is " + YamlSection.format(delayProbability));
        }
        int queueDepth = 0;
        if (swept == SweptParameter.DEVICE_BUFFERS) {
            queueDepth = (int) s.whole("queue_depth", 1, 1024);
        } else {
            s.forbid("queue_depth", "only applies to swept: device_buffers (here the swept buffer count is the host queue)");
        }
        s.rejectUnknownKeys();
        return new HostModel(submit, perKib, latency, jitter, delayProbability, delay, queueDepth);
    }

    private static Optional<DeviceStageModel> device(YamlSection top, SweptParameter swept) {
        Optional<YamlSection> section = top.section("device");
        if (section.isEmpty()) {
            if (swept == SweptParameter.DEVICE_BUFFERS) {
                throw top.bad("device", "is missing; swept: device_buffers needs the device's storage_mb_s");
            }
            return Optional.empty();
        }
        YamlSection s = section.get();
        int buffers = 0;
        if (swept == SweptParameter.HOST_QUEUE) {
            buffers = (int) s.whole("buffers", 1, 1024);
        } else {
            s.forbid("buffers", "is the swept parameter of swept: device_buffers and cannot be fixed here");
        }
        double storage = s.positive("storage_mb_s");
        double fixed = s.nonNegative("fixed_us", 0.0);
        double jitter = s.nonNegative("jitter_us", 0.0);
        s.rejectUnknownKeys();
        return Optional.of(new DeviceStageModel(buffers, storage, fixed, jitter));
    }

    private static CopyCostModel copy(YamlSection s) {
        double rate = s.positive("mb_s");
        double fixed = s.nonNegative("fixed_us", 0.0);
        int cacheKib = s.has("cache_kib") ? (int) s.whole("cache_kib", 0, 1 << 20) : 0;
        double beyond = rate;
        if (cacheKib > 0) {
            beyond = s.positive("beyond_cache_mb_s");
        } else {
            s.forbid("beyond_cache_mb_s", "only applies when cache_kib is given");
        }
        s.rejectUnknownKeys();
        return new CopyCostModel(fixed, rate, cacheKib, beyond);
    }

    /**
     * Faults given outside a profile file (as options of a device spec), checked by the
     * same rules as a profile's {@code faults:} section; {@code source} names them in errors.
     */
    public static FaultModel faults(String source, java.util.Map<String, String> options) {
        java.util.Map<String, Object> values = new java.util.LinkedHashMap<>();
        options.forEach((k, v) -> values.put(k, numberOrText(v)));
        return faults(new YamlSection(source, "faults", values));
    }

    private static Object numberOrText(String text) {
        try {
            return text.matches("[+-]?\\d+") ? (Object) Long.valueOf(text) : (Object) Double.valueOf(text);
        } catch (NumberFormatException e) {
            return text;
        }
    }

    private static FaultModel faults(YamlSection s) {
        double stall = s.probability("stall_probability");
        double timeout = s.probability("timeout_probability");
        double shortP = s.probability("short_probability");
        double corrupt = s.probability("corrupt_probability");
        if (stall + timeout + shortP + corrupt > 1.0 + 1e-12) {
            throw s.bad("corrupt_probability", "makes the fault probabilities sum to more than 1 ("
                    + YamlSection.format(stall + timeout + shortP + corrupt) + "); they exclude one another");
        }
        double timeoutMs = 0;
        if (timeout > 0) {
            timeoutMs = s.positive("timeout_ms");
            if (timeoutMs > 60_000) {
                throw s.bad("timeout_ms", "must be at most 60000, was " + YamlSection.format(timeoutMs));
            }
        } else {
            s.nonNegative("timeout_ms", 0.0);
        }
        int enomem = 0;
        if (s.has("enomem_above_kib")) {
            if (s.number("enomem_above_kib") < 16) {
                throw s.bad("enomem_above_kib", "must be >= 16, was " + YamlSection.format(s.number("enomem_above_kib"))
                        + "; below the 16 KiB fallback floor every request would fail and the fault could never be survived");
            }
            enomem = (int) s.whole("enomem_above_kib", 16, 1 << 20);
        }
        long disconnect = s.has("disconnect_after_requests") ? s.whole("disconnect_after_requests", 1, Long.MAX_VALUE) : 0;
        long crash = s.has("crash_after_requests") ? s.whole("crash_after_requests", 1, Long.MAX_VALUE) : 0;
        s.rejectUnknownKeys();
        return new FaultModel(stall, timeout, timeoutMs, shortP, corrupt, enomem, disconnect, crash);
    }
}
