package io.bulkbench.reports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.Verdict;
import io.bulkbench.analysis.trend.Acknowledgement;
import io.bulkbench.analysis.trend.ChangePointFinding;
import io.bulkbench.analysis.trend.NightVerdict;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.PointKey;
import io.bulkbench.testing.RandomCases;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A night's verdict files (verdict.csv, compare.csv, change-points.csv) hold the whole
 * record: what nightly writes is what lava and kcidb read back, for any verdict, hostile
 * texts among it; a folder of compare.csv alone reads as a comparison, its change points
 * not searched.
 */
class NightVerdictFilesTest {
    private static final Instant AT = Instant.parse("2026-12-04T02:15:00Z");

    @Test
    void anyVerdictReadsBackAsItWasWritten(@TempDir Path dir) throws Exception {
        RandomCases.check(200, c -> {
            Path run = Files.createTempDirectory(dir, "run");
            String board = utf8(RandomText.draw(c, "board", 12, "\r\n"));
            int changes = c.random().nextInt(4);
            List<ChangePointFinding> found = new ArrayList<>();
            for (int i = 0; i < changes; i++) {
                PointKey key = new PointKey(
                        board.isBlank() ? "b" : board, "sim:hs", Direction.IN, 1 << (i + 1), 16384, CopyMode.COPY);
                double before = 1 + 100 * c.random().nextDouble();
                found.add(new ChangePointFinding(
                        key,
                        "20261201-021500",
                        "20261202-0215" + i + "0",
                        AT.plusSeconds(c.random().nextInt(1_000_000)),
                        before,
                        before * (0.5 + c.random().nextDouble()),
                        c.random().nextDouble() / 1000,
                        ChangePointFinding.Kind.values()[c.random().nextInt(4)]));
            }
            Optional<Acknowledgement> ack = c.random().nextBoolean()
                    ? Optional.empty()
                    : Optional.of(new Acknowledgement(
                            "20261202-021500",
                            Acknowledgement.reason(
                                    utf8(RandomText.draw(c, "reason", 60, "")).replaceAll("\\p{Cntrl}", "") + "x",
                                    "--reason"),
                            utf8(RandomText.draw(c, "by", 10, "\r\n")) + "u",
                            AT.plusSeconds(3600)));
            PointChange point = PointChange.of(new PointKey(
                            board.isBlank() ? "b" : board, "sim:hs", Direction.IN, 2, 16384, CopyMode.COPY))
                    .baselineMbS(90)
                    .candidateMbS(70)
                    .relativeChange(70.0 / 90 - 1)
                    .pValue(0.0004)
                    .test("welch")
                    .verdict(c.random().nextBoolean() ? Verdict.REGRESSION : Verdict.UNCHANGED)
                    .build();
            NightVerdict written =
                    new NightVerdict(Optional.of("20261203-021500"), 0.03, List.of(point), true, found, ack);

            RunFolder.writeNightVerdict(run, written);

            assertThat(RunFolder.holdsNightVerdict(run)).as("%s", c).isTrue();
            NightVerdict read = RunFolder.readNightVerdict(run).orElseThrow();
            assertThat(read).as("%s", c).isEqualTo(written);
            assertThat(read.outcome()).as("%s", c).isEqualTo(written.outcome());
        });
    }

    /** The text as a UTF-8 file keeps it: a lone surrogate, which UTF-8 cannot hold, becomes '?'. */
    private static String utf8(String text) {
        return new String(text.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8);
    }

    @Test
    void aFolderWithACompareCsvAloneIsAComparisonWhoseChangePointsWereNotSearched(@TempDir Path dir) throws Exception {
        PointChange slower = PointChange.of(new PointKey("b", "sim:hs", Direction.IN, 2, 16384, CopyMode.COPY))
                .baselineMbS(90)
                .candidateMbS(70)
                .relativeChange(70.0 / 90 - 1)
                .pValue(0.0004)
                .test("welch")
                .verdict(Verdict.REGRESSION)
                .build();
        io.bulkbench.reports.csv.CompareCsv.write(List.of(slower), dir.resolve(RunFolder.COMPARE_CSV));

        NightVerdict read = RunFolder.readNightVerdict(dir).orElseThrow();

        assertThat(RunFolder.holdsNightVerdict(dir)).isFalse();
        assertThat(read.points()).containsExactly(slower);
        assertThat(read.changePointsSearched()).isFalse();
        assertThat(read.outcome()).isEqualTo(NightVerdict.Outcome.REGRESSION);
        assertThat(ChangeLine.outcome(read))
                .isEqualTo("regression: against the baseline run, 1 of 1 points slower; change points not searched");
        assertThat(RunFolder.readNightVerdict(dir.resolve("nothing-here"))).isEmpty();
    }

    @Test
    void aChangePointFileWithAnUnknownVerdictWordIsRefusedInOneLine(@TempDir Path dir) throws Exception {
        RunFolder.writeNightVerdict(dir, NightVerdict.ofPoints(Optional.of("r"), 0.03, List.of()));
        Path file = dir.resolve(RunFolder.CHANGE_POINTS_CSV);
        Files.writeString(
                file,
                Files.readString(file)
                        + "b,sim:hs,in,2,16384,copy,r1,r2,2026-12-04T02:15:00Z,90,70,-0.2,0.001,worse\n");

        assertThatThrownBy(() -> RunFolder.readNightVerdict(dir))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("change-points.csv")
                .hasMessageContaining("'worse' is not a change point's verdict")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @Test
    void aVerdictFileWhoseOutcomeItsPartsDoNotComeToIsRefusedInOneLine(@TempDir Path dir) throws Exception {
        PointChange slower = PointChange.of(new PointKey("b", "sim:hs", Direction.IN, 2, 16384, CopyMode.COPY))
                .baselineMbS(90)
                .candidateMbS(70)
                .relativeChange(70.0 / 90 - 1)
                .pValue(0.0004)
                .test("welch")
                .verdict(Verdict.REGRESSION)
                .build();
        RunFolder.writeNightVerdict(dir, NightVerdict.ofPoints(Optional.of("r"), 0.03, List.of(slower)));
        Path file = dir.resolve(RunFolder.VERDICT_CSV);
        Files.writeString(file, Files.readString(file).replace("\nregression,", "\npass,"));

        assertThatThrownBy(() -> RunFolder.readNightVerdict(dir))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("says the night's outcome is 'pass'")
                .hasMessageContaining("come to 'regression'")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }
}
