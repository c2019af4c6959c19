package io.bulkbench.sweeps.bisect;

import io.bulkbench.analysis.bisect.RecordedBisection;
import io.bulkbench.analysis.bisect.RecordedBisection.Conclusion;
import io.bulkbench.analysis.trend.RunInfo;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.PointKey;
import io.bulkbench.reports.BisectReport;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.BisectCsv;
import io.bulkbench.reports.csv.BisectPointsCsv;
import io.bulkbench.reports.csv.BisectRangeCsv;
import io.bulkbench.reports.csv.BisectResultCsv;
import io.bulkbench.reports.csv.RunInfoCsv;
import io.bulkbench.sweeps.plan.RunManifest;
import io.bulkbench.sweeps.plan.Settings;
import io.bulkbench.sweeps.plan.SweepPlan;
import io.bulkbench.sweeps.plan.SweepSettings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;

/**
 * A bisect's run folder once the bisect has ended: its end written down (bisect-result.csv)
 * with its report, and the whole folder read back as the database records it. Everything is
 * read from the folder's own files (sweep.yaml, bisect-range.csv, bisect.csv, run.csv,
 * bisect-result.csv), so {@code bulkbench import} records a folder as the bisect did.
 */
public final class BisectFolder {
    private BisectFolder() {}

    /** Whether {@code dir} holds a bisect: bisect.csv and bisect-range.csv. */
    public static boolean isBisect(Path dir) {
        return Files.isRegularFile(dir.resolve(RunFolder.BISECT_CSV))
                && Files.isRegularFile(dir.resolve(RunFolder.BISECT_RANGE_CSV));
    }

    /**
     * Writes how the bisect ended (bisect-result.csv), then its report (report.md and
     * report.html, the tested commits in the history order of {@code repo}); returns the
     * folder read back.
     */
    public static RecordedBisection finish(Path dir, BisectOutcome outcome, GitRepository repo, Clock clock)
            throws IOException {
        BisectResultCsv.write(
                new BisectResultCsv.Result(conclusion(outcome), clock.instant().truncatedTo(ChronoUnit.SECONDS)),
                dir.resolve(RunFolder.BISECT_RESULT_CSV));
        RecordedBisection bisection = read(dir);
        List<String> history = new ArrayList<>();
        history.add(bisection.range().good());
        history.addAll(repo.firstParentCommits(
                bisection.range().good(), bisection.range().bad()));
        BisectReport.write(
                bisection,
                history,
                BisectPointsCsv.read(dir.resolve(RunFolder.BISECT_POINTS_CSV), bisection.points()),
                dir);
        return bisection;
    }

    /** A finished bisect folder as the database keeps it; an unfinished one is refused in one sentence. */
    public static RecordedBisection read(Path dir) throws IOException {
        if (!isBisect(dir)) {
            throw new BadInputException(dir + " holds no bisect (" + RunFolder.BISECT_CSV + " and "
                    + RunFolder.BISECT_RANGE_CSV + "); give the folder bulkbench bisect wrote");
        }
        Path resultFile = dir.resolve(RunFolder.BISECT_RESULT_CSV);
        if (!Files.isRegularFile(resultFile)) {
            throw new BadInputException(dir + " is a bisect that has not ended (no " + RunFolder.BISECT_RESULT_CSV
                    + "); continue it with bulkbench bisect --resume " + dir);
        }
        // The device was checked when the bisect was made; it need not exist here.
        Settings settings = Settings.of(RunManifest.read(dir), device -> device);
        SweepPlan plan = settings.plan();
        Path commitsFile = dir.resolve(RunFolder.BISECT_CSV);
        List<PointKey> points = BisectCsv.pointsIn(commitsFile, plan.points());
        if (points.isEmpty()) {
            throw new BadInputException(commitsFile + " has no column of a point of " + dir.resolve(RunFolder.MANIFEST)
                    + "; give the folder a bisect wrote, unchanged");
        }
        BisectRangeCsv.Range range = BisectRangeCsv.read(dir.resolve(RunFolder.BISECT_RANGE_CSV));
        BisectResultCsv.Result result = BisectResultCsv.read(resultFile);
        RunInfo info = runInfo(dir, result.finished());
        return new RecordedBisection(
                plan.board(),
                plan.device(),
                points,
                new RecordedBisection.Range(
                        range.repo().toString(),
                        range.good(),
                        range.bad(),
                        range.from().map(p -> p.getFileName().toString())),
                result.conclusion(),
                settings.get(SweepSettings.BISECT_THRESHOLD) / 100,
                new RecordedBisection.When(info.started(), result.finished(), info.host(), info.bulkbenchVersion()),
                dir.toAbsolutePath().normalize().toString(),
                BisectCsv.read(commitsFile, points));
    }

    /** run.csv; a folder from before bisects wrote one started when its range was written. */
    private static RunInfo runInfo(Path dir, Instant finished) throws IOException {
        Path file = dir.resolve(RunFolder.RUN_CSV);
        if (Files.isRegularFile(file)) {
            return RunInfoCsv.read(file);
        }
        Instant written = Files.getLastModifiedTime(dir.resolve(RunFolder.BISECT_RANGE_CSV))
                .toInstant()
                .truncatedTo(ChronoUnit.SECONDS);
        return RunInfo.startedAt(written.isAfter(finished) ? finished : written);
    }

    static Conclusion conclusion(BisectOutcome outcome) {
        if (outcome instanceof BisectOutcome.Found f) {
            return Conclusion.found(f.commit(), f.subject());
        }
        if (outcome instanceof BisectOutcome.OneOf o) {
            return Conclusion.oneOf(o.commits());
        }
        if (outcome instanceof BisectOutcome.BudgetSpent b) {
            return Conclusion.oneOf(b.remaining());
        }
        return Conclusion.endsAlike();
    }
}
