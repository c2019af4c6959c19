package io.bulkbench.sweeps.plan;

import java.util.List;
import java.util.Optional;

/**
 * The sweep options as given on the command line, each empty when not given, so a
 * board config's value or the default can stand in for it. {@code faults} are the
 * simulator faults of {@code --fault KEY=VALUE}, added to the device spec.
 */
public record SweepFlags(
        Optional<String> device,
        Optional<String> board,
        Optional<String> buffers,
        Optional<String> sizes,
        Optional<String> modes,
        Optional<String> direction,
        boolean quick,
        Optional<Integer> forks,
        Optional<Integer> warmup,
        Optional<Integer> iterations,
        Optional<String> time,
        List<String> faults) {

    public SweepFlags {
        faults = List.copyOf(faults);
    }

    /** No flags at all: the default sweep. */
    public static SweepFlags none() {
        return new SweepFlags(
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                false,
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                List.of());
    }
}
