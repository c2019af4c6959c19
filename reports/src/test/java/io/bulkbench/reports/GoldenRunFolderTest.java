package io.bulkbench.reports;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.csv.PointJournal;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run folder as a killed sweep leaves it (src/test/resources/golden/torn-run): both
 * journals end in a torn line. Exact counts, so any change in how it reads shows.
 */
class GoldenRunFolderTest {

    private static Path copy(Path dir) throws IOException {
        for (String name : List.of(RunFolder.POINTS_CSV, RunFolder.RAW_CSV)) {
            try (InputStream in = GoldenRunFolderTest.class.getResourceAsStream("/golden/torn-run/" + name)) {
                Files.copy(in, dir.resolve(name));
            }
        }
        return dir;
    }

    @Test
    void readsTheCompletePointsWithTheirSamples(@TempDir Path dir) throws IOException {
        List<MeasuredPoint> points = RunFolder.readPoints(copy(dir));

        assertThat(points).hasSize(4);
        assertThat(points)
                .filteredOn(MeasuredPoint::isOk)
                .hasSize(3)
                .allSatisfy(p -> assertThat(p.samples()).hasSize(3));
        assertThat(points.get(0).samples()).containsExactly(17.4, 17.6, 18.1);
        assertThat(points.get(2).reason()).isEqualTo("ENOMEM: usbfs_memory_mb too small, raise it");
        assertThat(points.get(3).throughputMbS()).isEqualTo(22.1);
    }

    @Test
    void itsPointsCsvNamedAloneReadsAsTheFolderDoes(@TempDir Path dir) throws IOException {
        copy(dir);

        assertThat(RunFolder.readPointsFile(dir.resolve(RunFolder.POINTS_CSV))).isEqualTo(RunFolder.readPoints(dir));
    }

    @Test
    void resumingCutsTheTornLinesAndAppendsCleanly(@TempDir Path dir) throws IOException {
        copy(dir);
        // the killed attempt left iteration 1 (37.2) of this point in raw.csv; the redo replaces it
        MeasuredPoint redo = MeasuredPoint.ok(
                Fixtures.key(Direction.IN, 4, 16384, CopyMode.NO_COPY), 38.0, 1.1, List.of(37.5, 38.0, 38.5), 0);

        try (PointJournal journal = PointJournal.open(dir)) {
            journal.append(redo);
        }

        List<MeasuredPoint> after = RunFolder.readPoints(dir);
        assertThat(after).hasSize(5);
        assertThat(after.get(4)).isEqualTo(redo);
        assertThat(Files.readAllLines(dir.resolve(RunFolder.RAW_CSV))).hasSize(1 + 10 + 3);
    }
}
