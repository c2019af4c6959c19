package io.bulkbench.sweeps.cli;

import io.bulkbench.sweeps.plan.PlanAssembler;
import io.bulkbench.sweeps.plan.SweepFlags;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * The board name and the four axes of a grid, the flags every command that plans points
 * shares ({@code sweep}, {@code predict}); the device and what else a command needs it
 * declares itself. The flags go through {@link io.bulkbench.sweeps.plan.PlanAssembler},
 * so every value is checked the same way whichever command it was given to.
 */
final class GridOptions {

    @Option(
            names = "--board",
            paramLabel = "NAME",
            description = "Board name for the results folder (default: from the config or the device).")
    private String board;

    @Option(
            names = "--buffers",
            paramLabel = "LIST",
            description = "Buffer counts (default: " + PlanAssembler.DEFAULT_BUFFERS + ").")
    private String buffers;

    @Option(
            names = "--sizes",
            paramLabel = "LIST",
            description = "Request sizes (default: " + PlanAssembler.DEFAULT_SIZES + ").")
    private String sizes;

    @Option(
            names = "--modes",
            paramLabel = "LIST",
            description = "copy, no-copy or both (default: " + PlanAssembler.DEFAULT_MODES + ").")
    private String modes;

    @Option(
            names = "--direction",
            paramLabel = "DIR",
            description = "in, out, both, or a list such as in,out (default: in).")
    private String direction;

    /** These flags with the device and the JMH settings a command adds. */
    SweepFlags flags(
            Optional<String> device,
            boolean quick,
            Optional<Integer> forks,
            Optional<Integer> warmup,
            Optional<Integer> iterations,
            Optional<String> time,
            List<String> faults) {
        return new SweepFlags(
                device,
                Optional.ofNullable(board),
                Optional.ofNullable(buffers),
                Optional.ofNullable(sizes),
                Optional.ofNullable(modes),
                Optional.ofNullable(direction),
                quick,
                forks,
                warmup,
                iterations,
                time,
                faults);
    }

    /** These flags with a device and no JMH settings: a plan computed, not measured. */
    SweepFlags flags(Optional<String> device) {
        return flags(device, false, Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), List.of());
    }
}
