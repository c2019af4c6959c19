package io.bulkbench.reports.csv;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.bisect.BisectSample;
import io.bulkbench.analysis.bisect.CommitVerdict;
import io.bulkbench.analysis.bisect.RelativeChange;
import io.bulkbench.analysis.bisect.Side;
import io.bulkbench.analysis.bisect.TestedCommit;
import io.bulkbench.analysis.bisect.TestedCommit.PointResult;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.PointKey;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** bisect.csv and bisect-samples.csv: the exact text written, read back, and a torn last line left out. */
class BisectJournalTest {
    private static final PointKey POINT = new PointKey("fw", "sim:hs", Direction.IN, 4, 16384, CopyMode.COPY);

    @Test
    void rowsAreWrittenAsTheyComeAndReadBack(@TempDir Path dir) throws Exception {
        TestedCommit good = new TestedCommit(
                "aaa",
                "=start",
                Side.GOOD_END,
                CommitVerdict.GOOD,
                5,
                OptionalInt.of(1),
                List.of(new PointResult(POINT, OptionalDouble.of(40.5), Optional.empty())));
        TestedCommit skipped = new TestedCommit(
                "bbb",
                "broken build",
                Side.COMMIT,
                CommitVerdict.SKIP,
                0,
                OptionalInt.of(1),
                List.of(PointResult.notMeasured(POINT)));
        TestedCommit bad = new TestedCommit(
                "ccc",
                "slower, really",
                Side.COMMIT,
                CommitVerdict.BAD,
                6,
                OptionalInt.of(3),
                List.of(new PointResult(
                        POINT, OptionalDouble.of(37.25), Optional.of(new RelativeChange(-0.08, -0.1, -0.05)))));
        try (BisectJournal journal = BisectJournal.open(dir, List.of(POINT))) {
            journal.append(good);
            journal.append(new BisectSample("aaa", POINT, 40.5));
            journal.append(skipped);
            journal.append(bad);
        }

        assertThat(dir.resolve("bisect.csv")).content(StandardCharsets.UTF_8).isEqualTo("""
                commit,subject,role,verdict,repeats,builds,in_copy_16k_4_mb_s,in_copy_16k_4_change,in_copy_16k_4_change_low,in_copy_16k_4_change_high
                aaa,'=start,good_end,good,5,1,40.5,,,
                bbb,broken build,commit,skip,0,1,,,,
                ccc,"slower, really",commit,bad,6,3,37.25,-0.08,-0.1,-0.05
                """);
        assertThat(dir.resolve("bisect-samples.csv"))
                .content(StandardCharsets.UTF_8)
                .isEqualTo("""
                board,device,direction,buffers,request_bytes,copy_mode,commit,mb_s
                fw,sim:hs,in,4,16384,copy,aaa,40.5
                """);
        assertThat(BisectCsv.read(dir.resolve("bisect.csv"), List.of(POINT))).containsExactly(good, skipped, bad);
        assertThat(BisectSamplesCsv.read(dir.resolve("bisect-samples.csv")))
                .containsExactly(new BisectSample("aaa", POINT, 40.5));
    }

    @Test
    void aFileFromBeforeBuildsWereCountedReadsWithoutThem(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bisect.csv");
        Files.writeString(file, """
                commit,subject,role,verdict,repeats,in_copy_16k_4_mb_s,in_copy_16k_4_change,in_copy_16k_4_change_low,in_copy_16k_4_change_high
                aaa,start,good_end,good,5,40.5,,,
                """);

        assertThat(BisectCsv.read(file, List.of(POINT)))
                .singleElement()
                .satisfies(c -> assertThat(c.builds()).isEmpty());
    }

    @Test
    void aTornLastLineIsLeftOutAndCutOffWhenTheJournalGoesOn(@TempDir Path dir) throws Exception {
        try (BisectJournal journal = BisectJournal.open(dir, List.of(POINT))) {
            journal.append(new BisectSample("aaa", POINT, 40.5));
        }
        Files.writeString(dir.resolve("bisect-samples.csv"), "fw,sim:hs,in,4,16", StandardOpenOption.APPEND);
        assertThat(BisectSamplesCsv.read(dir.resolve("bisect-samples.csv"))).hasSize(1);

        try (BisectJournal journal = BisectJournal.open(dir, List.of(POINT))) {
            journal.append(new BisectSample("bbb", POINT, 39.0));
        }
        assertThat(BisectSamplesCsv.read(dir.resolve("bisect-samples.csv")))
                .containsExactly(new BisectSample("aaa", POINT, 40.5), new BisectSample("bbb", POINT, 39.0));
    }
}
