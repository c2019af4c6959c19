package io.bulkbench.sweeps.plan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Runs are compared only when what shapes a measurement is the same; the board's name does not. */
class PlanFingerprintTest {
    private static Settings plan(String board, String device, String buffers, String... more) {
        Map<Setting<?>, List<String>> flags = new java.util.HashMap<>(Map.of(
                SweepSettings.BOARD, List.of(board),
                SweepSettings.DEVICE, List.of(device),
                SweepSettings.BUFFERS, List.of(buffers),
                SweepSettings.SIZES, List.of("16K"),
                SweepSettings.MODES, List.of("copy"),
                SweepSettings.QUICK, List.of("")));
        for (int i = 0; i < more.length; i += 2) {
            String flag = more[i];
            Setting<?> setting = SweepSettings.ALL.stream()
                    .filter(s -> s.flag().map(f -> f.name()).orElse("").equals(flag))
                    .findFirst()
                    .orElseThrow();
            flags.put(setting, List.of(more[i + 1]));
        }
        return Settings.resolve(FlagValues.of(flags), Optional.empty(), d -> d);
    }

    @Test
    void theSameSettingsGiveTheSameFingerprintWhateverTheBoardIsCalled() {
        assertThat(plan("a", "sim:hs", "2,4").fingerprint())
                .isEqualTo(plan("b", "sim:hs", "2,4").fingerprint());
        assertThat(plan("a", "sim:hs", "2,4").fingerprint().settings())
                .isEqualTo(
                        "device=sim:hs buffers=2,4 sizes=16384 modes=copy directions=in forks=1 warmup=2 iterations=16 time=250ms");
    }

    @Test
    void settingsThatAddPointsButDoNotShapeOneLeaveTheFingerprintAlone() {
        String base = plan("a", "sim:hs", "2,4").fingerprint().id();
        assertThat(List.of(
                        plan("a", "sim:hs", "2,4", "--adaptive", ""),
                        plan("a", "sim:hs", "2,4", "--latency", ""),
                        plan("a", "sim:hs", "2,4", "--no-baselines", "")))
                .extracting(p -> p.fingerprint().id())
                .containsOnly(base);
    }

    @Test
    void aDifferentDeviceGridOrJmhSettingGivesAnotherFingerprint() {
        String base = plan("a", "sim:hs", "2,4").fingerprint().id();
        assertThat(List.of(
                        plan("a", "sim:hs,stall_probability=0.001", "2,4"),
                        plan("a", "sim:hs", "2,4,8"),
                        plan("a", "sim:hs", "2,4", "--iterations", "10"),
                        plan("a", "sim:hs", "2,4", "--time", "200ms")))
                .extracting(p -> p.fingerprint().id())
                .doesNotContain(base)
                .doesNotHaveDuplicates()
                .allSatisfy(id -> assertThat(id).hasSize(12).matches("[0-9a-f]+"));
    }
}
