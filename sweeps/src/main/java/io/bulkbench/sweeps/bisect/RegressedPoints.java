package io.bulkbench.sweeps.bisect;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.Verdict;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.PointKey;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.sweeps.plan.FlagValues;
import io.bulkbench.sweeps.plan.SweepSettings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

/**
 * The points of {@code bisect --from RUN_DIR}: those the run's compare.csv calls a
 * regression, on their device, and the grid that holds them as flags would give it (for the
 * run folder's sweep.yaml).
 */
public final class RegressedPoints {
    private RegressedPoints() {}

    /** The regressed points of a compared run folder, their device checked (and spelt) by {@code deviceCheck}. */
    public static List<PointKey> of(Path runDir, UnaryOperator<String> deviceCheck) throws IOException {
        if (!Files.isRegularFile(runDir.resolve(RunFolder.COMPARE_CSV))) {
            throw new BadInputException("--from " + runDir + " has no " + RunFolder.COMPARE_CSV
                    + "; give a run folder that compare or nightly compared with a baseline");
        }
        List<PointKey> points = new ArrayList<>();
        for (PointChange c : RunFolder.readComparison(runDir)) {
            if (c.verdict() == Verdict.REGRESSION) {
                PointKey k = c.key();
                points.add(new PointKey(
                        k.board(),
                        deviceCheck.apply(k.device()),
                        k.direction(),
                        k.buffers(),
                        k.requestBytes(),
                        k.copyMode()));
            }
        }
        if (points.isEmpty()) {
            throw new BadInputException("--from " + runDir + ": its " + RunFolder.COMPARE_CSV
                    + " calls no point a regression, so there is nothing to bisect; give the points as flags instead");
        }
        if (points.stream().map(p -> p.board() + " " + p.device()).distinct().count() > 1) {
            throw new BadInputException("--from " + runDir + ": its regressions are on more than one board or device;"
                    + " bisect one at a time with the points as flags");
        }
        return List.copyOf(points);
    }

    /** {@code flags} with the device and the grid of {@code points} filled in. */
    public static FlagValues gridFlags(List<PointKey> points, FlagValues flags) {
        PointKey first = points.get(0);
        return flags.with(SweepSettings.DEVICE, first.device())
                .with(SweepSettings.BOARD, first.board())
                .with(SweepSettings.BUFFERS, list(points, p -> Integer.toString(p.buffers())))
                .with(SweepSettings.SIZES, list(points, p -> Integer.toString(p.requestBytes())))
                .with(SweepSettings.MODES, list(points, p -> p.copyMode().label()))
                .with(SweepSettings.DIRECTION, list(points, p -> p.direction().label()));
    }

    private static String list(Collection<PointKey> points, Function<PointKey, String> part) {
        return points.stream().map(part).collect(Collectors.toCollection(TreeSet::new)).stream()
                .collect(Collectors.joining(","));
    }
}
