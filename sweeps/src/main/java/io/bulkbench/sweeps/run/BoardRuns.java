package io.bulkbench.sweeps.run;

import io.bulkbench.reports.RunFolder;
import io.bulkbench.sweeps.plan.RunManifest;
import io.bulkbench.sweeps.plan.SweepSettings;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * The run folders of one board under a results root ({@code results/BOARD/RUN-ID}), newest
 * first, as nightly asks about them: today's run to resume and the baseline to compare
 * with. What a run folder is, and how its runs sort, is {@link RunFolder}'s; this adds what
 * only a sweep's plan can tell, the device a run measured.
 */
public final class BoardRuns {
    private final Path boardDir;

    public BoardRuns(Path resultsRoot, String board) {
        this.boardDir = ResultsLayout.boardFolder(resultsRoot, board);
    }

    /** The board's run folders, newest first. */
    public List<Path> runs() throws IOException {
        List<Path> runs = new ArrayList<>(RunFolder.runsOf(boardDir));
        Collections.reverse(runs);
        return runs;
    }

    /** The newest run whose id starts with {@code dayPrefix} ({@code RunId.dayOf}) on the same device. */
    public Optional<Path> todays(String dayPrefix, String device) throws IOException {
        return runs().stream()
                .filter(d -> RunFolder.id(d).startsWith(dayPrefix))
                .filter(d -> sameDevice(d, device))
                .findFirst();
    }

    /** The newest run other than {@code current} on the same device that has measured points. */
    public Optional<Path> baselineFor(Path current, String device) throws IOException {
        Path self = current.toAbsolutePath().normalize();
        return runs().stream()
                .filter(d -> !d.toAbsolutePath().normalize().equals(self))
                .filter(d -> RunFolder.id(d).compareTo(RunFolder.id(current)) < 0)
                .filter(BoardRuns::hasOkPoint)
                .filter(d -> sameDevice(d, device))
                .findFirst();
    }

    /** An empty or all-failed run is no baseline: nothing in it could show a regression. */
    private static boolean hasOkPoint(Path run) {
        try {
            return RunFolder.readPoints(run).stream().anyMatch(io.bulkbench.core.MeasuredPoint::isOk);
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    private static boolean sameDevice(Path run, String device) {
        try {
            return RunManifest.read(run)
                    .get(SweepSettings.DEVICE)
                    .map(device::equals)
                    .orElse(false);
        } catch (RuntimeException e) {
            return false;
        }
    }
}
