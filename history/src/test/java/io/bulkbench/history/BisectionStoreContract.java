package io.bulkbench.history;

import static io.bulkbench.history.StoreContract.count;
import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.bisect.CommitVerdict;
import io.bulkbench.analysis.bisect.RecordedBisection;
import io.bulkbench.analysis.bisect.RecordedBisection.Conclusion;
import io.bulkbench.analysis.bisect.RelativeChange;
import io.bulkbench.analysis.bisect.Side;
import io.bulkbench.analysis.bisect.TestedCommit;
import io.bulkbench.analysis.bisect.TestedCommit.PointResult;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.PointKey;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What every results database must do with bisections: BisectionStoreTest on SQLite,
 * PostgresBisectionStoreIT on a PostgreSQL server the test starts. The fixture is a bisect
 * of two points over five commits written out by hand: the good end, a good commit, a
 * skipped one, the culprit, the bad end.
 */
abstract class BisectionStoreContract {
    static final PointKey IN_16K_4 = new PointKey("snowball", "sim:hs", Direction.IN, 4, 16384, CopyMode.COPY);
    static final PointKey OUT_64K_8 = new PointKey("snowball", "sim:hs", Direction.OUT, 8, 65536, CopyMode.NO_COPY);
    static final String GOOD = "a".repeat(40);
    static final String OK = "b".repeat(40);
    static final String SKIPPED = "c".repeat(40);
    static final String CULPRIT = "d".repeat(40);
    static final String BAD = "e".repeat(40);
    static final String HOSTILE = "usb: <script>alert(1)</script> & 'quotes', \"more\"; DROP TABLE run; --";

    /** A new, empty database of the engine under test. */
    abstract DatabaseLocation newDatabase(Path scratch) throws Exception;

    static RecordedBisection found(String folder) {
        return new RecordedBisection(
                "snowball",
                "sim:hs",
                List.of(IN_16K_4, OUT_64K_8),
                new RecordedBisection.Range("/src/fw", GOOD, BAD, Optional.of("20261130-020000")),
                Conclusion.found(CULPRIT, HOSTILE),
                0.03,
                new RecordedBisection.When(
                        Instant.parse("2026-12-01T10:00:00Z"), Instant.parse("2026-12-01T10:42:17Z"), "lab-1", "1.4.0"),
                folder,
                List.of(
                        commit(GOOD, "v1.2", Side.GOOD_END, CommitVerdict.GOOD, 5, 40.0, null, 38.5, null),
                        commit(BAD, "tip", Side.BAD_END, CommitVerdict.BAD, 7, 37.1, -0.0725, 35.0, -0.0909),
                        commit(OK, "tidy", Side.COMMIT, CommitVerdict.GOOD, 6, 40.2, 0.005, 38.4, -0.0026),
                        skipped(SKIPPED),
                        commit(CULPRIT, HOSTILE, Side.COMMIT, CommitVerdict.BAD, 9, 37.0, -0.075, 35.1, -0.088)));
    }

    /** A tested commit; {@code change} null at the good end, whose change is not measured. */
    private static TestedCommit commit(
            String sha,
            String subject,
            Side role,
            CommitVerdict verdict,
            int repeats,
            double inMbS,
            Double inChange,
            double outMbS,
            Double outChange) {
        return new TestedCommit(
                sha,
                subject,
                role,
                verdict,
                repeats,
                List.of(point(IN_16K_4, inMbS, inChange), point(OUT_64K_8, outMbS, outChange)));
    }

    private static PointResult point(PointKey key, double mbS, Double change) {
        // -1 and Infinity: an interval too few measurements bound, as bisect.csv writes it
        Optional<RelativeChange> fromGood = change == null
                ? Optional.empty()
                : Optional.of(
                        change > 0
                                ? new RelativeChange(change, -1, Double.POSITIVE_INFINITY)
                                : new RelativeChange(change, change - 0.02, change + 0.015));
        return new PointResult(key, OptionalDouble.of(mbS), fromGood);
    }

    private static TestedCommit skipped(String sha) {
        return new TestedCommit(
                sha,
                "wip",
                Side.COMMIT,
                CommitVerdict.SKIP,
                0,
                List.of(PointResult.notMeasured(IN_16K_4), PointResult.notMeasured(OUT_64K_8)));
    }

    @Test
    void aBisectionIsRecordedWholeAndReadBackAsItWas(@TempDir Path dir) throws Exception {
        RecordedBisection bisection = found("/work/bisect/snowball/20261201-100000");
        try (ResultsDatabase db = ResultsDatabase.open(newDatabase(dir))) {
            BisectionStore store = new BisectionStore(db);

            assertThat(store.record(bisection)).isEqualTo(RecordOutcome.RECORDED);

            assertThat(count(db, "bisection")).isEqualTo(1);
            assertThat(count(db, "bisection_commit")).as("5 commits x 2 points").isEqualTo(10);
            assertThat(count(db, "bisection WHERE outcome = 'found' AND culprit_sha = '" + CULPRIT + "'"))
                    .isEqualTo(1);
            assertThat(count(db, "bisection_commit WHERE verdict = 'skip' AND mean_mb_s IS NULL"))
                    .isEqualTo(2);
            assertThat(store.of("snowball")).containsExactly(bisection);
            assertThat(store.of("other-board")).isEmpty();
            assertThat(count(db, "board"))
                    .as("a bisection makes no board of the history")
                    .isZero();
        }
    }

    @Test
    void theSameFolderRecordedAgainIsSkippedNotDuplicated(@TempDir Path dir) throws Exception {
        RecordedBisection bisection = found("/work/bisect/snowball/20261201-100000");
        try (ResultsDatabase db = ResultsDatabase.open(newDatabase(dir))) {
            BisectionStore store = new BisectionStore(db);
            store.record(bisection);

            assertThat(store.record(bisection)).isEqualTo(RecordOutcome.ALREADY_RECORDED);

            assertThat(count(db, "bisection")).isEqualTo(1);
            assertThat(count(db, "bisection_commit")).isEqualTo(10);
        }
    }

    @Test
    void aBoardsBisectionsComeBackOldestFirstWithEachOutcome(@TempDir Path dir) throws Exception {
        RecordedBisection found = found("/b/1");
        RecordedBisection oneOf =
                with(found("/b/0"), Conclusion.oneOf(List.of(SKIPPED, CULPRIT)), Instant.parse("2026-11-20T08:00:00Z"));
        RecordedBisection alike = with(found("/b/2"), Conclusion.endsAlike(), Instant.parse("2026-12-02T08:00:00Z"));
        try (ResultsDatabase db = ResultsDatabase.open(newDatabase(dir))) {
            BisectionStore store = new BisectionStore(db);
            store.record(alike);
            store.record(found);
            store.record(oneOf);

            assertThat(store.of("snowball")).containsExactly(oneOf, found, alike);
            assertThat(count(
                            db,
                            "bisection WHERE outcome = 'one_of' AND candidates = '" + SKIPPED + " " + CULPRIT
                                    + "' AND culprit_sha IS NULL"))
                    .isEqualTo(1);
        }
    }

    private static RecordedBisection with(RecordedBisection b, Conclusion conclusion, Instant started) {
        return new RecordedBisection(
                b.board(),
                b.device(),
                b.points(),
                new RecordedBisection.Range(
                        b.range().repo(), b.range().good(), b.range().bad(), Optional.empty()),
                conclusion,
                b.threshold(),
                new RecordedBisection.When(started, started.plusSeconds(600), "", ""),
                b.folder(),
                b.commits());
    }
}
