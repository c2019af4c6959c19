package io.bulkbench.analysis.trend;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.bulkbench.analysis.change.ChangePoint;
import io.bulkbench.analysis.change.ChangePointSettings;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.PointKey;
import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * An acknowledged change: the board's change points are searched from its run on, so the
 * level it started is what later nights are judged against, a drop after it is a change of
 * its own, and the change itself stays among the series' marks.
 */
class AcknowledgementTest {
    private static final double THRESHOLD = 0.03;
    private static final ChangePointSettings SETTINGS = ChangePointSettings.defaults();
    private static final PointKey SMALL = Trends.key("b", 2, 16384, CopyMode.NO_COPY);
    private static final PointKey LARGE = Trends.key("b", 32, 262144, CopyMode.NO_COPY);
    private static final Instant MADE = Instant.parse("2026-01-10T09:00:00Z");

    /** {@code nights} nights: the small point steady, the large one at 30 MB/s, 30 % lower from {@code drop} on, and 30 % lower again from {@code again} on. */
    private static BoardTrend board(int nights, int drop, int again, Map<PointKey, List<ChangePoint>> marks) {
        double[] small = new double[nights];
        double[] large = new double[nights];
        for (int night = 0; night < nights; night++) {
            small[night] = 10 + 0.01 * (night % 3);
            large[night] = 30 * (night < drop ? 1 : 0.7) * (night < again ? 1 : 0.7) + 0.01 * (night % 2);
        }
        Map<PointKey, double[]> points = new LinkedHashMap<>();
        points.put(SMALL, small);
        points.put(LARGE, large);
        return Trends.board("b", points, Collections.nCopies(nights, "32"), marks);
    }

    private static Optional<Acknowledgement> since(int night) {
        return Optional.of(new Acknowledgement("run-" + night, "PHY retuned for EMC", "alice", MADE));
    }

    private static BoardSummary row(BoardTrend h, Optional<Acknowledgement> acknowledged) {
        return BoardSummary.ofLatestNights(
                h,
                WholeHistoryFacts.of(h),
                h.runs().get(h.runs().size() - 1).info().started(),
                Optional.of(Trends.judged(h, acknowledged, THRESHOLD)),
                acknowledged);
    }

    @Test
    void aDropThatStaysIsARegressionEveryLaterNightUntilItIsAcknowledged() {
        BoardTrend h = board(12, 6, 99, Map.of());

        BoardSummary before = row(h, Optional.empty());
        BoardSummary after = row(h, since(6));

        assertThat(before.status()).isEqualTo(BoardStatus.REGRESSION);
        assertThat(before.slowerThanTheNightBefore()).isEmpty();
        assertThat(before.verdict().orElseThrow().changePoints())
                .singleElement()
                .satisfies(f -> {
                    assertThat(f.afterRun()).isEqualTo("run-6");
                    assertThat(f.beforeRun()).isEqualTo("run-5");
                    assertThat(f.kind()).isEqualTo(ChangePointFinding.Kind.REGRESSION);
                });
        assertThat(before.verdict().orElseThrow().outcome()).isEqualTo(NightVerdict.Outcome.REGRESSION);
        // Acknowledged, the drop is still in the night's verdict, as what the acknowledgement lets pass.
        assertThat(after.status()).isEqualTo(BoardStatus.OK);
        assertThat(after.verdict().orElseThrow().outcome()).isEqualTo(NightVerdict.Outcome.ACKNOWLEDGED);
        assertThat(after.verdict().orElseThrow().changePoints()).singleElement().satisfies(f -> {
            assertThat(f.afterRun()).isEqualTo("run-6");
            assertThat(f.kind()).isEqualTo(ChangePointFinding.Kind.ACKNOWLEDGED);
        });
        assertThat(after.acknowledged()).isEqualTo(since(6));
    }

    @Test
    void aFurtherDropAfterTheAcknowledgedOneIsAChangeOfItsOwn() {
        BoardTrend h = board(16, 4, 10, Map.of());

        BoardSummary after = row(h, since(4));

        assertThat(after.status()).isEqualTo(BoardStatus.REGRESSION);
        assertThat(after.verdict().orElseThrow().changePoints(ChangePointFinding.Kind.REGRESSION))
                .singleElement()
                .satisfies(f -> {
                    assertThat(f.key()).isEqualTo(LARGE);
                    assertThat(f.afterRun()).isEqualTo("run-10");
                    // 21 -> 14.7 MB/s: judged against the acknowledged level, not the level before it.
                    assertThat(f.meanBefore()).isCloseTo(21, within(0.01));
                });
    }

    @Test
    void theBoardsPageStillListsTheAcknowledgedChange() {
        ChangePoint marked = new ChangePoint(6, 30, 21, 0.0001);
        BoardTrend h = board(12, 6, 99, Map.of(LARGE, List.of(marked)));

        BoardSummary page = BoardSummary.of(
                h, h.runs().get(11).info().started(), Optional.of(Trends.judged(h, since(6), THRESHOLD)), since(6));

        assertThat(page.status()).isEqualTo(BoardStatus.OK);
        assertThat(page.changes()).extracting(LevelChange::change).containsExactly(marked);
        // Marked as the night's verdict calls it: acknowledged, not a regression.
        assertThat(page.isRegression(page.changes().get(0))).isFalse();
        assertThat(page.judged(page.changes().get(0)))
                .map(ChangePointFinding::kind)
                .contains(ChangePointFinding.Kind.ACKNOWLEDGED);
    }

    @Test
    void nightsAreKeptFromTheAcknowledgedRunOnAndAllOfThemForARunNotAmongThem() {
        BoardTrend h = board(5, 2, 99, Map.of(LARGE, List.of(new ChangePoint(2, 30, 21, 0.0001))));

        assertThat(h.runsFrom("run-3")).extracting(RecordedRun::runId).containsExactly("run-3", "run-4");
        assertThat(h.pointsFrom("run-3")).allSatisfy(p -> {
            assertThat(p.nights()).extracting(n -> n.run().runId()).containsExactly("run-3", "run-4");
            assertThat(p.changes()).isEmpty();
        });
        // Older than these nights, or of another plan: nothing to leave out.
        assertThat(h.runsFrom("run-from-another-plan")).isEqualTo(h.runs());
        assertThat(h.pointsFrom("run-from-another-plan"))
                .extracting(p -> p.nights().size())
                .containsOnly(5);
    }

    @Test
    void aReasonIsOneLineOfPlainTextAndNotTooLong() {
        assertThat(Acknowledgement.reason("  PHY retuned\nfor EMC ", "--reason"))
                .isEqualTo("PHY retuned for EMC");
        assertThat(Acknowledgement.reason("x".repeat(Acknowledgement.MAX_REASON), "--reason"))
                .hasSize(Acknowledgement.MAX_REASON);

        assertThatThrownBy(() -> Acknowledgement.reason(" \n ", "--reason"))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("--reason is empty");
        assertThatThrownBy(() -> Acknowledgement.reason("x".repeat(Acknowledgement.MAX_REASON + 1), "--reason"))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("is 501 characters long; keep it to 500");
        assertThatThrownBy(() -> Acknowledgement.reason("known\u001b[2J drop", "--reason"))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("control character \\e at character 6")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\u001b"));
        assertThatThrownBy(() -> Acknowledgement.reason("known\u202Eevil", "--reason"))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("\\u202e");
    }
}
