package io.bulkbench.analysis.trend;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.Verdict;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.PointKey;
import io.bulkbench.testing.RandomCases;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * What a night comes to: a regression when a point is slower than the night before or a
 * change point confirms a drop, whatever else the night holds (an acknowledgement never hides
 * a failure of the night's own); acknowledged when only a drop the acknowledgement accepts
 * would have failed it; pass otherwise. Checked for every mix of parts.
 */
class NightVerdictTest {
    private static final PointKey KEY = Trends.key("b", 2, 16384, CopyMode.COPY);

    private static PointChange point(Verdict verdict) {
        return PointChange.of(KEY)
                .baselineMbS(10)
                .candidateMbS(9)
                .relativeChange(-0.1)
                .pValue(0.001)
                .test("welch")
                .verdict(verdict)
                .build();
    }

    private static ChangePointFinding changePoint(ChangePointFinding.Kind kind) {
        return new ChangePointFinding(KEY, "run-3", "run-4", Instant.EPOCH, 10, 8, 0.001, kind);
    }

    @Test
    void theOutcomeIsTheWorstOfItsPartsAndAnAcknowledgementHidesNoFailure() {
        RandomCases.check(300, c -> {
            List<PointChange> points = new ArrayList<>();
            List<ChangePointFinding> changes = new ArrayList<>();
            int n = c.intIn("points", 0, 4);
            for (int i = 0; i < n; i++) {
                points.add(point(Verdict.values()[c.intIn("point verdict", 0, Verdict.values().length - 1)]));
            }
            int m = c.intIn("change points", 0, 4);
            for (int i = 0; i < m; i++) {
                changes.add(changePoint(
                        ChangePointFinding.Kind.values()[
                                c.intIn("change point verdict", 0, ChangePointFinding.Kind.values().length - 1)]));
            }
            NightVerdict v = new NightVerdict(Optional.of("run-5"), 0.03, points, true, changes, Optional.empty());

            boolean slower = points.stream().anyMatch(p -> p.verdict() == Verdict.REGRESSION);
            boolean drop = changes.stream().anyMatch(f -> f.kind() == ChangePointFinding.Kind.REGRESSION);
            boolean accepted = changes.stream().anyMatch(f -> f.kind() == ChangePointFinding.Kind.ACKNOWLEDGED);
            NightVerdict.Outcome expected = slower || drop
                    ? NightVerdict.Outcome.REGRESSION
                    : accepted ? NightVerdict.Outcome.ACKNOWLEDGED : NightVerdict.Outcome.PASS;
            assertThat(v.outcome()).as("%s", c).isEqualTo(expected);
            boolean unjudged = points.stream().anyMatch(p -> p.verdict() == Verdict.SIMULATOR_LATE)
                    || changes.stream().anyMatch(f -> f.kind() == ChangePointFinding.Kind.NOT_JUDGED);
            assertThat(v.leftUnjudged()).as("%s", c).isEqualTo(unjudged);
        });
    }

    @Test
    void aChangePointIsFoundByItsPointAndItsFirstNightAtTheNewLevel() {
        NightVerdict v = new NightVerdict(
                Optional.of("run-5"),
                0.03,
                List.of(),
                true,
                List.of(changePoint(ChangePointFinding.Kind.REGRESSION)),
                Optional.empty());

        assertThat(v.changePointAt(KEY, "run-4")).isPresent();
        assertThat(v.changePointAt(KEY, "run-3")).isEmpty();
        assertThat(v.changePointAt(Trends.key("b", 4, 16384, CopyMode.COPY), "run-4"))
                .isEmpty();
        assertThat(changePoint(ChangePointFinding.Kind.CHANGE).relativeChange()).isCloseTo(-0.2, within(1e-12));
    }
}
