package io.bulkbench.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.withinPercentage;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.RunComparison;
import io.bulkbench.analysis.change.ChangePointSettings;
import io.bulkbench.analysis.compare.Significance;
import io.bulkbench.analysis.trend.BoardSummary;
import io.bulkbench.analysis.trend.BoardTrend;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.reports.RunFolder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A night compared with the one before from the database, as the site's index, index.json
 * and feed show it (the stored entry, {@link LatestNights}) and as a board's page does (the
 * whole history), against what {@code compare} and {@code nightly} say on the two run
 * folders: the same test, verdict and p-value for every point. NightBeforeTest runs it on
 * SQLite, PostgresNightBeforeIT on PostgreSQL.
 */
abstract class NightBeforeContract {
    private static final String BOARD = "snowball";
    private static final long SEED = 20261130L;

    /** A new, empty database of the engine under test. */
    abstract DatabaseLocation newDatabase(Path scratch) throws Exception;

    /**
     * Two nights imported from run folders with raw.csv, the second 4 % slower; every other
     * point measured 3 times instead of 16, so both of compare's tests on iterations are met.
     */
    @Test
    void aNightRecordedWithItsIterationsIsJudgedAsCompareJudgesTheFolders(@TempDir Path dir) throws Exception {
        SplittableRandom random = new SplittableRandom(SEED);
        Path before = folder(dir, fewerIterations(SyntheticRuns.run(BOARD, 0, 1.0, random)));
        Path tonight = folder(dir, fewerIterations(SyntheticRuns.run(BOARD, 1, 0.96, random)));
        List<PointChange> nightly = RunComparison.compare(RunFolder.readPoints(before), RunFolder.readPoints(tonight));
        assertThat(nightly)
                .extracting(PointChange::test)
                .contains(Significance.WELCH, Significance.STUDENT)
                .doesNotContain(Significance.NORMAL);

        try (ResultsDatabase db = ResultsDatabase.open(newDatabase(dir))) {
            importFolders(db, before, tonight);

            assertSameJudgement(
                    LatestNights.read(db, BOARD, ChangePointSettings.defaults())
                            .onItsOwnNight()
                            .againstTheNightBefore(),
                    nightly);
            BoardTrend whole = new HistoryQuery(db, ChangeMarks.NONE).of(BOARD, Optional.empty(), Optional.empty());
            BoardSummary page = BoardSummary.of(
                    whole,
                    whole.runs().get(1).info().started(),
                    NightVerdicts.of(db, BOARD, whole.runs().get(1).runId()),
                    Optional.empty());
            assertSameJudgement(page.againstTheNightBefore(), nightly);
        }
    }

    /**
     * Tonight's folder lost its raw.csv before import: its points are known by mean and error
     * alone, so compare and the stored verdict both fall back to the normal approximation,
     * and the entry says so beside each p-value. The history the summary is of carries no
     * iterations: its verdict is the stored one.
     */
    @Test
    void aNightImportedWithoutRawCsvIsJudgedByTheNormalApproximationAndSaysSo(@TempDir Path dir) throws Exception {
        SplittableRandom random = new SplittableRandom(SEED);
        Path before = folder(dir, SyntheticRuns.run(BOARD, 0, 1.0, random));
        Path tonight = folder(dir, SyntheticRuns.run(BOARD, 1, 0.9, random));
        Files.delete(tonight.resolve(RunFolder.RAW_CSV));
        List<PointChange> nightly = RunComparison.compare(RunFolder.readPoints(before), RunFolder.readPoints(tonight));

        try (ResultsDatabase db = ResultsDatabase.open(newDatabase(dir))) {
            importFolders(db, before, tonight);

            BoardSummary summary =
                    LatestNights.read(db, BOARD, ChangePointSettings.defaults()).onItsOwnNight();
            assertThat(summary.trend().points())
                    .allSatisfy(p -> assertThat(p.nights())
                            .allSatisfy(n -> assertThat(n.point().samples()).isEmpty()));
            assertSameJudgement(summary.againstTheNightBefore(), nightly);
            assertThat(summary.slowerThanTheNightBefore())
                    .hasSize(29)
                    .extracting(PointChange::test)
                    .containsOnly(Significance.NORMAL);
        }
    }

    /**
     * Reading a board's latest nights (a recording's and the index's read) or its whole
     * history (its page's) sends no query for iterations, whatever the number of runs and
     * points: no night is judged from them again, the verdict is read as stored.
     */
    @Test
    void aBoardsHistoryIsReadWithoutIterations(@TempDir Path dir) throws Exception {
        try (ResultsDatabase db = ResultsDatabase.open(newDatabase(dir))) {
            RunStore store = new RunStore(db);
            SplittableRandom random = new SplittableRandom(SEED);
            for (int night = 0; night < 6; night++) {
                store.record(SyntheticRuns.run(BOARD, night, random));
            }
            ExecutedStatements log = new ExecutedStatements();
            ResultsDatabase watched = log.watch(db);

            LatestNights latest = LatestNights.read(watched, BOARD, ChangePointSettings.defaults());
            BoardTrend whole =
                    new HistoryQuery(watched, ChangeMarks.NONE).of(BOARD, Optional.empty(), Optional.empty());
            assertThat(log.holding("FROM iteration")).isZero();
            assertThat(log.holding("FROM point_verdict")).isPositive();

            for (BoardTrend trend : List.of(latest.trend(), whole)) {
                assertThat(trend.runs()).hasSize(6);
                assertThat(trend.points())
                        .hasSize(30)
                        .allSatisfy(p -> assertThat(p.nights())
                                .allSatisfy(n -> assertThat(n.point().samples()).isEmpty()));
            }
            assertThat(latest.tonight()).isPresent();
        }
    }

    /** Each point's test and verdict as {@code nightly} gave them, and its p-value to 1e-12 of itself. */
    private static void assertSameJudgement(List<PointChange> read, List<PointChange> nightly) {
        Map<PointKey, PointChange> expected = byKey(nightly, PointChange::key);
        assertThat(byKey(read, PointChange::key)).hasSameSizeAs(expected).allSatisfy((key, change) -> {
            PointChange want = expected.get(key);
            assertThat(change.test()).as(key.toString()).isEqualTo(want.test());
            assertThat(change.verdict()).as(key.toString()).isEqualTo(want.verdict());
            if (Double.isNaN(want.pValue())) {
                assertThat(change.pValue()).as(key.toString()).isNaN();
            } else {
                assertThat(change.pValue()).as(key.toString()).isCloseTo(want.pValue(), withinPercentage(1e-10));
            }
        });
    }

    private static <K, V> Map<K, V> byKey(List<V> values, Function<V, K> key) {
        return values.stream().collect(Collectors.toMap(key, Function.identity()));
    }

    private static Path folder(Path dir, RunRecord run) throws Exception {
        return SyntheticRunFolders.writeFolder(
                dir.resolve("results").resolve(BOARD).resolve(run.run().runId()), run);
    }

    /** Records the folders as {@code bulkbench import} does. */
    private static void importFolders(ResultsDatabase db, Path... folders) throws Exception {
        RunStore store = new RunStore(db);
        for (Path folder : folders) {
            assertThat(store.record(SyntheticRunFolders.readFolder(folder, BOARD)))
                    .isEqualTo(RecordOutcome.RECORDED);
        }
    }

    /** The run with every other ok point measured 3 times (its first 3 samples) instead of 16. */
    private static RunRecord fewerIterations(RunRecord run) {
        List<MeasuredPoint> points = new ArrayList<>();
        for (int i = 0; i < run.points().size(); i++) {
            MeasuredPoint p = run.points().get(i);
            if (p.isOk() && i % 2 == 0) {
                List<Double> three = p.samples().subList(0, 3);
                double mean = three.stream()
                        .mapToDouble(Double::doubleValue)
                        .average()
                        .orElseThrow();
                p = MeasuredPoint.ok(p.key(), mean, p.errorMbS(), three, 0);
            }
            points.add(p);
        }
        return new RunRecord(run.run(), points, run.baselines(), run.latencies(), run.fits(), run.recommendations());
    }
}
