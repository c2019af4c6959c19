package io.bulkbench.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.RunComparison;
import io.bulkbench.analysis.Undecided;
import io.bulkbench.analysis.Verdict;
import io.bulkbench.analysis.change.ChangePoint;
import io.bulkbench.analysis.change.ChangePointSettings;
import io.bulkbench.analysis.compare.Significance;
import io.bulkbench.analysis.trend.BoardSummary;
import io.bulkbench.analysis.trend.BoardTrend;
import io.bulkbench.analysis.trend.ChangePointFinding;
import io.bulkbench.analysis.trend.DefaultTrend;
import io.bulkbench.analysis.trend.NightVerdict;
import io.bulkbench.analysis.trend.PlanFingerprint;
import io.bulkbench.analysis.trend.PointTrend;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.CpuCost;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What every results database must do, whatever its engine: SqliteStoreTest runs these
 * against a SQLite file, PostgresStoreIT against a PostgreSQL server the test starts.
 */
abstract class StoreContract {
    static final long SEED = 20261130L;

    /** A new, empty database of the engine under test. */
    abstract DatabaseLocation newDatabase(Path scratch) throws Exception;

    @Test
    void aRunFolderIsRecordedWhole(@TempDir Path dir) throws Exception {
        RunRecord run = SyntheticRuns.run("snowball", 0, new SplittableRandom(SEED));
        RunRecord read = SyntheticRunFolders.readFolder(
                SyntheticRunFolders.writeFolder(dir.resolve(run.run().runId()), run), "snowball");
        assertThat(read.contentSha256()).isEqualTo(run.contentSha256());
        try (ResultsDatabase db = ResultsDatabase.open(newDatabase(dir))) {
            assertThat(new RunStore(db).record(read)).isEqualTo(RecordOutcome.RECORDED);
            assertThat(count(db, "run")).isEqualTo(1);
            assertThat(count(db, "point WHERE role = 'measured'")).isEqualTo(30);
            assertThat(count(db, "iteration")).isEqualTo(29 * 16);
            assertThat(count(db, "point WHERE role = 'baseline'")).isEqualTo(1);
            assertThat(count(db, "latency")).isEqualTo(29);
            assertThat(count(db, "fit")).isEqualTo(6 * 2);
            assertThat(count(db, "recommendation")).isEqualTo(2);
            assertThat(new RunStore(db).has("snowball", run.run().runId())).isTrue();
        }
    }

    @Test
    void theSameRunAgainIsSkippedAndAnotherUnderItsIdIsRefused(@TempDir Path dir) throws Exception {
        RunRecord run = SyntheticRuns.run("snowball", 0, new SplittableRandom(SEED));
        RunRecord other = SyntheticRuns.run("snowball", 0, new SplittableRandom(SEED + 1));
        try (ResultsDatabase db = ResultsDatabase.open(newDatabase(dir))) {
            RunStore store = new RunStore(db);
            assertThat(store.record(run)).isEqualTo(RecordOutcome.RECORDED);
            assertThat(store.record(run)).isEqualTo(RecordOutcome.ALREADY_RECORDED);
            assertThatThrownBy(() -> store.record(other))
                    .isInstanceOf(BadInputException.class)
                    .hasMessageContaining("snowball/" + run.run().runId())
                    .hasMessageContaining("other measurements")
                    .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
            assertThat(count(db, "run")).isEqualTo(1);
            assertThat(count(db, "point WHERE role = 'measured'")).isEqualTo(30);
        }
    }

    /** {@code sweep --resume DIR --retry-failed} after the run was recorded: the run is replaced, not refused. */
    @Test
    void theSameRunWithItsFailedPointMeasuredAgainReplacesIt(@TempDir Path dir) throws Exception {
        RunRecord run = SyntheticRuns.run("snowball", 0, new SplittableRandom(SEED));
        List<MeasuredPoint> retried = new ArrayList<>();
        for (MeasuredPoint p : run.points()) {
            retried.add(p.isOk() ? p : MeasuredPoint.ok(p.key(), 30, 0.3, java.util.Collections.nCopies(16, 30.0), 0));
        }
        RunRecord further =
                new RunRecord(run.run(), retried, run.baselines(), run.latencies(), run.fits(), run.recommendations());
        try (ResultsDatabase db = ResultsDatabase.open(newDatabase(dir))) {
            RunStore store = new RunStore(db);
            assertThat(store.record(run)).isEqualTo(RecordOutcome.RECORDED);
            assertThat(store.record(further)).isEqualTo(RecordOutcome.UPDATED);
            assertThat(store.record(further)).isEqualTo(RecordOutcome.ALREADY_RECORDED);
            assertThat(count(db, "run")).isEqualTo(1);
            assertThat(count(db, "point WHERE role = 'measured' AND status = 'ok'"))
                    .isEqualTo(30);
            assertThat(count(db, "iteration")).isEqualTo(30 * 16);
            assertThat(count(db, "recommendation")).isEqualTo(2);
            // The earlier measurements cannot come back: the run was measured further, not another run.
            assertThatThrownBy(() -> store.record(run)).isInstanceOf(BadInputException.class);
        }
    }

    /** A run that fails half-way through (a point key twice breaks the point table's key) leaves nothing. */
    @Test
    void aRunThatFailsHalfWayLeavesNothing(@TempDir Path dir) throws Exception {
        RunRecord run = SyntheticRuns.run("snowball", 0, new SplittableRandom(SEED));
        List<MeasuredPoint> doubled = new ArrayList<>(run.points());
        doubled.add(run.points().get(0));
        RunRecord broken =
                new RunRecord(run.run(), doubled, run.baselines(), run.latencies(), run.fits(), run.recommendations());
        try (ResultsDatabase db = ResultsDatabase.open(newDatabase(dir))) {
            RunStore store = new RunStore(db);
            assertThatThrownBy(() -> store.record(broken)).isInstanceOf(SQLException.class);
            assertThat(count(db, "run")).isZero();
            assertThat(count(db, "point")).isZero();
            assertThat(store.record(run)).isEqualTo(RecordOutcome.RECORDED);
        }
    }

    @Test
    void howLateTheSimulatorRanReadsBackSoALateNightIsNoEvidence(@TempDir Path dir) throws Exception {
        SplittableRandom random = new SplittableRandom(SEED);
        RunRecord night = SyntheticRuns.run("snowball", 1, random);
        List<MeasuredPoint> points = new ArrayList<>(night.points());
        points.set(0, points.get(0).withLateShare(java.util.OptionalDouble.of(0.032)));
        points.set(1, points.get(1).withLateShare(java.util.OptionalDouble.of(0.0)));
        RunRecord late = new RunRecord(
                night.run(), points, night.baselines(), night.latencies(), night.fits(), night.recommendations());
        try (ResultsDatabase db = ResultsDatabase.open(newDatabase(dir))) {
            new RunStore(db).record(late);
            BoardTrend trend =
                    new HistoryQuery(db, ChangeMarks.NONE).of("snowball", Optional.empty(), Optional.empty());
            List<MeasuredPoint> read =
                    trend.points().stream().map(h -> h.nights().get(0).point()).toList();
            assertThat(read)
                    .filteredOn(p -> p.key().equals(points.get(0).key()))
                    .singleElement()
                    .satisfies(p -> assertThat(p.simulatorRanLate()).isTrue());
            assertThat(read)
                    .filteredOn(p -> p.key().equals(points.get(1).key()))
                    .singleElement()
                    .satisfies(p -> assertThat(p.lateShare()).hasValue(0.0));
            assertThat(read)
                    .filteredOn(p -> p.key().equals(points.get(2).key()))
                    .singleElement()
                    .satisfies(p -> assertThat(p.lateShare()).isEmpty());
        }
    }

    @Test
    void whatAPointCostTheCpuReadsBackAndUnknownStaysUnknown(@TempDir Path dir) throws Exception {
        SplittableRandom random = new SplittableRandom(SEED);
        RunRecord night = SyntheticRuns.run("snowball", 1, random);
        List<MeasuredPoint> points = new ArrayList<>(night.points());
        CpuCost measured = CpuCost.summary(38.5, 1.25, 0.31);
        points.set(0, points.get(0).withCpu(measured));
        RunRecord costed = new RunRecord(
                night.run(), points, night.baselines(), night.latencies(), night.fits(), night.recommendations());
        try (ResultsDatabase db = ResultsDatabase.open(newDatabase(dir))) {
            new RunStore(db).record(costed);
            List<MeasuredPoint> read = new HistoryQuery(db, ChangeMarks.NONE)
                    .of("snowball", Optional.empty(), Optional.empty()).points().stream()
                            .map(h -> h.nights().get(0).point())
                            .toList();
            assertThat(read)
                    .filteredOn(p -> p.key().equals(points.get(0).key()))
                    .singleElement()
                    .satisfies(p -> assertThat(p.cpu()).isEqualTo(measured));
            assertThat(read)
                    .filteredOn(p -> p.key().equals(points.get(1).key()))
                    .singleElement()
                    .satisfies(p -> assertThat(p.cpu()).isEqualTo(CpuCost.UNKNOWN));
        }
    }

    @Test
    void historyFollowsEachPointOverNightsOfTheLatestPlan(@TempDir Path dir) throws Exception {
        SplittableRandom random = new SplittableRandom(SEED);
        System.out.println("historyFollowsEachPointOverNightsOfTheLatestPlan seed " + SEED);
        PlanFingerprint older = PlanFingerprint.of("device=sim:hs buffers=2,4 sizes=16384 modes=copy directions=in");
        try (ResultsDatabase db = ResultsDatabase.open(newDatabase(dir))) {
            RunStore store = new RunStore(db);
            store.record(SyntheticRuns.run("snowball", 0, older, List.of(16384), random));
            // Recorded out of order: the history orders by start time, not by arrival.
            for (int night : new int[] {7, 1, 3, 2, 9, 4, 5, 6, 8}) {
                store.record(SyntheticRuns.run("snowball", night, random));
            }
            store.record(SyntheticRuns.run("other-board", 3, random));

            BoardTrend trend =
                    new HistoryQuery(db, ChangeMarks.NONE).of("snowball", Optional.empty(), Optional.empty());
            assertThat(trend.plan()).isEqualTo(SyntheticRuns.PLAN);
            assertThat(trend.runs())
                    .extracting(r -> r.runId())
                    .containsExactly(java.util.stream.IntStream.rangeClosed(1, 9)
                            .mapToObj(SyntheticRuns::runId)
                            .toArray(String[]::new));
            assertThat(trend.otherPlans()).singleElement().satisfies(p -> {
                assertThat(p.plan()).isEqualTo(older);
                assertThat(p.runs()).isEqualTo(1);
            });
            assertThat(trend.points())
                    .hasSize(30)
                    .allSatisfy(p -> assertThat(p.nights()).hasSize(9));
            PointTrend failing = trend.points().stream()
                    .filter(p -> !p.nights().get(0).point().isOk())
                    .findFirst()
                    .orElseThrow();
            assertThat(failing.throughputs()).containsOnly(Double.NaN);
            assertThat(failing.nights().get(0).point().reason()).isEqualTo("fork exited with code 134");
            PointTrend first = trend.points().get(0);
            assertThat(first.nights()).extracting(n -> n.run().info().label()).startsWith("6.12.1", "6.12.2");
            assertThat(first.nights().get(0).point().key()).isEqualTo(first.key());
            DefaultTrend copy = trend.defaults().get(0);
            assertThat(copy.nights()).hasSize(9);
            assertThat(copy.changes()).singleElement().satisfies(n -> {
                assertThat(n.run().runId()).isEqualTo(SyntheticRuns.runId(5));
                assertThat(n.value()).isEqualTo("16");
            });

            BoardTrend since = new HistoryQuery(db, ChangeMarks.NONE)
                    .of("snowball", Optional.of(SyntheticRuns.DEVICE), Optional.of(LocalDate.of(2026, 1, 8)));
            assertThat(since.runs())
                    .extracting(r -> r.runId())
                    .containsExactly(SyntheticRuns.runId(7), SyntheticRuns.runId(8), SyntheticRuns.runId(9));
        }
    }

    @Test
    void changeMarksComeFromTheOnePlaceThatMarksThem(@TempDir Path dir) throws Exception {
        try (ResultsDatabase db = ResultsDatabase.open(newDatabase(dir))) {
            RunStore store = new RunStore(db);
            SplittableRandom random = new SplittableRandom(SEED);
            for (int night = 0; night < 3; night++) {
                store.record(SyntheticRuns.run("snowball", night, random));
            }
            ChangeMarks lastNight = throughputs -> List.of(new ChangePoint(throughputs.length - 1, 40, 36, 0.0001));
            BoardTrend trend = new HistoryQuery(db, lastNight).of("snowball", Optional.empty(), Optional.empty());
            assertThat(trend.points())
                    .allSatisfy(p -> assertThat(p.changes())
                            .extracting(ChangePoint::index)
                            .containsExactly(2));
        }
    }

    @Test
    void anUnknownBoardIsOneLineNamingItAloneNotTheRecordedOnes(@TempDir Path dir) throws Exception {
        try (ResultsDatabase db = ResultsDatabase.open(newDatabase(dir))) {
            new RunStore(db).record(SyntheticRuns.run("snowball", 0, new SplittableRandom(SEED)));
            HistoryQuery query = new HistoryQuery(db, ChangeMarks.NONE);
            assertThatThrownBy(() -> query.of("snowbal", Optional.empty(), Optional.empty()))
                    .isInstanceOf(BadInputException.class)
                    .hasMessageContaining("board 'snowbal' has no run recorded in ")
                    .satisfies(e -> assertThat(e.getMessage()).doesNotContain("snowball"));
            assertThatThrownBy(() -> query.of("snowball", Optional.of("usb:1234:5678"), Optional.empty()))
                    .isInstanceOf(BadInputException.class)
                    .hasMessageContaining("on usb:1234:5678");
        }
    }

    @Test
    void aFailedPointKeepsItsReasonAndHasNoThroughput(@TempDir Path dir) throws Exception {
        RunRecord run = SyntheticRuns.run("snowball", 0, new SplittableRandom(SEED));
        try (ResultsDatabase db = ResultsDatabase.open(newDatabase(dir))) {
            new RunStore(db).record(run);
            try (Statement s = db.connection().createStatement();
                    ResultSet rs =
                            s.executeQuery("SELECT throughput_mb_s, reason FROM point WHERE status = 'failed'")) {
                assertThat(rs.next()).isTrue();
                rs.getDouble(1);
                assertThat(rs.wasNull()).isTrue();
                assertThat(rs.getString(2)).isEqualTo("fork exited with code 134");
            }
        }
    }

    @Test
    void reopeningKeepsEverything(@TempDir Path dir) throws Exception {
        DatabaseLocation location = newDatabase(dir);
        RunRecord run = SyntheticRuns.run("snowball", 0, new SplittableRandom(SEED));
        try (ResultsDatabase db = ResultsDatabase.open(location)) {
            new RunStore(db).record(run);
        }
        try (ResultsDatabase db = ResultsDatabase.open(location)) {
            assertThat(new RunStore(db).record(run)).isEqualTo(RecordOutcome.ALREADY_RECORDED);
            PointKey key = run.points().get(0).key();
            BoardTrend trend =
                    new HistoryQuery(db, ChangeMarks.NONE).of("snowball", Optional.empty(), Optional.empty());
            assertThat(trend.points().stream()
                            .filter(p -> p.key().equals(key))
                            .findFirst()
                            .orElseThrow()
                            .nights()
                            .get(0)
                            .point()
                            .throughputMbS())
                    .isEqualTo(run.points().get(0).throughputMbS());
        }
    }

    /**
     * Every recording refreshes its board's summary: the revision counts the recordings, a
     * run recorded again counting for nothing, and the stored entry says what the nights
     * recorded say: the last night read 30 % low, so a regression; the recommended buffer
     * count moved from 8 to 16 on night 5 (SyntheticRuns), so it has held since night 5;
     * night 0 read 25 % high, so it holds the headline's best.
     */
    @Test
    void eachRecordingRefreshesItsBoardsSummary(@TempDir Path dir) throws Exception {
        try (ResultsDatabase db = ResultsDatabase.open(newDatabase(dir))) {
            RunStore store = new RunStore(db);
            List<RunRecord> nights = recordNights(store, "snowball", 0, 8);
            store.record(SyntheticRuns.run("other", 0, new SplittableRandom(SEED)));
            assertThat(store.record(nights.get(7))).isEqualTo(RecordOutcome.ALREADY_RECORDED);

            BoardSummaryStore.Stored snowball = stored(db, "snowball");
            assertThat(snowball.revision()).isEqualTo(8);
            assertThat(stored(db, "other").revision()).isEqualTo(1);
            BoardSummary summary = LatestNights.read(db, "snowball", LatestNightsSummaries.SETTINGS)
                    .onItsOwnNight();
            assertThat(snowball.entry())
                    .as("the summary the last recording made, of what a read now finds")
                    .isEqualTo(LatestNightsSummaries.of(summary));
            assertThat(summary.latest().orElseThrow().runId()).isEqualTo(SyntheticRuns.runId(7));
            assertThat(summary.status().label()).isEqualTo("regression");
            assertThat(summary.defaults()).hasSize(2).allSatisfy(d -> {
                assertThat(d.latest().value()).isEqualTo("16");
                assertThat(d.since().run().runId()).isEqualTo(SyntheticRuns.runId(5));
            });
            PointKey at = summary.headline().orElseThrow().key();
            assertThat(at.buffers()).isEqualTo(16);
            assertThat(summary.bestMbS()).isEqualTo(recordedAt(nights.get(0), at));
            assertThat(summary.tonightMbS()).isEqualTo(recordedAt(nights.get(7), at));
        }
    }

    /**
     * A board's index row is read from its latest nights alone, as many as the window, and
     * the facts of its whole history from aggregates: the best and the defaults' first
     * night here lie before the nights read.
     */
    @Test
    void theIndexRowReadsTheLatestNightsAndItsWholeHistorysFacts(@TempDir Path dir) throws Exception {
        try (ResultsDatabase db = ResultsDatabase.open(newDatabase(dir))) {
            RunStore store = new RunStore(db);
            List<RunRecord> nights = recordNights(store, "snowball", 0, 9);
            recordNights(store, "steady", 5, 9);

            // A window of 3 and defaults held over 2 nights: the latest 3 nights are read.
            LatestNights latest = LatestNights.read(
                    db,
                    "snowball",
                    new SummarySettings(ChangePointSettings.defaults().withWindow(3), 2));
            assertThat(latest.trend().runs())
                    .extracting(RecordedRun::runId)
                    .containsExactly(SyntheticRuns.runId(6), SyntheticRuns.runId(7), SyntheticRuns.runId(8));
            BoardSummary summary = latest.onItsOwnNight();
            PointKey headline = summary.headline().orElseThrow().key();
            assertThat(summary.bestMbS())
                    .isEqualTo(nights.get(0).points().stream()
                            .filter(p -> p.key().equals(headline))
                            .findFirst()
                            .orElseThrow()
                            .throughputMbS());
            assertThat(summary.defaults())
                    .hasSize(2)
                    .allSatisfy(d -> assertThat(d.since().run().runId()).isEqualTo(SyntheticRuns.runId(5)));
            // A default that never changed has held since the board's first night.
            assertThat(LatestNights.read(
                                    db, "steady", ChangePointSettings.defaults().withWindow(3))
                            .onItsOwnNight()
                            .defaults())
                    .hasSize(2)
                    .allSatisfy(d -> assertThat(d.since().run().runId()).isEqualTo(SyntheticRuns.runId(5)));
        }
    }

    /**
     * A site build cuts a board's index row from the whole history it read for the board's
     * page: the same latest nights and whole-history facts as the read of the latest nights
     * alone, at any window, for a board whose best and defaults' first night lie before the
     * window, one that never changed, and one whose plan changed (its old plan's points and
     * defaults are not the row's).
     */
    @Test
    void theIndexRowCutFromTheWholeHistoryIsTheOneReadFromTheLatestNights(@TempDir Path dir) throws Exception {
        try (ResultsDatabase db = ResultsDatabase.open(newDatabase(dir))) {
            RunStore store = new RunStore(db);
            recordNights(store, "snowball", 0, 9);
            recordNights(store, "steady", 5, 9);
            PlanFingerprint before = PlanFingerprint.of("device=sim:hs buffers=2,4,8,16,32 sizes=32768");
            SplittableRandom random = new SplittableRandom(SEED);
            for (int night = 0; night < 8; night++) {
                store.record(
                        night < 3
                                ? SyntheticRuns.run("replanned", night, before, List.of(32768), random)
                                : SyntheticRuns.run("replanned", night, random));
            }

            for (String board : List.of("snowball", "steady", "replanned")) {
                for (int window : new int[] {3, 4, 6, 50}) {
                    ChangePointSettings settings =
                            ChangePointSettings.defaults().withWindow(window);
                    BoardTrend whole = new HistoryQuery(db, new ChangePointMarks(settings))
                            .of(board, Optional.empty(), Optional.empty());

                    assertThat(LatestNights.fromWhole(db, whole, SummarySettings.of(settings)))
                            .as(board + " over the latest " + window + " nights")
                            .isEqualTo(LatestNights.read(db, board, settings));
                }
            }
        }
    }

    /** The database key of a recorded run. */
    static long runKey(ResultsDatabase db, String board, String runId) throws SQLException {
        try (var s = db.connection()
                .prepareStatement(
                        "SELECT r.id FROM run r JOIN board b ON r.board_id = b.id WHERE b.name = ? AND r.run_id = ?")) {
            s.setString(1, board);
            s.setString(2, runId);
            try (ResultSet rs = s.executeQuery()) {
                assertThat(rs.next()).as(board + "/" + runId).isTrue();
                return rs.getLong(1);
            }
        }
    }

    static NightVerdict verdict(ResultsDatabase db, RunRecord run) throws SQLException {
        return NightVerdicts.of(
                        db.connection(),
                        run.run().board(),
                        runKey(db, run.run().board(), run.run().runId()))
                .orElseThrow();
    }

    @Test
    void eachNightIsJudgedOnceAsCompareJudgesTheTwoFolders(@TempDir Path dir) throws Exception {
        SplittableRandom random = new SplittableRandom(SEED);
        RunRecord first = SyntheticRuns.run("fx", 0, 1.0, random);
        RunRecord slower = SyntheticRuns.run("fx", 1, 0.9, random).withThreshold(0.05);
        try (ResultsDatabase db = ResultsDatabase.open(newDatabase(dir))) {
            RunStore store = new RunStore(db);
            store.record(first);
            store.record(slower);

            assertThat(verdict(db, first).baselineRun()).isEmpty();
            assertThat(verdict(db, first).points()).isEmpty();
            NightVerdict stored = verdict(db, slower);
            assertThat(stored.baselineRun()).contains(first.run().runId());
            assertThat(stored.threshold()).isEqualTo(0.05);
            List<PointChange> expected =
                    RunComparison.compare(first.points(), slower.points(), 0.05, RunComparison.DEFAULT_ALPHA);
            assertThat(stored.points()).containsExactlyInAnyOrderElementsOf(expected);
            // Every point 10 % slower, 16 iterations a side: a t-test on the iterations calls each one.
            assertThat(stored.points())
                    .filteredOn(c -> !Double.isNaN(c.candidateMbS()) && !Double.isNaN(c.baselineMbS()))
                    .isNotEmpty()
                    .allSatisfy(c -> assertThat(c.test()).isIn(Significance.WELCH, Significance.STUDENT))
                    .allSatisfy(c -> assertThat(c.verdict()).isEqualTo(Verdict.REGRESSION));
        }
    }

    @Test
    void aDropBetweenTheDefaultAndTheBoardsOwnThresholdIsNoRegression(@TempDir Path dir) throws Exception {
        SplittableRandom random = new SplittableRandom(SEED);
        RunRecord base = SyntheticRuns.run("own", 0, 1.0, random);
        RunRecord fourPercent = SyntheticRuns.run("own", 1, 0.96, random);
        try (ResultsDatabase db = ResultsDatabase.open(newDatabase(dir))) {
            RunStore store = new RunStore(db);
            store.record(base);
            store.record(fourPercent.withThreshold(0.05));
            assertThat(verdict(db, fourPercent).points()).noneMatch(c -> c.verdict() == Verdict.REGRESSION);

            store.record(SyntheticRuns.run("default", 0, 1.0, new SplittableRandom(SEED)));
            RunRecord atDefault = SyntheticRuns.run("default", 1, 0.96, new SplittableRandom(SEED + 1));
            store.record(atDefault);
            assertThat(verdict(db, atDefault).threshold()).isEqualTo(RunComparison.DEFAULT_THRESHOLD);
            assertThat(verdict(db, atDefault).points()).anyMatch(c -> c.verdict() == Verdict.REGRESSION);
        }
    }

    @Test
    void aNightRecordedLateBecomesTheNextNightsNightBefore(@TempDir Path dir) throws Exception {
        SplittableRandom random = new SplittableRandom(SEED);
        RunRecord one = SyntheticRuns.run("late", 0, 1.0, random);
        RunRecord two = SyntheticRuns.run("late", 1, 1.0, random);
        RunRecord three = SyntheticRuns.run("late", 2, 1.0, random);
        try (ResultsDatabase db = ResultsDatabase.open(newDatabase(dir))) {
            RunStore store = new RunStore(db);
            store.record(one);
            store.record(three);
            assertThat(verdict(db, three).baselineRun()).contains(one.run().runId());

            store.record(two);

            assertThat(verdict(db, two).baselineRun()).contains(one.run().runId());
            assertThat(verdict(db, three).baselineRun()).contains(two.run().runId());
            assertThat(verdict(db, three).points())
                    .containsExactlyInAnyOrderElementsOf(RunComparison.compare(
                            two.points(),
                            three.points(),
                            RunComparison.DEFAULT_THRESHOLD,
                            RunComparison.DEFAULT_ALPHA));
        }
    }

    /**
     * A night that fails only on a change point: four nights at one level, then nights 15 %
     * slower. The second slow night is no slower than the night before, yet its stored
     * verdict is a regression, on the change point from night 3 to night 4, stored with it
     * and read back whole; acknowledged, the next night's verdict is acknowledged, naming the
     * acknowledgement, and the change point it accepts.
     */
    @Test
    void aNightsChangePointsAreStoredWithItsVerdict(@TempDir Path dir) throws Exception {
        try (ResultsDatabase db = ResultsDatabase.open(newDatabase(dir))) {
            RunStore store = new RunStore(db);
            SplittableRandom random = new SplittableRandom(SEED);
            for (int night = 0; night < 6; night++) {
                store.record(SyntheticRuns.allOk(SyntheticRuns.run("cp", night, night < 4 ? 1.0 : 0.85, random)));
            }
            NightVerdict sixth =
                    NightVerdicts.of(db, "cp", SyntheticRuns.runId(5)).orElseThrow();

            assertThat(sixth.pointRegressions()).isEmpty();
            assertThat(sixth.changePointsSearched()).isTrue();
            assertThat(sixth.outcome()).isEqualTo(NightVerdict.Outcome.REGRESSION);
            assertThat(sixth.changePoints(ChangePointFinding.Kind.REGRESSION))
                    .isNotEmpty()
                    .allSatisfy(f -> {
                        assertThat(f.beforeRun()).isEqualTo(SyntheticRuns.runId(3));
                        assertThat(f.afterRun()).isEqualTo(SyntheticRuns.runId(4));
                        assertThat(f.relativeChange()).isBetween(-0.2, -0.1);
                        assertThat(f.pValue()).isLessThan(0.01);
                    });
            // The night before searched its own: a recorded night keeps what it was judged.
            assertThat(NightVerdicts.of(db, "cp", SyntheticRuns.runId(4))
                            .orElseThrow()
                            .changePointsSearched())
                    .isTrue();

            new AcknowledgementStore(db).acknowledge("cp", SyntheticRuns.runId(4), "slower PHY, accepted", "alice");
            store.record(SyntheticRuns.allOk(SyntheticRuns.run("cp", 6, 0.85, random)));
            NightVerdict seventh =
                    NightVerdicts.of(db, "cp", SyntheticRuns.runId(6)).orElseThrow();

            assertThat(seventh.outcome()).isEqualTo(NightVerdict.Outcome.ACKNOWLEDGED);
            assertThat(seventh.acknowledgement().orElseThrow().reason()).isEqualTo("slower PHY, accepted");
            assertThat(seventh.changePoints(ChangePointFinding.Kind.ACKNOWLEDGED))
                    .isNotEmpty()
                    .allSatisfy(f -> assertThat(f.afterRun()).isEqualTo(SyntheticRuns.runId(4)));
            assertThat(seventh.changePoints(ChangePointFinding.Kind.REGRESSION)).isEmpty();
            // The night judged before the acknowledgement still says what it said.
            assertThat(NightVerdicts.of(db, "cp", SyntheticRuns.runId(5)).orElseThrow())
                    .isEqualTo(sixth);
        }
    }

    /**
     * A night recorded out of order becomes the night before of the one after it, whose points
     * are judged again against it; the rest of that night's verdict (its change points searched,
     * the acknowledgement then in force) stays as it was judged.
     */
    @Test
    void aNightRecordedOutOfOrderLeavesTheNextNightsChangePointsAsJudged(@TempDir Path dir) throws Exception {
        try (ResultsDatabase db = ResultsDatabase.open(newDatabase(dir))) {
            RunStore store = new RunStore(db);
            SplittableRandom random = new SplittableRandom(SEED);
            List<RunRecord> nights = new ArrayList<>();
            for (int night = 0; night < 6; night++) {
                nights.add(SyntheticRuns.allOk(SyntheticRuns.run("late", night, night < 4 ? 1.0 : 0.85, random)));
            }
            for (int night : new int[] {0, 1, 2, 3, 5}) {
                store.record(nights.get(night));
            }
            new AcknowledgementStore(db).acknowledge("late", SyntheticRuns.runId(3), "known", "alice");
            NightVerdict before =
                    NightVerdicts.of(db, "late", SyntheticRuns.runId(5)).orElseThrow();
            assertThat(before.baselineRun()).contains(SyntheticRuns.runId(3));
            assertThat(before.changePointsSearched()).isTrue();

            store.record(nights.get(4));

            NightVerdict after =
                    NightVerdicts.of(db, "late", SyntheticRuns.runId(5)).orElseThrow();
            assertThat(after.baselineRun()).contains(SyntheticRuns.runId(4));
            assertThat(after.points()).noneMatch(c -> c.verdict() == Verdict.REGRESSION);
            assertThat(after.changePointsSearched()).isEqualTo(before.changePointsSearched());
            assertThat(after.changePoints()).isEqualTo(before.changePoints());
            assertThat(after.acknowledgement()).isEqualTo(before.acknowledgement());
        }
    }

    @Test
    void aNightsRecommendationRecordsWhetherItWasDecided(@TempDir Path dir) throws Exception {
        RunRecord run = SyntheticRuns.run("open", 0, 1.0, new SplittableRandom(SEED));
        List<Recommendation> marked = new ArrayList<>();
        for (int i = 0; i < run.recommendations().size(); i++) {
            Recommendation r = run.recommendations().get(i);
            marked.add(i == 0 ? r.asUndecided(new Undecided(List.of("3", "7"))) : r);
        }
        assertThat(marked).hasSizeGreaterThan(1);
        try (ResultsDatabase db = ResultsDatabase.open(newDatabase(dir))) {
            new RunStore(db)
                    .record(new RunRecord(
                            run.run(),
                            run.points(),
                            run.baselines(),
                            run.latencies(),
                            run.fits(),
                            marked,
                            run.threshold()));
            List<String> stored = new ArrayList<>();
            try (Statement s = db.connection().createStatement();
                    ResultSet rs = s.executeQuery("SELECT undecided FROM recommendation ORDER BY id")) {
                while (rs.next()) {
                    stored.add(rs.getString(1));
                }
            }
            assertThat(stored).hasSameSizeAs(marked).startsWith("3..7");
            assertThat(stored.subList(1, stored.size())).containsOnlyNulls();
        }
    }

    @Test
    void aDatabaseOfSchemaSixKeepsEveryRowAndItsRunsGetTheirVerdict(@TempDir Path dir) throws Exception {
        DatabaseLocation location = newDatabase(dir);
        SplittableRandom random = new SplittableRandom(SEED);
        List<RunRecord> nights = new ArrayList<>();
        try (ResultsDatabase db = ResultsDatabase.open(location)) {
            RunStore store = new RunStore(db);
            for (int night = 0; night < 4; night++) {
                RunRecord run = SyntheticRuns.run("old", night, night < 2 ? 1.0 : 0.8, random);
                store.record(run);
                nights.add(run);
            }
            // Back to schema 6: what a database written before nights were judged once holds.
            try (Statement s = db.connection().createStatement()) {
                s.executeUpdate("DROP TABLE change_point_verdict");
                s.executeUpdate("DROP INDEX run_by_start");
                s.executeUpdate("DROP TABLE point_verdict");
                s.executeUpdate("DROP TABLE verdict");
                s.executeUpdate("DROP TABLE acknowledgement");
                for (String column : List.of("cpu_us_per_mb", "cpu_error_us_per_mb", "host_cpu_share")) {
                    s.executeUpdate("ALTER TABLE point DROP COLUMN " + column);
                }
                s.executeUpdate("ALTER TABLE explanation DROP COLUMN points_changed");
                s.executeUpdate("ALTER TABLE recommendation DROP COLUMN undecided");
                s.executeUpdate("ALTER TABLE recommendation DROP COLUMN value_interval");
                s.executeUpdate(
                        "DELETE FROM flyway_schema_history WHERE version IN ('7', '8', '9', '10', '11', '12', '13', '14')");
            }
        }
        long runs;
        long points;
        long iterations;
        try (ResultsDatabase db = ResultsDatabase.open(location)) {
            runs = count(db, "run");
            points = count(db, "point");
            iterations = count(db, "iteration");
        }
        assertThat(runs).isEqualTo(4);
        try (ResultsDatabase db = ResultsDatabase.open(location)) {
            assertThat(count(db, "point")).isEqualTo(points);
            assertThat(count(db, "iteration")).isEqualTo(iterations);
            assertThat(count(db, "verdict")).isEqualTo(4);
            assertThat(verdict(db, nights.get(0)).baselineRun()).isEmpty();
            for (int night = 1; night < 4; night++) {
                assertThat(verdict(db, nights.get(night)).baselineRun())
                        .contains(nights.get(night - 1).run().runId());
            }
            assertThat(verdict(db, nights.get(2)).points()).anyMatch(c -> c.verdict() == Verdict.REGRESSION);
            assertThat(verdict(db, nights.get(3)).points()).noneMatch(c -> c.verdict() == Verdict.REGRESSION);
        }
    }

    /** Records nights {@code from} to {@code to} - 1 of a board: the first 25 % high, the last 30 % low, the rest as usual. */
    private static List<RunRecord> recordNights(RunStore store, String board, int from, int to) throws SQLException {
        SplittableRandom random = new SplittableRandom(SEED);
        List<RunRecord> nights = new ArrayList<>();
        for (int night = from; night < to; night++) {
            double level = night == from ? 1.25 : night == to - 1 ? 0.7 : 1.0;
            RunRecord run = SyntheticRuns.run(board, night, level, random);
            store.record(run);
            nights.add(run);
        }
        return nights;
    }

    private static Double recordedAt(RunRecord night, PointKey at) {
        return night.points().stream()
                .filter(p -> p.key().equals(at))
                .findFirst()
                .orElseThrow()
                .throughputMbS();
    }

    static BoardSummaryStore.Stored stored(ResultsDatabase db, String board) throws SQLException {
        return new BoardSummaryStore(db)
                .all().stream().filter(s -> s.board().equals(board)).findFirst().orElseThrow();
    }

    static long count(ResultsDatabase db, String table) throws SQLException {
        Connection c = db.connection();
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM " + table)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
