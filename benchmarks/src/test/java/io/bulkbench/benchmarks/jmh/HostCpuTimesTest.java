package io.bulkbench.benchmarks.jmh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** /proc/stat's aggregate line read as proc(5) describes it: idle and iowait are idle, guest is inside user. */
class HostCpuTimesTest {
    @Test
    void idleAndIowaitAreIdleEverythingElseUpToStealIsBusy() {
        // user nice system idle iowait irq softirq steal guest guest_nice
        HostCpuTimes t = HostCpuTimes.parse("cpu  100 20 30 800 50 5 5 10 40 0");

        assertThat(t.total()).isEqualTo(100 + 20 + 30 + 800 + 50 + 5 + 5 + 10);
        assertThat(t.busy()).isEqualTo(100 + 20 + 30 + 5 + 5 + 10);
    }

    @Test
    void theShareIsBusyTicksOverAllTicksBetweenTwoReadings() {
        HostCpuTimes before = HostCpuTimes.parse("cpu 100 0 100 800 0 0 0 0 0 0");
        HostCpuTimes after = HostCpuTimes.parse("cpu 250 0 150 1000 0 0 0 0 0 0");

        // 200 busy ticks of 400
        assertThat(after.busyShareSince(before).getAsDouble()).isCloseTo(0.5, within(1e-12));
        assertThat(before.busyShareSince(before)).isEmpty();
    }

    @Test
    void aLineThatIsNotTheAggregateIsRefused() {
        assertThatThrownBy(() -> HostCpuTimes.parse("cpu0 1 2 3 4 5 6 7 8"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void thisHostsTimesAreReadWhereThereIsAProcStat() {
        HostCpuTimes.now().ifPresent(t -> assertThat(t.total()).isGreaterThanOrEqualTo(t.busy()));
    }
}
