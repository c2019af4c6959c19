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
                        bounded("link.bandwidth_mb_s", "MB/s", 40.1, 39.8, 40.4),
                        bounded("link.per_request_us", "us", 12, 11, 13),
                        bounded("host.submit_us", "us", 52, 50, 54),
                        open("device.storage_mb_s", "MB/s", 90, 60)),
                List.of(
                        bounded("link.bandwidth_mb_s", "MB/s", 40.3, 40.0, 40.6),
                        bounded("link.per_request_us", "us", 12.5, 11.5, 13.5),
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
        assertThat(small.changePercent()).hasValueCloseTo(-2.5, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void aParameterFittedInOneRunOnlyIsUndeterminedWithItsOtherSideEmpty() {
        ModelChange change = ModelChange.of(
                List.of(bounded("host.submit_us", "us", 52, 50, 54)),
                List.of(bounded("host.submit_us", "us", 52, 50, 54), bounded("copy.mb_s", "MB/s", 900, 850, 950)));

        ParameterChange copy = change.parameters().get(1);
        assertThat(copy.parameter()).isEqualTo("copy.mb_s");
        assertThat(copy.verdict()).isEqualTo(ChangeVerdict.UNDETERMINED);
        assertThat(copy.before().fitted()).isFalse();
        assertThat(copy.changePercent()).isEmpty();
        assertThat(change.summary())
                .isEqualTo("no parameter the runs identify moved beyond its interval; the host is unchanged;"
                        + " the copy cannot be told from these runs");
    }

    @Test
    void aStageIdentifiedOnlyInPartIsNotCalledUnchanged() {
        ModelChange change = ModelChange.of(
                List.of(bounded("host.submit_us", "us", 52, 50, 54), open("host.jitter_us", "us", 10, 0)),
                List.of(bounded("host.submit_us", "us", 52, 50, 54), open("host.jitter_us", "us", 30, 0)));

        assertThat(change.summary())
                .isEqualTo("no parameter the runs identify moved beyond its interval; the host is unchanged where"
                        + " these runs tell, the rest cannot be told");
    }

    @Test
    void stagesAreListedInPipelineOrderWithAnAnd() {
        ModelChange change = ModelChange.of(
                List.of(
                        bounded("device.fixed_us", "us", 5, 4, 6),
                        bounded("link.per_request_us", "us", 12, 11, 13),
                        bounded("host.submit_us", "us", 52, 50, 54)),
                List.of(
                        bounded("device.fixed_us", "us", 5, 4, 6),
                        bounded("link.per_request_us", "us", 12, 11, 13),
                        bounded("host.submit_us", "us", 30, 29, 31)));

        assertThat(change.summary())
                .isEqualTo(
                        "the host's per-request turnaround fell from 52.0 to 30.0 us (-42.3 %); the link and the device"
                                + " are unchanged");
    }

    /**
     * For any two estimates: "changed" exactly when both are bounded, the intervals do not
     * meet and the values differ by more than 2 % of the larger; the verdict does not
     * depend on which run came first.
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
            boolean big =
                    Math.abs(a.value() - b.value()) > ParameterChange.SMALLEST_CHANGE * Math.max(a.value(), b.value());
            ChangeVerdict expected = !bounded
                    ? ChangeVerdict.UNDETERMINED
                    : apart && big ? ChangeVerdict.CHANGED : ChangeVerdict.UNCHANGED;
            assertThat(forward.verdict()).as("%s", c).isEqualTo(expected);
            assertThat(backward.verdict()).as("%s", c).isEqualTo(expected);
        });
    }

    private static StageEstimate estimate(RandomCases c, String name) {
        double value = c.doubleIn(name + " value", 1, 100);
        double below = c.doubleIn(name + " below", 0, 0.2) * value;
        double above = c.doubleIn(name + " above", 0, 0.2) * value;
        boolean determined = c.bool(name + " determined");
        return new StageEstimate("host.submit_us", value, value - below, determined ? value + above : Double.NaN);
    }
}
