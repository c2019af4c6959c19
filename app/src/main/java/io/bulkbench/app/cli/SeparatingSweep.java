package io.bulkbench.app.cli;

import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.PointKey;
import io.bulkbench.sweeps.plan.SweepSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The {@code bulkbench sweep} line that measures points explain names as separating a
 * confounded pair: the smallest grid of the sweep's axes that holds them all, in their
 * setup, with the flags {@link SweepSettings} declares and each argument quoted as a
 * recorded command line is.
 */
final class SeparatingSweep {
    private SeparatingSweep() {}

    /** The line for {@code keys}, which share board, device, direction and copy mode. */
    static String of(List<PointKey> keys) {
        PointKey first = keys.get(0);
        List<String> args = new ArrayList<>(List.of(
                "sweep",
                SweepSettings.DEVICE.name(),
                first.device(),
                SweepSettings.BOARD.name(),
                first.board(),
                SweepSettings.DIRECTION.name(),
                SweepSettings.DIRECTION.text(List.of(first.direction())),
                SweepSettings.MODES.name(),
                SweepSettings.MODES.text(List.of(first.copyMode())),
                SweepSettings.BUFFERS.name(),
                SweepSettings.BUFFERS.text(List.copyOf(
                        keys.stream().map(PointKey::buffers).collect(Collectors.toCollection(TreeSet::new)))),
                SweepSettings.SIZES.name(),
                keys.stream().map(PointKey::requestBytes).collect(Collectors.toCollection(TreeSet::new)).stream()
                        .map(ByteSizeText::compact)
                        .collect(Collectors.joining(","))));
        return RecordedCommand.of(args);
    }
}
