package io.bulkbench.reports.csv;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.Fixtures;
import io.bulkbench.reports.RunFolder;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JournalTest {
    private static final String HEADER = String.join(",", PointsCsv.COLUMNS) + "\n";

    @Test
    void aLastLineWithoutNewlineIsIgnored() throws IOException {
        String csv = HEADER + "snowball,null,in,2,16384,copy,ok,10,1,9,11,3,0,,,,,,measured\n"
                + "snowball,null,in,4,16384,copy,ok,20,1,19,21,3,0,,0.004,,,,measured\n"
                + "snowball,null,in,8,16384,copy,ok,3";
        List<MeasuredPoint> read = PointsCsv.readJournal(new StringReader(csv), "points.csv");
        assertThat(read).extracting(p -> p.key().buffers()).containsExactly(2, 4);
    }

    @Test
    void aLastRowThatLacksOnlyItsNewlineIsRead() throws IOException {
        String failed = "snowball,null,in,8,16384,copy,failed,,,,,0,0,timeout,,,,,measured\n";
        String retried = "snowball,null,in,8,16384,copy,ok,30,1,29,31,3,0,,,,,,measured";
        String csv = HEADER + "snowball,null,in,2,16384,copy,ok,10,1,9,11,3,0,,,,,,measured\n" + failed + retried;

        List<MeasuredPoint> read = PointsCsv.readJournal(new StringReader(csv), "points.csv");

        assertThat(read).extracting(p -> p.key().buffers()).containsExactly(2, 8);
        assertThat(read.get(1).isOk()).isTrue();
        assertThat(read.get(1).throughputMbS()).isEqualTo(30.0);
    }

    @Test
    void aLastRowCutInsideItsLastCellIsATornOneNotBadInput() throws IOException {
        String csv = HEADER + "snowball,null,in,2,16384,copy,ok,10,1,9,11,3,0,,,,,,measured\n"
                + "snowball,null,in,4,16384,copy,ok,20,1,19,21,3,0,,0.004,meas";
        assertThat(PointsCsv.readJournal(new StringReader(csv), "points.csv"))
                .extracting(p -> p.key().buffers())
                .containsExactly(2);
    }

    @Test
    void aLastRowWithAQuoteNeverClosedIsATornOne() throws IOException {
        String csv = HEADER + "snowball,null,in,2,16384,copy,ok,10,1,9,11,3,0,,,,,,measured\n"
                + "snowball,null,in,8,16384,copy,failed,,,,,0,0,\"cut, here,";
        assertThat(PointsCsv.readJournal(new StringReader(csv), "points.csv"))
                .extracting(p -> p.key().buffers())
                .containsExactly(2);
    }

    @Test
    void reopeningAJournalWhoseLastRowLacksItsNewlineKeepsThatRow(@TempDir Path dir) throws IOException {
        List<MeasuredPoint> points = Fixtures.points();
        try (PointJournal journal = PointJournal.open(dir)) {
            journal.append(points.get(0));
        }
        Path file = dir.resolve(RunFolder.POINTS_CSV);
        Files.writeString(file, Files.readString(file).stripTrailing());
        assertThat(RunFolder.readPoints(dir)).containsExactly(points.get(0));

        try (PointJournal journal = PointJournal.open(dir)) {
            journal.append(points.get(1));
        }

        assertThat(RunFolder.readPoints(dir)).containsExactly(points.get(0), points.get(1));
        assertThat(Files.readAllLines(dir.resolve(RunFolder.POINTS_CSV))).hasSize(3);
    }

    @Test
    void aWholeLastLineWithFewerCellsIsRefusedLikeAnyOther() {
        String csv = HEADER + "snowball,null,in,2,16384,copy,ok,10,1,9,11,3,0,,,,,,measured\n"
                + "snowball,null,in,8,16384,copy,ok,10,1,9,11,3,0\n";
        assertThatThrownBy(() -> PointsCsv.readJournal(new StringReader(csv), "points.csv"))
                .hasMessageContaining("points.csv line 3: the record has 13 cells but the header names 19 columns");
    }

    @Test
    void aPointRecordedTwiceWithOtherFiguresIsRefusedNamingBothLines() throws IOException {
        String ok = "snowball,null,in,2,16384,copy,ok,10,1,9,11,3,0,,,,,,measured\n";
        String failed = "snowball,null,in,2,16384,copy,failed,,,,,0,0,timeout,,,,,measured\n";
        assertThat(PointsCsv.readJournal(new StringReader(HEADER + failed + ok), "points.csv"))
                .singleElement()
                .satisfies(p -> assertThat(p.isOk()).isTrue());
        assertThat(PointsCsv.readJournal(new StringReader(HEADER + ok + ok), "points.csv"))
                .hasSize(1);
        assertThatThrownBy(() ->
                        PointsCsv.readJournal(new StringReader(HEADER + ok + ok.replace(",10,", ",12,")), "p.csv"))
                .hasMessageContaining("p.csv line 3")
                .hasMessageContaining("than on line 2 (10.0 and 12.0 MB/s)");
        assertThatThrownBy(() -> PointsCsv.read(new StringReader(HEADER + ok + failed), "p.csv"))
                .hasMessageContaining("line 3")
                .hasMessageContaining("line 2");
    }

    @Test
    void aJournalCutInsideItsHeaderHasNoPoints() throws IOException {
        assertThat(PointsCsv.readJournal(new StringReader("board,device,dire"), "points.csv"))
                .isEmpty();
    }

    @Test
    void appendedPointsReadBackWithTheirSamples(@TempDir Path dir) throws IOException {
        List<MeasuredPoint> points = Fixtures.points();
        try (PointJournal journal = PointJournal.open(dir)) {
            for (MeasuredPoint p : points.subList(0, 5)) {
                journal.append(p);
            }
        }
        try (PointJournal journal = PointJournal.open(dir)) {
            for (MeasuredPoint p : points.subList(5, points.size())) {
                journal.append(p);
            }
        }

        assertThat(RunFolder.readPoints(dir)).containsExactlyElementsOf(points);
        String header = String.join(",", PointsCsv.COLUMNS) + "\n";
        assertThat(Files.readString(dir.resolve(RunFolder.POINTS_CSV)))
                .startsWith(header)
                .containsOnlyOnce(header);
    }

    @Test
    void reopeningATornJournalCutsTheFragmentAndAppendsOnAFreshLine(@TempDir Path dir) throws IOException {
        List<MeasuredPoint> points = Fixtures.points();
        try (PointJournal journal = PointJournal.open(dir)) {
            journal.append(points.get(0));
        }
        Files.writeString(
                dir.resolve(RunFolder.POINTS_CSV),
                "snowball,sim:snowball-msc,in,4,163",
                StandardCharsets.UTF_8,
                StandardOpenOption.APPEND);
        Files.writeString(
                dir.resolve(RunFolder.RAW_CSV),
                "snowball,sim:snowball-msc,in,4,16384,copy,1,3",
                StandardCharsets.UTF_8,
                StandardOpenOption.APPEND);

        try (PointJournal journal = PointJournal.open(dir)) {
            journal.append(points.get(1));
        }

        assertThat(RunFolder.readPoints(dir)).containsExactly(points.get(0), points.get(1));
    }

    @Test
    void aRetakeReplacesItsPointInPlaceWithItsOwnSamples(@TempDir Path dir) throws IOException {
        List<MeasuredPoint> points = Fixtures.points();
        MeasuredPoint late = points.get(0).withLateShare(OptionalDouble.of(0.2));
        MeasuredPoint again = points.get(0)
                .scaledBy(1.25)
                .withLateShare(OptionalDouble.of(0.001))
                .asRetake();
        try (PointJournal journal = PointJournal.open(dir)) {
            journal.append(late);
            journal.append(points.get(1));
            journal.append(again);
        }

        assertThat(RunFolder.readPoints(dir)).containsExactly(again, points.get(1));
        // the same figures again without the mark are still two runs mixed in one folder
        try (PointJournal journal = PointJournal.open(dir)) {
            journal.append(points.get(1).scaledBy(1.25));
        }
        assertThatThrownBy(() -> RunFolder.readPoints(dir))
                .hasMessageContaining("is recorded again with other figures");
    }

    @Test
    void theLateShareOfAnAppendedPointReadsBack(@TempDir Path dir) throws IOException {
        MeasuredPoint late = Fixtures.points().get(0).withLateShare(OptionalDouble.of(0.032));
        MeasuredPoint onPace = Fixtures.points().get(1).withLateShare(OptionalDouble.of(0.0));
        try (PointJournal journal = PointJournal.open(dir)) {
            journal.append(late);
            journal.append(onPace);
        }

        assertThat(RunFolder.readPoints(dir)).containsExactly(late, onPace);
        assertThat(Files.readString(dir.resolve(RunFolder.POINTS_CSV)))
                .contains(",3,0,,0.032,,,,measured\n")
                .contains(",3,0,,0,,,,measured\n");
    }

    @Test
    void aPredictedPointReadsBackPredicted(@TempDir Path dir) throws IOException {
        MeasuredPoint measured = Fixtures.points().get(0);
        MeasuredPoint predicted = Fixtures.points().get(1).predicted();
        try (PointJournal journal = PointJournal.open(dir)) {
            journal.append(measured);
            journal.append(predicted);
        }

        assertThat(RunFolder.readPoints(dir)).containsExactly(measured, predicted);
        assertThat(Files.readAllLines(dir.resolve(RunFolder.POINTS_CSV)))
                .extracting(l -> l.substring(l.lastIndexOf(',') + 1))
                .containsExactly("source", "measured", "predicted");
    }

    @Test
    void aJournalWithoutTheCurrentColumnsIsRefusedNotContinuedInAnotherLayout(@TempDir Path dir) throws IOException {
        String withoutSource = String.join(",", PointsCsv.COLUMNS.subList(0, PointsCsv.COLUMNS.size() - 1)) + "\n"
                + "snowball,sim:snowball-msc,in,2,16384,copy,ok,10,1,9,11,3,0,,\n";
        Files.writeString(dir.resolve(RunFolder.POINTS_CSV), withoutSource);

        assertThatThrownBy(() -> PointJournal.open(dir))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("does not start with the header " + String.join(",", PointsCsv.COLUMNS))
                .hasMessageEndingWith("resume only a run folder this version wrote, or start a new one");
        assertThat(Files.readString(dir.resolve(RunFolder.POINTS_CSV))).isEqualTo(withoutSource);
    }

    @Test
    void aJournalWithAForeignHeaderIsRefused(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve(RunFolder.POINTS_CSV), "board,device,speed\nsnowball,null,1\n");

        assertThatThrownBy(() -> PointJournal.open(dir))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("does not start with the header " + String.join(",", PointsCsv.COLUMNS));
    }

    @Test
    void aPointMeasuredAgainAfterACrashKeepsOnlyTheNewSamples() {
        MeasuredPoint p = Fixtures.points().get(0);
        List<RawSample> samples = List.of(
                new RawSample(p.key(), 1, 1.0),
                new RawSample(p.key(), 2, 2.0),
                new RawSample(p.key(), 1, 10.0),
                new RawSample(p.key(), 2, 11.0),
                new RawSample(p.key(), 3, 12.0));
        assertThat(RawCsv.byPoint(samples).get(p.key())).containsExactly(10.0, 11.0, 12.0);
    }
}
