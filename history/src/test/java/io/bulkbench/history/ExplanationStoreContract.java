package io.bulkbench.history;

import static io.bulkbench.history.StoreContract.count;
import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.explain.ModelChange;
import io.bulkbench.analysis.explain.ParameterChange;
import io.bulkbench.analysis.explain.RecordedExplanation;
import io.bulkbench.analysis.explain.StageEstimate;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What every results database must do with explain's comparisons: ExplanationStoreTest on
 * SQLite, PostgresExplanationStoreIT on a PostgreSQL server the test starts. The board
 * "snowball" has runs on nights 0, 5 and 6 (SyntheticRuns); the comparison is written out
 * by hand, one parameter of each kind explain.csv holds: changed, unchanged, an end the
 * data do not bound, a side not fitted.
 */
abstract class ExplanationStoreContract {
    static final String BOARD = "snowball";
    static final ModelChange CHANGE = new ModelChange(List.of(
            new ParameterChange(
                    new StageEstimate("link.per_request_us", 15.0, 14.6, 15.4),
                    new StageEstimate("link.per_request_us", 25.0, 24.5, 25.6)),
            new ParameterChange(
                    new StageEstimate("host.submit_us", 52.0, 51.8, 52.2),
                    new StageEstimate("host.submit_us", 52.5, 52.3, 52.7)),
            new ParameterChange(
                    new StageEstimate("device.jitter_us", 3.0, Double.NaN, 7.0),
                    new StageEstimate("device.jitter_us", 3.5, 1.0, 6.0)),
            new ParameterChange(StageEstimate.notFitted("copy.mb_s"), new StageEstimate("copy.mb_s", 900, 880, 920))));

    /** A new, empty database of the engine under test. */
    abstract DatabaseLocation newDatabase(Path scratch) throws Exception;

    private static ResultsDatabase withNights(DatabaseLocation location) throws Exception {
        ResultsDatabase db = ResultsDatabase.open(location);
        SplittableRandom random = new SplittableRandom(7);
        for (int night : new int[] {0, 5, 6}) {
            new RunStore(db).record(SyntheticRuns.run(BOARD, night, random));
        }
        return db;
    }

    @Test
    void aComparisonIsRecordedWholeAndReadBackAsItWas(@TempDir Path dir) throws Exception {
        try (ResultsDatabase db = withNights(newDatabase(dir))) {
            ExplanationStore store = new ExplanationStore(db);

            assertThat(store.record(BOARD, SyntheticRuns.runId(5), SyntheticRuns.runId(0), CHANGE))
                    .contains(RecordOutcome.RECORDED);

            assertThat(count(db, "explanation")).isEqualTo(4);
            assertThat(count(db, "explanation WHERE before_low IS NULL"))
                    .as("device.jitter_us's open end and copy.mb_s's side not fitted")
                    .isEqualTo(2);
            assertThat(count(db, "explanation WHERE before_value IS NULL AND parameter = 'copy.mb_s'"))
                    .isEqualTo(1);
            List<RecordedExplanation> read = store.of(BOARD);
            assertThat(read)
                    .containsExactly(new RecordedExplanation(
                            BOARD, SyntheticRuns.runId(0), SyntheticRuns.runId(5), SyntheticRuns.started(5), CHANGE));
            // (25 - 15) / 15 = +66.7 %; the host's change 0.5 +- 0.28 lies inside 2 % of 52.5; the device's jitter
            // unbounded before.
            assertThat(read.get(0).change().summary())
                    .isEqualTo("the link's per-request bus cost rose from 15.0 to 25.0 us (+66.7 %);"
                            + " the host is unchanged; the device and the copy cannot be told from these runs");
            assertThat(store.of("other-board")).isEmpty();
        }
    }

    @Test
    void theCountOfPointsCompareCalledChangedIsKeptSoTheRunsAreSaidToDiffer(@TempDir Path dir) throws Exception {
        ModelChange nothingPlaced = new ModelChange(List.of(new ParameterChange(
                        new StageEstimate("host.submit_us", 52.0, 40.0, 64.0),
                        new StageEstimate("host.submit_us", 53.0, 41.0, 65.0))))
                .withPointsChanged(3);
        try (ResultsDatabase db = withNights(newDatabase(dir))) {
            ExplanationStore store = new ExplanationStore(db);
            store.record(BOARD, SyntheticRuns.runId(6), SyntheticRuns.runId(5), nothingPlaced);

            assertThat(store.of(BOARD)).singleElement().satisfies(e -> {
                assertThat(e.change().pointsChanged()).isEqualTo(3);
                assertThat(e.change().summary()).startsWith("the runs differ (compare finds 3 points changed)");
            });
            assertThat(store.latestOf(BOARD, SyntheticRuns.runId(6)).pointsChanged())
                    .isEqualTo(3);
        }
    }

    @Test
    void theSameTwoRunsRecordedAgainAreSkippedAndAnotherBeforeRunIsAnotherComparison(@TempDir Path dir)
            throws Exception {
        try (ResultsDatabase db = withNights(newDatabase(dir))) {
            ExplanationStore store = new ExplanationStore(db);
            store.record(BOARD, SyntheticRuns.runId(6), SyntheticRuns.runId(0), CHANGE);

            assertThat(store.record(BOARD, SyntheticRuns.runId(6), SyntheticRuns.runId(0), CHANGE))
                    .contains(RecordOutcome.ALREADY_RECORDED);
            assertThat(count(db, "explanation")).isEqualTo(4);

            assertThat(store.record(BOARD, SyntheticRuns.runId(6), SyntheticRuns.runId(5), CHANGE))
                    .contains(RecordOutcome.RECORDED);
            assertThat(count(db, "explanation")).isEqualTo(8);
        }
    }

    @Test
    void aComparisonWhoseAfterRunIsNotRecordedIsNotRecorded(@TempDir Path dir) throws Exception {
        try (ResultsDatabase db = withNights(newDatabase(dir))) {
            ExplanationStore store = new ExplanationStore(db);

            assertThat(store.record(BOARD, SyntheticRuns.runId(9), SyntheticRuns.runId(0), CHANGE))
                    .isEqualTo(Optional.empty());
            assertThat(store.record("other-board", SyntheticRuns.runId(5), SyntheticRuns.runId(0), CHANGE))
                    .isEqualTo(Optional.empty());

            assertThat(count(db, "explanation")).isZero();
            assertThat(count(db, "board")).as("no board made for it").isEqualTo(1);
        }
    }

    @Test
    void aBoardsComparisonsComeBackByTheirAfterRunsStart(@TempDir Path dir) throws Exception {
        try (ResultsDatabase db = withNights(newDatabase(dir))) {
            ExplanationStore store = new ExplanationStore(db);
            ModelChange hostOnly = new ModelChange(CHANGE.parameters().subList(1, 2));
            store.record(BOARD, SyntheticRuns.runId(6), SyntheticRuns.runId(5), hostOnly);
            store.record(BOARD, SyntheticRuns.runId(5), SyntheticRuns.runId(0), CHANGE);

            assertThat(store.of(BOARD))
                    .extracting(RecordedExplanation::afterRun, RecordedExplanation::change)
                    .containsExactly(
                            org.assertj.core.groups.Tuple.tuple(SyntheticRuns.runId(5), CHANGE),
                            org.assertj.core.groups.Tuple.tuple(SyntheticRuns.runId(6), hostOnly));
        }
    }
}
