package io.bulkbench.sweeps.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.sweeps.run.DeviceCheck;
import java.io.StringReader;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

class SettingsTest {
    private static final UnaryOperator<String> SIM_OR_NULL = spec -> {
        if (!spec.startsWith("sim:") && !spec.equals("null")) {
            throw new BadInputException("device '" + spec + "' is not a device spec; use sim:PROFILE or null");
        }
        return spec;
    };

    private static Settings flags(FlagValues flags) {
        return Settings.resolve(flags, Optional.empty(), SIM_OR_NULL);
    }

    private static BoardConfig config(String yaml) {
        return BoardConfig.parse("boards/b.yaml", new StringReader(yaml));
    }

    @Test
    void defaultsAreTheDesignedGridOnTheSnowballSimulator() {
        SweepPlan plan = flags(FlagValues.none()).plan();
        assertThat(plan.device()).isEqualTo("sim:snowball-msc");
        assertThat(plan.board()).isEqualTo("snowball-msc");
        assertThat(plan.buffers()).containsExactly(2, 4, 8, 16, 32, 64);
        assertThat(plan.requestSizes()).containsExactly(16384, 32768, 65536, 131072, 262144);
        assertThat(plan.copyModes()).containsExactly(CopyMode.COPY, CopyMode.NO_COPY);
        assertThat(plan.directions()).containsExactly(Direction.IN);
        assertThat(plan.points()).hasSize(60).doesNotHaveDuplicates();
        assertThat(plan.jmh()).isEqualTo(new JmhSettings(1, 3, 10, Duration.ofSeconds(1)));
    }

    @Test
    void quickChangesOnlyTheJmhDefaultsAndAGivenTimeStillWins() {
        FlagValues quick = FlagValues.of(Map.of(
                SweepSettings.QUICK, List.of(""),
                SweepSettings.TIME, List.of("200ms")));
        SweepPlan plan = flags(quick).plan();
        assertThat(plan.points()).hasSize(60);
        assertThat(plan.jmh()).isEqualTo(new JmhSettings(1, 2, 16, Duration.ofMillis(200)));
    }

    @Test
    void badFlagsNameTheFlagValueAndForm() {
        assertThatThrownBy(() -> flags(FlagValues.of(SweepSettings.BUFFERS, "0")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("--buffers '0'");
        assertThatThrownBy(() -> flags(FlagValues.of(SweepSettings.BUFFERS, "2000")))
                .hasMessageContaining("--buffers '2000'")
                .hasMessageContaining("1..1024");
        assertThatThrownBy(() -> flags(FlagValues.of(SweepSettings.SIZES, "12Q")))
                .hasMessageContaining("--sizes '12Q'");
        assertThatThrownBy(() -> flags(FlagValues.of(SweepSettings.SIZES, "1000")))
                .hasMessageContaining("multiple of 512");
        assertThatThrownBy(() -> flags(FlagValues.of(SweepSettings.DEVICE, "nonsense:1")))
                .hasMessageContaining("--device 'nonsense:1'");
        assertThatThrownBy(() -> flags(FlagValues.of(SweepSettings.FORKS, "-1")))
                .hasMessage("--forks -1 is below 0; use 0 (run in this JVM) or more");
        assertThatThrownBy(() -> flags(FlagValues.of(SweepSettings.DESIGN, "grids")))
                .hasMessage("--design 'grids' is not one of grid, model; give one of them");
    }

    @Test
    void configValuesApplyAndFlagsWinOverThem() {
        BoardConfig config = config("""
                board: snowball
                device: sim:snowball-msc
                buffers: [2, 3, 4]
                sizes: 16K
                modes: no-copy
                direction: in,out
                jmh: {forks: 0, warmup: 0, iterations: 2, time: 100ms}
                adaptive: true
                """);
        Settings fromFile = Settings.of(config, SIM_OR_NULL);
        SweepPlan plan = fromFile.plan();
        assertThat(plan.board()).isEqualTo("snowball");
        assertThat(plan.buffers()).containsExactly(2, 3, 4);
        assertThat(plan.directions()).containsExactly(Direction.IN, Direction.OUT);
        assertThat(plan.jmh()).isEqualTo(new JmhSettings(0, 0, 2, Duration.ofMillis(100)));
        assertThat(fromFile.origin(SweepSettings.BUFFERS)).isEqualTo("boards/b.yaml: buffers");
        assertThat(fromFile.origin(SweepSettings.SIZES)).isEqualTo("boards/b.yaml: sizes");

        Settings overridden =
                Settings.resolve(FlagValues.of(SweepSettings.BUFFERS, "8"), Optional.of(config), SIM_OR_NULL);
        assertThat(overridden.plan().buffers()).containsExactly(8);
        assertThat(overridden.plan().requestSizes()).containsExactly(16384);
        assertThat(overridden.origin(SweepSettings.BUFFERS)).isEqualTo("--buffers");
        assertThat(overridden.get(SweepSettings.ADAPTIVE)).isTrue();
    }

    @Test
    void aSwitchFlagWinsOverTheFileLikeAnyOtherFlag() {
        BoardConfig config = config("board: b\nbaselines: true\ndesign: model\n");
        Settings s = Settings.resolve(
                FlagValues.of(Map.of(
                        SweepSettings.BASELINES, List.of(""),
                        SweepSettings.DESIGN, List.of("grid"))),
                Optional.of(config),
                SIM_OR_NULL);
        assertThat(s.get(SweepSettings.BASELINES)).isFalse();
        assertThat(s.get(SweepSettings.DESIGN)).isEqualTo(SweepDesign.GRID);
    }

    @Test
    void badConfigValuesNameTheFileAndKey() {
        assertThatThrownBy(() -> Settings.of(config("board: b\nsizes: 1000\n"), SIM_OR_NULL))
                .hasMessageStartingWith("boards/b.yaml: sizes '1000'")
                .hasMessageContaining("multiple of 512");
        assertThatThrownBy(() -> Settings.of(config("board: b\ndevice: usb-nope\n"), SIM_OR_NULL))
                .hasMessageStartingWith("boards/b.yaml: device 'usb-nope': ");
        assertThatThrownBy(() -> config("board: b\nmodes: copy,zero\n"))
                .hasMessageStartingWith("boards/b.yaml: modes 'copy,zero': copy mode 'zero'");
        assertThatThrownBy(() -> config("board: b\njmh: {forks: -1}\n"))
                .hasMessageStartingWith("boards/b.yaml: jmh.forks -1 is below 0");
        assertThatThrownBy(() -> config("board: b\nbuffers:\n"))
                .hasMessage("boards/b.yaml: buffers has no value; give one, or delete the key");
    }

    @Test
    void aBoardsCpuBudgetReachesTheAnalysisAndABadOneNamesTheFileAndKey() {
        assertThat(Settings.of(config("board: b\ncpu_budget_percent: 50\n"), SIM_OR_NULL)
                        .analysis()
                        .cpuBudgetPercent())
                .hasValue(50.0);
        assertThat(Settings.of(config("board: b\n"), SIM_OR_NULL).analysis().cpuBudgetPercent())
                .isEmpty();
        assertThatThrownBy(() -> Settings.of(config("board: b\ncpu_budget_percent: -5\n"), SIM_OR_NULL))
                .hasMessageStartingWith("boards/b.yaml: cpu_budget_percent")
                .hasMessageContaining("above 0");
    }

    @Test
    void aModelDesignAndAnAdaptiveSweepAreRefusedTogetherWhereverEachCameFrom() {
        assertThatThrownBy(() -> Settings.of(config("board: b\ndesign: model\nadaptive: true\n"), SIM_OR_NULL))
                .hasMessageStartingWith("boards/b.yaml: design model and boards/b.yaml: adaptive:")
                .hasMessageContaining("each choose their own points");
        assertThatThrownBy(() -> Settings.resolve(
                        FlagValues.of(SweepSettings.DESIGN, "model"),
                        Optional.of(config("board: b\nadaptive: true\n")),
                        SIM_OR_NULL))
                .hasMessageStartingWith("--design model and boards/b.yaml: adaptive:");
    }

    @Test
    void faultsJoinTheSimulatorSpecAndAreCheckedBeforeAnythingRuns() {
        FlagValues stall = FlagValues.of(Map.of(
                SweepSettings.DEVICE, List.of("sim:hs"),
                SweepSettings.FAULTS, List.of("stall_probability=0.01", "enomem_above_kib=64")));
        assertThat(Settings.resolve(stall, Optional.empty(), DeviceCheck::normalise)
                        .plan()
                        .device())
                .isEqualTo("sim:hs,stall_probability=0.01,enomem_above_kib=64");
        FlagValues impossible = FlagValues.of(Map.of(
                SweepSettings.DEVICE, List.of("sim:hs"),
                SweepSettings.FAULTS, List.of("stall_probability=1.5")));
        assertThatThrownBy(() -> Settings.resolve(impossible, Optional.empty(), DeviceCheck::normalise))
                .hasMessageContaining("stall_probability");
        FlagValues onNull = FlagValues.of(Map.of(
                SweepSettings.DEVICE, List.of("null"),
                SweepSettings.FAULTS, List.of("stall_probability=0.1")));
        assertThatThrownBy(() -> Settings.resolve(onNull, Optional.empty(), DeviceCheck::normalise))
                .hasMessageContaining("simulator only");
    }

    @Test
    void boardNameFollowsTheDevice() {
        assertThat(BoardName.fromDevice("sim:fastboot-ssp")).isEqualTo("fastboot-ssp");
        assertThat(BoardName.fromDevice("sim:boards/my board.yaml")).isEqualTo("my-board");
        assertThat(BoardName.fromDevice("usb:0525:a4a0")).isEqualTo("usb-0525-a4a0");
        assertThat(BoardName.fromDevice("file:/dev/sda")).isEqualTo("file-dev-sda");
        assertThat(flags(FlagValues.of(SweepSettings.DEVICE, "sim:hs")).plan().board())
                .isEqualTo("hs");
    }

    /** The fingerprint's text is what databases already hold: its form may not change. */
    @Test
    void theFingerprintNamesTheDeviceTheGridAndTheJmhSettingsInTheirRecordedForm() {
        Settings s = Settings.of(config("""
                        board: b
                        device: sim:hs
                        buffers: 2,4
                        sizes: 16K
                        modes: copy
                        jmh: {forks: 1, warmup: 2, iterations: 16, time: 250ms}
                        adaptive: true
                        latency: true
                        """), SIM_OR_NULL);
        assertThat(s.fingerprint().settings())
                .isEqualTo("device=sim:hs buffers=2,4 sizes=16384 modes=copy directions=in"
                        + " forks=1 warmup=2 iterations=16 time=250ms");
    }

    @Test
    void sweepYamlWritesThePlanAlwaysAndOtherSettingsOnlyWhenNotDefault() {
        Settings plain = flags(FlagValues.of(SweepSettings.DEVICE, "sim:hs"));
        assertThat(plain.manifest())
                .containsOnlyKeys("board", "device", "buffers", "sizes", "modes", "direction", "jmh")
                .containsEntry("buffers", "2,4,8,16,32,64")
                .containsEntry("jmh", Map.of("forks", 1, "warmup", 3, "iterations", 10, "time", "1s"));

        Settings rich = Settings.of(config("""
                        board: b
                        symbols: {buffers: CONFIG_X}
                        knee_share: 0.9
                        baselines: false
                        design: model
                        setup: {command: [echo, '{buffers}'], timeout: 30s}
                        """), SIM_OR_NULL);
        assertThat(rich.manifest())
                .containsEntry("symbols", Map.of("buffers", "CONFIG_X"))
                .containsEntry("knee_share", 0.9)
                .containsEntry("baselines", false)
                .containsEntry("design", "model")
                .containsEntry("setup", Map.of("command", List.of("echo", "{buffers}"), "timeout", "30s"))
                .doesNotContainKeys("adaptive", "latency", "confirm", "regression_threshold_percent");
    }

    @Test
    void aManifestReadBackGivesTheSameSettings() {
        Settings first = Settings.resolve(
                FlagValues.of(Map.of(
                        SweepSettings.QUICK, List.of(""),
                        SweepSettings.BUFFERS, List.of("2..8+2"),
                        SweepSettings.LATENCY, List.of(""))),
                Optional.of(config("board: b\nknee_share: 0.9\n")),
                SIM_OR_NULL);
        BoardConfig back = BoardConfig.parse("sweep.yaml", new StringReader(RunManifest.yaml(first, "test")));
        Settings again = Settings.of(back, SIM_OR_NULL);
        for (Setting<?> s : SweepSettings.ALL) {
            if (s.manifest() != Setting.Manifest.NEVER) {
                assertThat(again.get(s)).as(s.name()).isEqualTo(first.get(s));
            }
        }
        assertThat(again.fingerprint()).isEqualTo(first.fingerprint());
    }

    @Test
    void resumingRefusesEachFlagThatWouldChangeThePlanAndNamesWhatThePlanHas() {
        BoardConfig saved = BoardConfig.parse(
                "sweep.yaml",
                new StringReader(RunManifest.yaml(flags(FlagValues.of(SweepSettings.BUFFERS, "2,4,8")), "test")));
        assertThat(Settings.contradictions(FlagValues.none(), saved, SIM_OR_NULL))
                .isEmpty();
        assertThat(Settings.contradictions(FlagValues.of(SweepSettings.BUFFERS, "2,4,8"), saved, SIM_OR_NULL))
                .isEmpty();
        assertThat(Settings.contradictions(
                        FlagValues.of(Map.of(
                                SweepSettings.BUFFERS, List.of("2,4"),
                                SweepSettings.ADAPTIVE, List.of(""),
                                SweepSettings.QUICK, List.of(""))),
                        saved,
                        SIM_OR_NULL))
                .containsExactly(
                        "--buffers 2,4 (the plan has 2,4,8)",
                        "--adaptive (the plan has adaptive: false)",
                        "--quick (the plan has --warmup 3, --iterations 10, --time 1s)");
    }

    @Test
    void quickOnAPlanMadeQuickIsNoContradiction() {
        BoardConfig saved = BoardConfig.parse(
                "sweep.yaml", new StringReader(RunManifest.yaml(flags(FlagValues.of(SweepSettings.QUICK)), "test")));
        assertThat(Settings.contradictions(FlagValues.of(SweepSettings.QUICK), saved, SIM_OR_NULL))
                .isEmpty();
    }

    @Test
    void aPointTimeoutComesFromTheConfigOrTheFlagAndAResumeMayChangeIt() {
        BoardConfig config = config("board: b\npoint_timeout: 30m\n");
        assertThat(Settings.of(config, SIM_OR_NULL).get(SweepSettings.POINT_TIMEOUT))
                .contains(Duration.ofMinutes(30));
        assertThat(Settings.resolve(FlagValues.of(SweepSettings.POINT_TIMEOUT, "5m"), Optional.of(config), SIM_OR_NULL)
                        .get(SweepSettings.POINT_TIMEOUT))
                .contains(Duration.ofMinutes(5));
        assertThat(flags(FlagValues.none()).get(SweepSettings.POINT_TIMEOUT)).isEmpty();
        assertThatThrownBy(() -> config("board: b\npoint_timeout: 25h\n"))
                .hasMessageStartingWith(
                        "b.yaml: point_timeout '25h' is longer than 24h".replace("b.yaml", "boards/b.yaml"));

        BoardConfig saved = BoardConfig.parse(
                "sweep.yaml", new StringReader(RunManifest.yaml(Settings.of(config, SIM_OR_NULL), "test")));
        assertThat(saved.get(SweepSettings.POINT_TIMEOUT)).contains(Optional.of(Duration.ofMinutes(30)));
        assertThat(Settings.contradictions(FlagValues.of(SweepSettings.POINT_TIMEOUT, "5m"), saved, SIM_OR_NULL))
                .isEmpty();
    }
}
