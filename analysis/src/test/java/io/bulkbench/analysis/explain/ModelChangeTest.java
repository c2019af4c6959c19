package io.bulkbench.analysis.explain;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.testing.RandomCases;
import java.util.List;
import org.junit.jupiter.api.Test;

class ModelChangeTest {
    private static StageEstimate bounded(String parameter, String unit, double value, double low, double high) {
        assertThat(new StageEstimate(parameter, value, low, high).unit()).isEqualTo(unit);
        return new StageEstimate(parameter, value, low, high);
    }

    private static StageEstimate open(String parameter, String unit, double value, double low) {
        assertThat(new StageEstimate(parameter, value, low, Double.NaN).unit()).isEqualTo(unit);
        return new StageEstimate(parameter, value, low, Double.NaN);
    }

    @Test
    void theHostsTurnaroundRoseAndTheLinkDidNot() {
        ModelChange change = ModelChange.of(
                List.of(
                        bounded("link.bandwidth_mb_s", "MB/s", 40.1, 39.9, 40.3),
                        bounded("link.per_request_us", "us", 12, 11.9, 12.1),
                        bounded("host.submit_us", "us", 52, 50, 54),
                        open("device.storage_mb_s", "MB/s", 90, 60)),
                List.of(
                        bounded("link.bandwidth_mb_s", "MB/s", 40.3, 40.1, 40.5),
                        bounded("link.per_request_us", "us", 12.05, 11.95, 12.15),
                        bounded("host.submit_us", "us", 71, 69, 73),
                        open("device.storage_mb_s", "MB/s", 95, 70)));

        assertThat(change.parameters())
                .extracting(ParameterChange::parameter, ParameterChange::verdict)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("link.bandwidth_mb_s", ChangeVerdict.UNCHANGED),
                        org.assertj.core.groups.Tuple.tuple("link.per_request_us", ChangeVerdict.UNCHANGED),
                        org.assertj.core.groups.Tuple.tuple("host.submit_us", ChangeVerdict.CHANGED),
                        org.assertj.core.groups.Tuple.tuple("device.storage_mb_s", ChangeVerdict.UNDETERMINED));
        assertThat(change.summary())
                .isEqualTo(
                        "the host's per-request turnaround rose from 52.0 to 71.0 us (+36.5 %); the link is unchanged;"
                                + " the device cannot be told from these runs");
    }

    @Test
    void aChangeWithinTwoPercentIsNotCalledAChangeEvenWithDisjointIntervals() {
        ParameterChange tiny = new ParameterChange(
                bounded("link.bandwidth_mb_s", "MB/s", 400.0, 399.9, 400.1),
                bounded("link.bandwidth_mb_s", "MB/s", 406.0, 405.9, 406.1));
        ParameterChange small = new ParameterChange(
                bounded("link.bandwidth_mb_s", "MB/s", 400.0, 399.9, 400.1),
                bounded("link.bandwidth_mb_s", "MB/s", 390.0, 389.9, 390.1));

        assertThat(tiny.verdict()).isEqualTo(ChangeVerdict.UNCHANGED);
        assertThat(small.verdict()).isEqualTo(ChangeVerdict.CHANGED);
        assertThat(small.change()).hasValueCloseTo(-0.025, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void aParameterFittedInOneRunOnlyIsUndeterminedWithItsOtherSideEmpty() {
        ModelChange change = ModelChange.of(
                List.of(bounded("host.submit_us", "us", 52, 51.8, 52.2)),
                List.of(bounded("host.submit_us", "us", 52, 51.8, 52.2), bounded("copy.mb_s", "MB/s", 900, 850, 950)));

        ParameterChange copy = change.parameters().get(1);
        assertThat(change.parameters().get(0).verdict()).isEqualTo(ChangeVerdict.UNCHANGED);
        assertThat(copy.parameter()).isEqualTo("copy.mb_s");
        assertThat(copy.verdict()).isEqualTo(ChangeVerdict.UNDETERMINED);
        assertThat(copy.before().fitted()).isFalse();
        assertThat(copy.change()).isEmpty();
        assertThat(change.summary())
                .isEqualTo("no parameter the runs identify moved beyond its interval; the host is unchanged;"
                        + " the copy cannot be told from these runs");
    }

    @Test
    void aStageIdentifiedOnlyInPartIsNotCalledUnchanged() {
        ModelChange change = ModelChange.of(
                List.of(bounded("host.submit_us", "us", 52, 51.8, 52.2), open("host.jitter_us", "us", 10, 0)),
                List.of(bounded("host.submit_us", "us", 52, 51.8, 52.2), open("host.jitter_us", "us", 30, 0)));

        assertThat(change.summary())
                .isEqualTo("no parameter the runs identify moved beyond its interval; the host is unchanged where"
                        + " these runs tell, the rest cannot be told");
    }

    @Test
    void stagesAreListedInPipelineOrderWithAnAnd() {
        ModelChange change = ModelChange.of(
                List.of(
                        bounded("device.fixed_us", "us", 5, 4.98, 5.02),
                        bounded("link.per_request_us", "us", 12, 11.9, 12.1),
                        bounded("host.submit_us", "us", 52, 50, 54)),
                List.of(
                        bounded("device.fixed_us", "us", 5, 4.98, 5.02),
                        bounded("link.per_request_us", "us", 12, 11.9, 12.1),
                        bounded("host.submit_us", "us", 30, 29, 31)));

        assertThat(change.summary())
                .isEqualTo(
                        "the host's per-request turnaround fell from 52.0 to 30.0 us (-42.3 %); the link and the device"
                                + " are unchanged");
    }

    /**
     * For any two estimates: "changed" exactly when both are bounded, the intervals do not
     * meet and the values differ by more than 2 % of the larger; "unchanged" exactly when
     * both are bounded and the change's interval (each side's half-widths added in
     * quadrature) lies inside 2 % of the larger either way; the verdict does not depend on
     * which run came first.
     */
    @Test
    void theVerdictFollowsTheIntervalsWhicheverRunComesFirst() {
        RandomCases.check(2000, c -> {
            StageEstimate a = estimate(c, "a");
            StageEstimate b = estimate(c, "b");
            ParameterChange forward = new ParameterChange(a, b);
            ParameterChange backward = new ParameterChange(b, a);
            boolean bounded = a.determined() && b.determined();
            boolean apart = b.low() > a.high() || a.low() > b.high();
            double margin = ParameterChange.THRESHOLD * Math.max(a.value(), b.value());
            boolean big = Math.abs(a.value() - b.value()) > margin;
            double d = b.value() - a.value();
            boolean within = d - Math.hypot(b.value() - b.low(), a.high() - a.value()) > -margin
                    && d + Math.hypot(b.high() - b.value(), a.value() - a.low()) < margin;
            ChangeVerdict expected = !bounded
                    ? ChangeVerdict.UNDETERMINED
                    : apart && big
                            ? ChangeVerdict.CHANGED
                            : within ? ChangeVerdict.UNCHANGED : ChangeVerdict.UNDETERMINED;
            assertThat(forward.verdict()).as("%s", c).isEqualTo(expected);
            assertThat(backward.verdict()).as("%s", c).isEqualTo(expected);
        });
    }

    /** The cases: wide overlapping intervals are "not shown to differ", never "unchanged". */
    @Test
    void overlappingWideIntervalsAreUndeterminedNotUnchanged() {
        ParameterChange perRequest = new ParameterChange(
                bounded("link.per_request_us", "us", 37.5, 9.47, 48.1),
                bounded("link.per_request_us", "us", 58.7, 14.3, 64.5));
        ParameterChange bandwidth = new ParameterChange(
                bounded("link.bandwidth_mb_s", "MB/s", 40.1, 40.1, 53.2),
                bounded("link.bandwidth_mb_s", "MB/s", 36.1, 36.1, 53.2));
        // 100 +- 0.5 against 100.3 +- 0.5: the change 0.3 +- 0.71 lies inside +-2 (2 % of 100.3)
        ParameterChange narrow = new ParameterChange(
                bounded("host.submit_us", "us", 100, 99.5, 100.5), bounded("host.submit_us", "us", 100.3, 99.8, 100.8));
        // the same change with +-1.5 on each side: 0.3 +- 2.1 reaches past +2.006
        ParameterChange notNarrowEnough = new ParameterChange(
                bounded("host.submit_us", "us", 100, 98.5, 101.5), bounded("host.submit_us", "us", 100.3, 98.8, 101.8));

        assertThat(perRequest.verdict()).isEqualTo(ChangeVerdict.UNDETERMINED);
        assertThat(bandwidth.verdict()).isEqualTo(ChangeVerdict.UNDETERMINED);
        assertThat(narrow.verdict()).isEqualTo(ChangeVerdict.UNCHANGED);
        assertThat(notNarrowEnough.verdict()).isEqualTo(ChangeVerdict.UNDETERMINED);
    }

    @Test
    void aPathChangeNoStageOwnsSaysWhoseShareThePointsCannotTell() {
        ModelChange change = ModelChange.of(
                List.of(
                        bounded(PathCosts.PER_REQUEST, "us", 440, 436, 444),
                        bounded(PathCosts.PER_KIB, "us/KiB", 24.0, 23.9, 24.1),
                        bounded("link.per_request_us", "us", 37.5, 9.47, 48.1),
                        bounded("host.submit_us", "us", 400, 20, 430)),
                List.of(
                        bounded(PathCosts.PER_REQUEST, "us", 468, 464, 472),
                        bounded(PathCosts.PER_KIB, "us/KiB", 24.0, 23.9, 24.1),
                        bounded("link.per_request_us", "us", 58.7, 14.3, 64.5),
                        bounded("host.submit_us", "us", 409, 30, 440)));

        assertThat(change.summary())
                .isEqualTo("the per-request cost of the path rose from 440 to 468 us (+6.4 %); these points cannot"
                        + " tell the link's share from the host's");
    }

    @Test
    void runsCompareFindsDifferentAreNeverSummedUpAsNothingMoved() {
        List<StageEstimate> same = List.of(bounded("link.per_request_us", "us", 37.5, 9.47, 48.1));
        ModelChange change = ModelChange.of(same, same);

        assertThat(change.summary())
                .isEqualTo("no parameter the runs identify moved beyond its interval;"
                        + " the link cannot be told from these runs");
        assertThat(change.withPointsChanged(4).summary())
                .isEqualTo("the runs differ (compare finds 4 points changed) but the model cannot place the change"
                        + " with these points; the link cannot be told from these runs");
    }

    private static StageEstimate estimate(RandomCases c, String name) {
        double value = c.doubleIn(name + " value", 1, 100);
        double below = c.doubleIn(name + " below", 0, 0.2) * value;
        double above = c.doubleIn(name + " above", 0, 0.2) * value;
        boolean determined = c.bool(name + " determined");
        return new StageEstimate("host.submit_us", value, value - below, determined ? value + above : Double.NaN);
    }
}
