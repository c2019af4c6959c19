package io.bulkbench.sweeps.plan;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Builds a sweep plan from flags over a board config over the defaults, in that order
 * of precedence. Every value is checked before anything runs, and an error names where
 * the value came from: the flag ({@code --buffers}) or the file and key
 * ({@code boards/x.yaml: buffers}).
 */
public final class PlanAssembler {
    public static final String DEFAULT_DEVICE = "sim:snowball-msc";
    public static final String DEFAULT_BUFFERS = "2..64";
    public static final String DEFAULT_SIZES = "16K..256K";
    public static final String DEFAULT_MODES = "copy,no-copy";
    public static final String DEFAULT_DIRECTION = "in";

    private final Function<String, String> deviceCheck;

    /**
     * @param deviceCheck validates a device spec and returns it normalised; throws
     *                    BadInputException naming the accepted forms otherwise
     */
    public PlanAssembler(Function<String, String> deviceCheck) {
        this.deviceCheck = deviceCheck;
    }

    public SweepPlan assemble(SweepFlags flags, Optional<BoardConfig> config) {
        Source device =
                pick(flags.device(), "--device", config.flatMap(BoardConfig::device), config, "device", DEFAULT_DEVICE);
        String deviceText = device.value;
        if (!flags.faults().isEmpty()) {
            if (!deviceText.startsWith("sim:")) {
                throw new BadInputException("--fault works on the simulator only (sim:PROFILE); device '" + deviceText
                        + "' has faults of its own");
            }
            deviceText = deviceText + "," + String.join(",", flags.faults());
        }
        String deviceSpec;
        try {
            deviceSpec = deviceCheck.apply(deviceText);
        } catch (BadInputException e) {
            throw new BadInputException(device.prefix() + e.getMessage());
        }
        String board = flags.board()
                .map(b -> BoardName.check(b, "--board"))
                .or(() -> config.map(BoardConfig::board))
                .orElseGet(() -> boardFromDevice(deviceSpec));

        Source buffers = pick(
                flags.buffers(), "--buffers", config.flatMap(BoardConfig::buffers), config, "buffers", DEFAULT_BUFFERS);
        List<Integer> counts = AxisList.counts(buffers.value, buffers.what);
        for (int n : counts) {
            if (n < 1 || n > SweepPlan.MAX_BUFFERS) {
                throw new BadInputException(buffers.what + " '" + buffers.value + "': " + n + " is outside 1.."
                        + SweepPlan.MAX_BUFFERS + "; use counts such as 2..64");
            }
        }
        Source sizes =
                pick(flags.sizes(), "--sizes", config.flatMap(BoardConfig::sizes), config, "sizes", DEFAULT_SIZES);
        List<Integer> bytes = AxisList.sizes(sizes.value, sizes.what);
        for (int s : bytes) {
            if (s % 512 != 0) {
                throw new BadInputException(sizes.what + " '" + sizes.value + "': " + s
                        + " bytes is not a multiple of 512 (a bulk packet); use sizes such as 16K..256K");
            }
            if (s > SweepPlan.MAX_REQUEST_BYTES) {
                throw new BadInputException(sizes.what + " '" + sizes.value + "': " + s + " bytes is over "
                        + (SweepPlan.MAX_REQUEST_BYTES >> 20) + "M, all the buffer memory usbfs lends by default;"
                        + " use sizes up to 16M such as 16K..256K");
            }
        }
        Source modes =
                pick(flags.modes(), "--modes", config.flatMap(BoardConfig::modes), config, "modes", DEFAULT_MODES);
        Source direction = pick(
                flags.direction(),
                "--direction",
                config.flatMap(BoardConfig::direction),
                config,
                "direction",
                DEFAULT_DIRECTION);

        JmhSettings base = flags.quick() ? JmhSettings.quick() : JmhSettings.nightly();
        Duration time = flags.time()
                .map(t -> DurationText.parse(t, "--time"))
                .or(() -> config.flatMap(BoardConfig::time))
                .orElse(base.iterationTime());
        JmhSettings jmh = new JmhSettings(
                flags.forks().or(() -> config.flatMap(BoardConfig::forks)).orElse(base.forks()),
                flags.warmup().or(() -> config.flatMap(BoardConfig::warmup)).orElse(base.warmupIterations()),
                flags.iterations()
                        .or(() -> config.flatMap(BoardConfig::iterations))
                        .orElse(base.measurementIterations()),
                time);
        return new SweepPlan(
                board,
                deviceSpec,
                counts,
                bytes,
                parseEach(modes, CopyMode::parse),
                parseEach(direction, Direction::parse),
                jmh);
    }

    private static <T> List<T> parseEach(Source source, Function<String, T> parser) {
        List<T> out = new ArrayList<>();
        for (String item : source.value.split(",")) {
            if (item.isBlank()) {
                throw new BadInputException(source.what + " '" + source.value + "' has an empty item");
            }
            T value;
            try {
                value = parser.apply(item);
            } catch (BadInputException e) {
                throw new BadInputException(source.prefix() + e.getMessage());
            }
            if (!out.contains(value)) {
                out.add(value);
            }
        }
        return out;
    }

    /** The board name a device gives when none is named: sim:snowball-msc -> snowball-msc. */
    public static String boardFromDevice(String device) {
        String name = device.startsWith("sim:")
                ? device.substring(4).replaceAll(".*/", "").replaceAll("\\.ya?ml$", "")
                : device;
        return BoardName.derive(name, "board");
    }

    private static Source pick(
            Optional<String> flag,
            String flagName,
            Optional<String> fromConfig,
            Optional<BoardConfig> config,
            String key,
            String fallback) {
        if (flag.isPresent()) {
            return new Source(flag.get(), flagName, false);
        }
        if (fromConfig.isPresent()) {
            return new Source(fromConfig.get(), config.orElseThrow().file() + ": " + key, true);
        }
        return new Source(fallback, flagName, false);
    }

    /** A value and where it came from, for error messages. */
    private record Source(String value, String what, boolean fromFile) {
        String prefix() {
            return fromFile ? what + ": " : what + " '" + value + "': ";
        }
    }
}
