package io.bulkbench.history;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.trend.BoardTrend;
import io.bulkbench.analysis.trend.NightlyPoint;
import io.bulkbench.analysis.trend.PointTrend;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.testing.TestPostgres;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A synthetic lab loaded into PostgreSQL with COPY reads back as the same lab loaded into
 * SQLite with the recording's own inserts: every point of every night, failed ones and
 * their reasons included.
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
        List<MeasuredPoint> failed = pointsOf(postgres, SyntheticLab.board(0)).stream()
                .flatMap(p -> p.nights().stream())
                .map(NightlyPoint::point)
                .filter(p -> !p.isOk())
                .toList();
        assertThat(failed).hasSize(NIGHTS);
        assertThat(failed.get(0).reason()).isEqualTo("fork exited with code 134");
        assertThat(failed.get(0).throughputMbS()).isNaN();
    }

    private static List<PointTrend> pointsOf(DatabaseLocation location, String board) throws Exception {
        try (ResultsDatabase db = ResultsDatabase.openRecorded(location)) {
            BoardTrend h = new HistoryQuery(db, ChangeMarks.NONE).of(board, Optional.empty(), Optional.empty());
            assertThat(h.runs()).hasSize(NIGHTS);
            return h.points();
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
