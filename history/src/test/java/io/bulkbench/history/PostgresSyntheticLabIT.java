package io.bulkbench.history;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.trend.BoardTrend;
import io.bulkbench.analysis.trend.NightVerdict;
import io.bulkbench.analysis.trend.NightlyPoint;
import io.bulkbench.analysis.trend.PointTrend;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.testing.TestPostgres;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A synthetic lab loaded into PostgreSQL with COPY reads back as the same lab loaded into
 * SQLite with the recording's own inserts: every run, every point of every night (failed
 * ones and their reasons included), every recommended default and every night's stored
 * verdict; and a run recorded afterwards takes a run id of its own.
 */
class PostgresSyntheticLabIT {
    private static final int BOARDS = 4;
    private static final int NIGHTS = 12;

    @Test
    void copiedPointsReadBackAsInsertedOnes(@TempDir Path scratch) throws Exception {
        DatabaseLocation postgres = DatabaseLocation.parse(TestPostgres.server().newDatabase(), "test");
        DatabaseLocation sqlite = DatabaseLocation.sqlite(scratch.resolve("lab.db"));
        for (DatabaseLocation location : List.of(postgres, sqlite)) {
            try (ResultsDatabase db = ResultsDatabase.open(location)) {
                new SyntheticLab(db).write(0, BOARDS, NIGHTS, SyntheticLab.SIX_SIZES, 7);
            }
        }
        for (int b = 0; b < BOARDS; b++) {
            List<PointTrend> copied = pointsOf(postgres, SyntheticLab.board(b));
            List<PointTrend> inserted = pointsOf(sqlite, SyntheticLab.board(b));
            assertThat(copied).hasSize(60);
            assertThat(copied.stream().map(PointTrend::key))
                    .containsExactlyElementsOf(
                            inserted.stream().map(PointTrend::key).toList());
            for (int k = 0; k < copied.size(); k++) {
                assertThat(measurements(copied.get(k))).isEqualTo(measurements(inserted.get(k)));
            }
        }
        for (int b = 0; b < BOARDS; b++) {
            String board = SyntheticLab.board(b);
            BoardTrend copied = trendOf(postgres, board);
            BoardTrend inserted = trendOf(sqlite, board);
            assertThat(copied.runs()).isEqualTo(inserted.runs());
            assertThat(copied.defaults()).isEqualTo(inserted.defaults());
            for (RecordedRun run : copied.runs()) {
                assertThat(verdictOf(postgres, board, run.runId()))
                        .as("%s %s", board, run.runId())
                        .isEqualTo(verdictOf(sqlite, board, run.runId()))
                        .isPresent();
            }
        }
        List<MeasuredPoint> failed = pointsOf(postgres, SyntheticLab.board(0)).stream()
                .flatMap(p -> p.nights().stream())
                .map(NightlyPoint::point)
                .filter(p -> !p.isOk())
                .toList();
        assertThat(failed).hasSize(NIGHTS);
        assertThat(failed.get(0).reason()).isEqualTo("fork exited with code 134");
        assertThat(failed.get(0).throughputMbS()).isNaN();
        try (ResultsDatabase db = ResultsDatabase.open(postgres)) {
            RunRecord next = SyntheticLab.run(0, NIGHTS, NIGHTS + 1, SyntheticLab.SIX_SIZES, new SplittableRandom(9));
            assertThat(new RunStore(db).record(next))
                    .as("the runs' ids came from their table's sequence")
                    .isEqualTo(RecordOutcome.RECORDED);
        }
    }

    private static List<PointTrend> pointsOf(DatabaseLocation location, String board) throws Exception {
        try (ResultsDatabase db = ResultsDatabase.openRecorded(location)) {
            BoardTrend h = new HistoryQuery(db, ChangeMarks.NONE).of(board, Optional.empty(), Optional.empty());
            assertThat(h.runs()).hasSize(NIGHTS);
            return h.points();
        }
    }

    private static BoardTrend trendOf(DatabaseLocation location, String board) throws Exception {
        try (ResultsDatabase db = ResultsDatabase.openRecorded(location)) {
            return new HistoryQuery(db, ChangeMarks.NONE).of(board, Optional.empty(), Optional.empty());
        }
    }

    private static Optional<NightVerdict> verdictOf(DatabaseLocation location, String board, String runId)
            throws Exception {
        try (ResultsDatabase db = ResultsDatabase.openRecorded(location)) {
            return NightVerdicts.of(db, board, runId);
        }
    }

    private static List<String> measurements(PointTrend p) {
        return p.nights().stream()
                .map(n -> n.run().runId() + " " + n.point().status() + " "
                        + n.point().throughputMbS() + " "
                        + n.point().errorMbS() + " " + n.point().minMbS() + " "
                        + n.point().maxMbS() + " "
                        + n.point().iterations() + " " + n.point().verifyErrors() + " "
                        + n.point().reason() + " "
                        + n.point().lateShare())
                .toList();
    }
}
