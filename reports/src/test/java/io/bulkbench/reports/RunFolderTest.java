package io.bulkbench.reports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.analysis.AnalysisResult;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.csv.CompareCsv;
import io.bulkbench.reports.csv.FitsCsv;
import io.bulkbench.reports.csv.PointJournal;
import io.bulkbench.reports.csv.PointsCsv;
import io.bulkbench.reports.csv.RecommendationsCsv;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunFolderTest {

    @Test
    void writesEveryDerivedFileAndTheyReadBack(@TempDir Path dir) throws IOException {
        ReportInput input = Fixtures.input();

        List<Path> written = RunFolder.writeDerived(dir, input);

        assertThat(written)
                .extracting(p -> p.getFileName().toString())
                .contains(
                        RunFolder.FITS_CSV,
                        RunFolder.RECOMMENDATIONS_CSV,
                        RunFolder.COMPARE_CSV,
                        RunFolder.DEFAULTS_CONFIG,
                        RunFolder.REPORT_MD,
                        RunFolder.REPORT_HTML,
                        "chart-in-copy-buffers.png");
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files).containsExactlyInAnyOrderElementsOf(written);
        }
        assertThat(FitsCsv.read(dir.resolve(RunFolder.FITS_CSV)))
                .isEqualTo(input.analysis().fits());
        assertThat(RecommendationsCsv.read(dir.resolve(RunFolder.RECOMMENDATIONS_CSV)))
                .isEqualTo(input.analysis().recommendations());
        assertThat(CompareCsv.read(dir.resolve(RunFolder.COMPARE_CSV))).isEqualTo(input.comparison());
        assertThat(Files.readString(dir.resolve(RunFolder.DEFAULTS_CONFIG)))
                .contains("CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS=6\n");
    }

    @Test
    void noComparisonNoCompareFile(@TempDir Path dir) throws IOException {
        ReportInput input = ReportInput.builder("b", "d", new AnalysisResult(List.of(), List.of()))
                .run("r", "t", "c")
                .points(Fixtures.points())
                .build();
        RunFolder.writeDerived(dir, input);
        assertThat(dir.resolve(RunFolder.COMPARE_CSV)).doesNotExist();
        assertThat(dir.resolve(RunFolder.REPORT_HTML)).isNotEmptyFile();
    }

    @Test
    void readsAWholePointsFileWithoutRawSamples(@TempDir Path dir) throws IOException {
        List<MeasuredPoint> points = Fixtures.points();
        PointsCsv.write(points, dir.resolve(RunFolder.POINTS_CSV));

        List<MeasuredPoint> read = RunFolder.readPoints(dir);

        assertThat(read).hasSameSizeAs(points);
        assertThat(read).allMatch(p -> p.samples().isEmpty());
        assertThat(read.get(3).throughputMbS()).isEqualTo(points.get(3).throughputMbS());
    }

    @Test
    void aRetriedPointCountsOnceAsLastRecorded(@TempDir Path dir) throws IOException {
        MeasuredPoint ok = Fixtures.points().get(0);
        try (PointJournal journal = PointJournal.open(dir)) {
            journal.append(MeasuredPoint.failed(ok.key(), "device disconnected"));
            journal.append(ok);
        }
        assertThat(RunFolder.readPoints(dir)).containsExactly(ok);
    }

    @Test
    void aFolderWithoutPointsIsBadInput(@TempDir Path dir) {
        assertThatThrownBy(() -> RunFolder.readPoints(dir))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("has no points.csv");
    }

    @Test
    void aJournalCanBeOpenedByOneWriterAtATime(@TempDir Path dir) throws IOException {
        PointJournal first = PointJournal.open(dir);
        try {
            assertThatThrownBy(() -> PointJournal.open(dir))
                    .isInstanceOf(BadInputException.class)
                    .hasMessageContaining("is being written by another sweep");
        } finally {
            first.close();
        }
        PointJournal.open(dir).close();
    }

    @Test
    void aRunFolderIsOneHoldingItsPlanAndItHasMeasuredOnceItHoldsAPointsFile(@TempDir Path dir) throws IOException {
        Path stopped = Files.createDirectories(dir.resolve("20261130-021500"));
        Files.writeString(stopped.resolve("sweep.yaml"), "board: snowball\n");
        Path measuring = Files.createDirectories(dir.resolve("20261130-021500-2"));
        Files.writeString(measuring.resolve("sweep.yaml"), "board: snowball\n");
        Files.writeString(measuring.resolve("points.csv"), "");
        Path notARun = Files.createDirectories(dir.resolve("20261129-021500"));
        Files.writeString(notARun.resolve("points.csv"), "");

        assertThat(RunFolder.isRunFolder(stopped)).isTrue();
        assertThat(RunFolder.hasMeasured(stopped)).isFalse();
        assertThat(RunFolder.hasMeasured(measuring)).isTrue();
        assertThat(RunFolder.isRunFolder(notARun)).isFalse();
        assertThat(RunFolder.runsOf(dir)).containsExactly(stopped, measuring);
        assertThat(RunFolder.runsOf(dir.resolve("no-such-board"))).isEmpty();
    }

    @Test
    void aRunsIdIsItsFolderName(@TempDir Path dir) {
        assertThat(RunFolder.id(dir.resolve("20261130-021500-2"))).isEqualTo("20261130-021500-2");
        assertThat(RunFolder.id(dir.resolve("night/."))).isEqualTo("night");
    }

    @Test
    void aPathThatIsNoFolderIsOneLineNamingTheArgument(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("points.csv"), "");
        assertThat(RunFolder.requireFolder(dir, "DIR")).isEqualTo(dir);
        assertThatThrownBy(() -> RunFolder.requireFolder(file, "RUN_DIR"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("RUN_DIR " + file
                        + " is not a folder; give a run folder such as results/snowball-msc/20261130-021500");
    }
}
