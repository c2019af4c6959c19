package io.bulkbench.sweeps.plan;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Runs are compared only when what shapes a measurement is the same; the board's name does not. */
class PlanFingerprintTest {
    private static SweepPlan plan(String board, String device, List<Integer> buffers, JmhSettings jmh) {
        return new SweepPlan(
                board, device, buffers, List.of(16384), List.of(CopyMode.COPY), List.of(Direction.IN), jmh);
    }

    @Test
    void theSameSettingsGiveTheSameFingerprintWhateverTheBoardIsCalled() {
        assertThat(plan("a", "sim:hs", List.of(2, 4), JmhSettings.quick()).fingerprint())
                .isEqualTo(
                        plan("b", "sim:hs", List.of(2, 4), JmhSettings.quick()).fingerprint());
        assertThat(plan("a", "sim:hs", List.of(2, 4), JmhSettings.quick())
                        .fingerprint()
                        .settings())
                .isEqualTo(
                        "device=sim:hs buffers=2,4 sizes=16384 modes=copy directions=in forks=1 warmup=2 iterations=16 time=250ms");
    }

    @Test
    void aDifferentDeviceGridOrJmhSettingGivesAnotherFingerprint() {
        String base = plan("a", "sim:hs", List.of(2, 4), JmhSettings.quick())
                .fingerprint()
                .id();
        assertThat(List.of(
                        plan("a", "sim:hs,stall_probability=0.001", List.of(2, 4), JmhSettings.quick()),
                        plan("a", "sim:hs", List.of(2, 4, 8), JmhSettings.quick()),
                        plan("a", "sim:hs", List.of(2, 4), JmhSettings.nightly()),
                        plan("a", "sim:hs", List.of(2, 4), new JmhSettings(1, 2, 16, Duration.ofMillis(200)))))
                .extracting(p -> p.fingerprint().id())
                .doesNotContain(base)
                .doesNotHaveDuplicates()
                .allSatisfy(id -> assertThat(id).hasSize(12).matches("[0-9a-f]+"));
    }
}
