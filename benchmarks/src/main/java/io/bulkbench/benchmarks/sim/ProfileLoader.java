package io.bulkbench.benchmarks.sim;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.ByteSizeText;
import io.bulkbench.inputs.InputFile;
import io.bulkbench.inputs.YamlMapping;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Reads a simulator profile from YAML (SnakeYAML's safe constructor: plain maps, lists
 * and scalars only) and checks every key itself: required keys present, numbers in range,
 * no unknown keys, no fault that could never fire. The keys are documented, one by one,
 * in the example profile shipped beside the built-ins (io/bulkbench/profiles/example.yaml).
 */
public final class ProfileLoader {
    /**
     * The longest time a profile may give one request's cost, latency, jitter or delay: a
     * second is a thousand times any USB stack's, and a larger value makes a one-point
     * sweep wait for hours.
     */
    public static final double MAX_TIME_US = 1_000_000;
    /** The longest size-dependent host cost: a millisecond per KiB is a host that moves 1 MB/s. */
    public static final double MAX_TIME_US_PER_KIB = 1_000;
    /** The slowest rate a profile may give: below it a single 16 KiB request takes seconds. */
    public static final double MIN_RATE_MB_S = 0.01;
    /** The fastest rate: far above any bus or memory copy. */
    public static final double MAX_RATE_MB_S = 1e6;

    private static final String EXAMPLE = "see the example profile (bulkbench profiles --example) for every key";

    private ProfileLoader() {}

    /** Loads a user's profile file; the profile is named after the file. */
    public static SimProfile load(Path file) {
        String text;
        try {
            text = InputFile.read(file, InputFile.SETTINGS_LIMIT);
        } catch (BadInputException e) {
            throw new BadInputException("profile file " + e.getMessage(), e);
        } catch (IOException e) {
            throw new BadInputException(
                    "profile file '" + file + "' cannot be read (" + e.getMessage()
                            + "); give the path of a readable .yaml file",
                    e);
        }
        String fileName = file.getFileName().toString();
        return parse(fileName.replaceFirst("\\.ya?ml$", ""), fileName, text);
    }

    /** Parses profile text; {@code source} names it in error messages. */
    public static SimProfile parse(String name, String source, String yaml) {
        YamlMapping top = YamlMapping.parse(
                        "profile " + source, new StringReader(yaml), "of keys such as link: and host:; " + EXAMPLE)
                .requireAll(List.of("description", "swept", "seed", "link", "host"), EXAMPLE);
        String description = top.string("description");
        SweptParameter swept = top.choice("swept", SweptParameter.class);
        long seed = top.whole("seed", 0, Long.MAX_VALUE);
        LinkModel link = link(top.map("link"));
        HostModel host = host(top.map("host"), swept);
        Optional<DeviceStageModel> device = device(top, swept);
        CopyCostModel copy = top.section("copy").map(ProfileLoader::copy).orElse(CopyCostModel.NONE);
        FaultModel faults = top.section("faults").map(ProfileLoader::faults).orElse(FaultModel.NONE);
        top.rejectUnknownKeys(EXAMPLE);
        return new SimProfile(name, description, swept, seed, link, host, device, copy, faults);
    }

    private static LinkModel link(YamlMapping s) {
        s.requireAll(List.of("bandwidth_mb_s", "per_request_us", "duplex"), EXAMPLE);
        double bandwidth = rate(s, "bandwidth_mb_s");
        double perRequest = time(s, "per_request_us");
        LinkModel.Duplex duplex = s.choice("duplex", LinkModel.Duplex.class);
        Optional<LinkSpeed> speed = Optional.empty();
        if (s.has("speed")) {
            speed = Optional.of(s.choice("speed", LinkSpeed.class));
            if (bandwidth > speed.get().ceilingMbS()) {
                throw s.bad(
                        "bandwidth_mb_s",
                        "must not exceed the " + speed.get().name().toLowerCase() + " ceiling of "
                                + speed.get().ceilingMbS() + " MB/s, was " + YamlMapping.format(bandwidth));
            }
        }
        s.rejectUnknownKeys(EXAMPLE);
        return new LinkModel(bandwidth, perRequest, duplex, speed);
    }

    private static HostModel host(YamlMapping s, SweptParameter swept) {
        s.requireAll(
                swept == SweptParameter.DEVICE_BUFFERS ? List.of("submit_us", "queue_depth") : List.of("submit_us"),
                EXAMPLE);
        double submit = time(s, "submit_us");
        double perKib = s.nonNegative("submit_us_per_kib", 0.0, MAX_TIME_US_PER_KIB);
        double latency = time(s, "completion_latency_us");
        double jitter = time(s, "jitter_us");
        double delayProbability = s.probability("delay_probability");
        double delay = time(s, "delay_us");
        if (delayProbability > 0 && delay == 0) {
            throw s.bad("delay_us", "must be > 0 when delay_probability is " + YamlMapping.format(delayProbability));
        }
        int queueDepth = 0;
        if (swept == SweptParameter.DEVICE_BUFFERS) {
            queueDepth = (int) s.whole("queue_depth", 1, 1024);
        } else {
            s.forbid(
                    "queue_depth",
                    "only applies to swept: device_buffers (here the swept buffer count is the host queue)");
        }
        s.rejectUnknownKeys(EXAMPLE);
        return new HostModel(submit, perKib, latency, jitter, delayProbability, delay, queueDepth);
    }

    private static Optional<DeviceStageModel> device(YamlMapping top, SweptParameter swept) {
        Optional<YamlMapping> section = top.section("device");
        if (section.isEmpty()) {
            if (swept == SweptParameter.DEVICE_BUFFERS) {
                throw top.bad("device", "is missing; swept: device_buffers needs the device's storage_mb_s");
            }
            return Optional.empty();
        }
        YamlMapping s = section.get()
                .requireAll(
                        swept == SweptParameter.HOST_QUEUE
                                ? List.of("buffers", "storage_mb_s")
                                : List.of("storage_mb_s"),
                        EXAMPLE);
        int buffers = 0;
        if (swept == SweptParameter.HOST_QUEUE) {
            buffers = (int) s.whole("buffers", 1, 1024);
        } else {
            s.forbid("buffers", "is the swept parameter of swept: device_buffers and cannot be fixed here");
        }
        double storage = rate(s, "storage_mb_s");
        double fixed = time(s, "fixed_us");
        double jitter = time(s, "jitter_us");
        s.rejectUnknownKeys(EXAMPLE);
        return Optional.of(new DeviceStageModel(buffers, storage, fixed, jitter));
    }

    private static CopyCostModel copy(YamlMapping s) {
        double rate = rate(s, "mb_s");
        double fixed = time(s, "fixed_us");
        int cacheKib = s.has("cache_kib") ? (int) s.whole("cache_kib", 0, 1 << 20) : 0;
        double beyond = rate;
        if (cacheKib > 0) {
            beyond = rate(s, "beyond_cache_mb_s");
        } else {
            s.forbid("beyond_cache_mb_s", "only applies when cache_kib is given");
        }
        s.rejectUnknownKeys(EXAMPLE);
        return new CopyCostModel(fixed, rate, cacheKib, beyond);
    }

    /** A time in us, 0 when absent, at most {@link #MAX_TIME_US}. */
    private static double time(YamlMapping s, String key) {
        return s.nonNegative(key, 0.0, MAX_TIME_US);
    }

    /** A rate in MB/s from {@link #MIN_RATE_MB_S} to {@link #MAX_RATE_MB_S}. */
    private static double rate(YamlMapping s, String key) {
        return s.between(key, MIN_RATE_MB_S, MAX_RATE_MB_S);
    }

    /**
     * Faults given outside a profile file (as options of a device spec), checked by the
     * same rules as a profile's {@code faults:} section; {@code source} names them in errors.
     */
    public static FaultModel faults(String source, java.util.Map<String, String> options) {
        java.util.Map<String, Object> values = new java.util.LinkedHashMap<>();
        options.forEach((k, v) -> values.put(k, numberOrText(v)));
        return faults(YamlMapping.of("profile " + source, "faults", values));
    }

    private static Object numberOrText(String text) {
        try {
            // digits stay exact, as YAML reads them: 2^63 is a number past the range, not text
            return text.matches("[+-]?\\d+") ? (Object) new java.math.BigInteger(text) : (Object) Double.valueOf(text);
        } catch (NumberFormatException e) {
            return text;
        }
    }

    private static FaultModel faults(YamlMapping s) {
        double stall = s.probability("stall_probability");
        double timeout = s.probability("timeout_probability");
        double shortP = s.probability("short_probability");
        double corrupt = s.probability("corrupt_probability");
        if (stall + timeout + shortP + corrupt > 1.0 + 1e-12) {
            throw s.bad(
                    "corrupt_probability",
                    "makes the fault probabilities sum to more than 1 ("
                            + YamlMapping.format(stall + timeout + shortP + corrupt) + "); they exclude one another");
        }
        double timeoutMs = 0;
        if (timeout > 0) {
            timeoutMs = s.positive("timeout_ms");
            if (timeoutMs > 60_000) {
                throw s.bad("timeout_ms", "must be at most 60000, was " + YamlMapping.format(timeoutMs));
            }
        } else {
            s.nonNegative("timeout_ms", 0.0);
        }
        int enomem = 0;
        if (s.has("enomem_above_kib")) {
            if (s.number("enomem_above_kib") < 16) {
                throw s.bad(
                        "enomem_above_kib",
                        "must be >= 16, was " + YamlMapping.format(s.number("enomem_above_kib"))
                                + "; below the " + ByteSizeText.of(16 * ByteSizeText.KIB)
                                + " fallback floor every request would fail and the fault could never be survived");
            }
            enomem = (int) s.whole("enomem_above_kib", 16, 1 << 20);
        }
        long disconnect =
                s.has("disconnect_after_requests") ? s.whole("disconnect_after_requests", 1, Long.MAX_VALUE) : 0;
        long crash = s.has("crash_after_requests") ? s.whole("crash_after_requests", 1, Long.MAX_VALUE) : 0;
        s.rejectUnknownKeys(EXAMPLE);
        return new FaultModel(
                new FaultModel.PerRequest(stall, timeout, timeoutMs, shortP, corrupt), enomem, disconnect, crash);
    }
}
