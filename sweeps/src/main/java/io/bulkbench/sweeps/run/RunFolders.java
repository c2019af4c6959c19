package io.bulkbench.sweeps.run;

import io.bulkbench.reports.RunFolder;
import io.bulkbench.sweeps.plan.BoardConfig;
import io.bulkbench.sweeps.plan.RunManifest;
import io.bulkbench.sweeps.plan.SweepSettings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The run folders of one board under a results root ({@code results/BOARD/RUN-ID}),
 * newest first by run id (a {@link io.bulkbench.reports.RunId}, so the names sort by time).
 * Nightly runs use it to find today's run and the baseline to compare with.
 */
public final class RunFolders {
    private final Path boardDir;

    public RunFolders(Path resultsRoot, String board) {
        this.boardDir = ResultsLayout.boardFolder(resultsRoot, board);
    }

    /** Run folders with a plan and at least one measured point, newest first. */
    public List<Path> runs() throws IOException {
        if (!Files.isDirectory(boardDir)) {
            return List.of();
        }
        try (Stream<Path> dirs = Files.list(boardDir)) {
            return dirs.filter(d -> Files.isRegularFile(d.resolve(RunManifest.FILE)))
                    .sorted(Comparator.comparing((Path d) -> d.getFileName().toString())
                            .reversed())
                    .toList();
        }
    }

    /** The newest run whose id starts with {@code dayPrefix} ({@code RunId.dayOf}) on the same device. */
    public Optional<Path> todays(String dayPrefix, String device) throws IOException {
        return runs().stream()
                .filter(d -> d.getFileName().toString().startsWith(dayPrefix))
                .filter(d -> sameDevice(d, device))
                .findFirst();
    }

    /** The newest run other than {@code current} on the same device that has measured points. */
    public Optional<Path> baselineFor(Path current, String device) throws IOException {
        Path self = current.toAbsolutePath().normalize();
        return runs().stream()
                .filter(d -> !d.toAbsolutePath().normalize().equals(self))
                .filter(d -> d.getFileName()
                                .toString()
                                .compareTo(current.getFileName().toString())
                        < 0)
                .filter(RunFolders::hasOkPoint)
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
            return BoardConfig.load(run.resolve(RunManifest.FILE))
                    .get(SweepSettings.DEVICE)
                    .map(device::equals)
                    .orElse(false);
        } catch (RuntimeException e) {
            return false;
        }
    }
}
