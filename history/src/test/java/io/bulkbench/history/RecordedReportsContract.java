package io.bulkbench.history;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointOrigin;
import io.bulkbench.reports.ReportInput;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What every results database gives back of a recorded run for its report: RecordedReportsTest
 * on SQLite, PostgresRecordedReportsIT on a PostgreSQL server the test starts. The run is
 * read from a run folder written through reports' writers, as import reads one, so what the
 * report writer would take from that folder is what the database must give back.
 */
abstract class RecordedReportsContract {
    static final String BOARD = "snowball";

    /** A new, empty database of the engine under test. */
    abstract DatabaseLocation newDatabase(Path scratch) throws Exception;

    @Test
    void aRecordedRunGivesBackWhatItsFolderHeld(@TempDir Path dir) throws Exception {
        RunRecord made = SyntheticRuns.run(BOARD, 3, new SplittableRandom(11));
        RunRecord folder = SyntheticRuns.readFolder(
                SyntheticRuns.writeFolder(dir.resolve(made.run().runId()), made), BOARD);
        try (ResultsDatabase db = ResultsDatabase.open(newDatabase(dir))) {
            new RunStore(db).record(folder);

            ReportInput input =
                    new RecordedReports(db).of(BOARD, made.run().runId()).orElseThrow();

            assertThat(input.board()).isEqualTo(BOARD);
            assertThat(input.device()).isEqualTo(SyntheticRuns.DEVICE);
            assertThat(input.runId()).isEqualTo(SyntheticRuns.runId(3));
            assertThat(input.createdAt()).isEqualTo("2026-01-04T02:15:00Z");
            assertThat(input.points()).containsExactlyElementsOf(folder.points());
            assertThat(input.points())
                    .filteredOn(MeasuredPoint::isOk)
                    .allSatisfy(p -> assertThat(p.samples()).hasSize(16));
            assertThat(input.baselines()).containsExactlyElementsOf(folder.baselines());
            assertThat(input.latencies()).containsExactlyElementsOf(folder.latencies());
            assertThat(input.analysis().fits()).containsExactlyElementsOf(folder.fits());
            assertThat(input.analysis().recommendations()).containsExactlyElementsOf(folder.recommendations());
            assertThat(input.explanation().parameters()).isEmpty();
            assertThat(input.comparison()).isEmpty();
            assertThat(input.reproduceCommand()).contains("host lab-host-1", SyntheticRuns.PLAN.settings());
            assertThat(input.provenance())
                    .contains("results database", "host lab-host-1", "compare.csv", "confirm.csv", "calibrated.yaml");
            assertThat(new RecordedReports(db).of(BOARD, "20990101-000000")).isEmpty();
            assertThat(new RecordedReports(db).of("other-board", made.run().runId()))
                    .isEmpty();
        }
    }

    @Test
    void predictedPointsComeBackPredictedAndTheLatestComparisonIsTheReportsOne(@TempDir Path dir) throws Exception {
        RunRecord made = SyntheticRuns.run(BOARD, 6, new SplittableRandom(12));
        MeasuredPoint measured = made.points().get(0);
        MeasuredPoint predicted = new MeasuredPoint(
                made.points().get(1).key(),
                made.points().get(1).status(),
                33.0,
                0,
                33.0,
                33.0,
                1,
                0,
                "",
                List.of(),
                null,
                PointOrigin.PREDICTED,
                null);
        RunRecord designed = new RunRecord(
                made.run(),
                List.of(measured, predicted),
                made.baselines(),
                List.of(),
                made.fits(),
                made.recommendations());
        try (ResultsDatabase db = ResultsDatabase.open(newDatabase(dir))) {
            SplittableRandom random = new SplittableRandom(13);
            for (int night : new int[] {0, 5}) {
                new RunStore(db).record(SyntheticRuns.run(BOARD, night, random));
            }
            new RunStore(db).record(designed);
            RecordedReports reports = new RecordedReports(db);
            Map<String, String> before = reports.digests(BOARD);
            assertThat(before).containsOnlyKeys(SyntheticRuns.runId(0), SyntheticRuns.runId(5), SyntheticRuns.runId(6));

            ExplanationStore explanations = new ExplanationStore(db);
            explanations.record(BOARD, SyntheticRuns.runId(6), SyntheticRuns.runId(0), ExplanationStoreContract.CHANGE);

            ReportInput input = reports.of(BOARD, SyntheticRuns.runId(6)).orElseThrow();
            assertThat(input.points()).containsExactly(measured, predicted);
            assertThat(input.points().get(1).isPredicted()).isTrue();
            assertThat(input.latencies()).isEmpty();
            assertThat(input.explanation()).isEqualTo(ExplanationStoreContract.CHANGE);
            Map<String, String> after = reports.digests(BOARD);
            assertThat(after.get(SyntheticRuns.runId(6)))
                    .as("a comparison recorded after the run changes what its report is made of")
                    .isNotEqualTo(before.get(SyntheticRuns.runId(6)));
            assertThat(after.get(SyntheticRuns.runId(5))).isEqualTo(before.get(SyntheticRuns.runId(5)));
        }
    }

    @Test
    void aFolderHoldsItsRunOnlyWithTheRecordedMeasurements(@TempDir Path dir) throws Exception {
        RunRecord recorded = SyntheticRuns.run(BOARD, 0, new SplittableRandom(14));
        RunRecord other = SyntheticRuns.run(BOARD, 0, new SplittableRandom(15));
        try (ResultsDatabase db = ResultsDatabase.open(newDatabase(dir))) {
            RunStore store = new RunStore(db);
            assertThat(store.holds(recorded)).isFalse();
            store.record(recorded);
            assertThat(store.holds(recorded)).isTrue();
            assertThat(store.holds(other)).as("another run under the same id").isFalse();
        }
    }
}
