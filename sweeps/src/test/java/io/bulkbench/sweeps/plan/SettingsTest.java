package io.bulkbench.sweeps.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.io.StringReader;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class PlanAssemblerTest {
    private final PlanAssembler assembler = new PlanAssembler(spec -> {
        if (!spec.startsWith("sim:") && !spec.equals("null")) {
            throw new BadInputException("device '" + spec + "' is not a device spec; use sim:PROFILE or null");
        }
        return spec;
    });

    private static SweepFlags flags(String device, String buffers, String sizes) {
        return new SweepFlags(
                Optional.ofNullable(device),
                Optional.empty(),
                Optional.ofNullable(buffers),
                Optional.ofNullable(sizes),
                Optional.empty(),
                Optional.empty(),
                false,
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                java.util.List.of());
    }

    @Test
    void defaultsAreTheDesignedGridOnTheSnowballSimulator() {
        SweepPlan plan = assembler.assemble(SweepFlags.none(), Optional.empty());
        assertThat(plan.device()).isEqualTo("sim:snowball-msc");
        assertThat(plan.board()).isEqualTo("snowball-msc");
        assertThat(plan.buffers()).containsExactly(2, 4, 8, 16, 32, 64);
        assertThat(plan.requestSizes()).containsExactly(16384, 32768, 65536, 131072, 262144);
        assertThat(plan.copyModes()).containsExactly(CopyMode.COPY, CopyMode.NO_COPY);
        assertThat(plan.directions()).containsExactly(Direction.IN);
        assertThat(plan.points()).hasSize(60).doesNotHaveDuplicates();
        assertThat(plan.jmh()).isEqualTo(JmhSettings.nightly());
    }

    @Test
    void quickChangesOnlyTheJmhSettings() {
        SweepFlags quick = new SweepFlags(
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                true,
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.of("200ms"),
                java.util.List.of());
        SweepPlan plan = assembler.assemble(quick, Optional.empty());
        assertThat(plan.points()).hasSize(60);
        assertThat(plan.jmh().measurementIterations())
                .isEqualTo(JmhSettings.quick().measurementIterations());
        assertThat(plan.jmh().iterationTime()).isEqualTo(Duration.ofMillis(200));
    }

    @Test
    void badFlagsNameTheFlagValueAndForm() {
        assertThatThrownBy(() -> assembler.assemble(flags(null, "0", null), Optional.empty()))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("--buffers '0'");
        assertThatThrownBy(() -> assembler.assemble(flags(null, "2000", null), Optional.empty()))
                .hasMessageContaining("--buffers '2000'")
                .hasMessageContaining("1..1024");
        assertThatThrownBy(() -> assembler.assemble(flags(null, null, "12Q"), Optional.empty()))
                .hasMessageContaining("--sizes '12Q'");
        assertThatThrownBy(() -> assembler.assemble(flags(null, null, "1000"), Optional.empty()))
                .hasMessageContaining("multiple of 512");
        assertThatThrownBy(() -> assembler.assemble(flags("nonsense:1", null, null), Optional.empty()))
                .hasMessageContaining("--device 'nonsense:1'");
    }

    @Test
    void configValuesApplyAndFlagsWinOverThem() {
        BoardConfig config = BoardConfig.parse("boards/b.yaml", new StringReader("""
                board: snowball
                device: sim:snowball-msc
                buffers: [2, 3, 4]
                sizes: 16K
                modes: no-copy
                direction: in,out
                jmh: {forks: 0, warmup: 0, iterations: 2, time: 100ms}
                """));
        SweepPlan fromFile = assembler.assemble(SweepFlags.none(), Optional.of(config));
        assertThat(fromFile.board()).isEqualTo("snowball");
        assertThat(fromFile.buffers()).containsExactly(2, 3, 4);
        assertThat(fromFile.directions()).containsExactly(Direction.IN, Direction.OUT);
        assertThat(fromFile.jmh()).isEqualTo(new JmhSettings(0, 0, 2, Duration.ofMillis(100)));

        SweepPlan overridden = assembler.assemble(flags(null, "8", null), Optional.of(config));
        assertThat(overridden.buffers()).containsExactly(8);
        assertThat(overridden.requestSizes()).containsExactly(16384);
    }

    @Test
    void badConfigValuesNameTheFileAndKey() {
        BoardConfig config = BoardConfig.parse("boards/b.yaml", new StringReader("board: b\nsizes: 1000\n"));
        assertThatThrownBy(() -> assembler.assemble(SweepFlags.none(), Optional.of(config)))
                .hasMessageStartingWith("boards/b.yaml: sizes '1000'")
                .hasMessageContaining("multiple of 512");
        BoardConfig badDevice = BoardConfig.parse("boards/b.yaml", new StringReader("board: b\ndevice: usb-nope\n"));
        assertThatThrownBy(() -> assembler.assemble(SweepFlags.none(), Optional.of(badDevice)))
                .hasMessageStartingWith("boards/b.yaml: device: ");
        BoardConfig badMode = BoardConfig.parse("boards/b.yaml", new StringReader("board: b\nmodes: copy,zero\n"));
        assertThatThrownBy(() -> assembler.assemble(SweepFlags.none(), Optional.of(badMode)))
                .hasMessageStartingWith("boards/b.yaml: modes: copy mode 'zero'");
    }

    @Test
    void faultsJoinTheSimulatorSpecAndAreCheckedBeforeAnythingRuns() {
        PlanAssembler real = new PlanAssembler(io.bulkbench.sweeps.run.DeviceCheck::normalise);
        SweepFlags stall = new SweepFlags(
                Optional.of("sim:hs"),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                false,
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                java.util.List.of("stall_probability=0.01", "enomem_above_kib=64"));
        assertThat(real.assemble(stall, Optional.empty()).device())
                .isEqualTo("sim:hs,stall_probability=0.01,enomem_above_kib=64");
        SweepFlags impossible = new SweepFlags(
                Optional.of("sim:hs"),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                false,
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                java.util.List.of("stall_probability=1.5"));
        assertThatThrownBy(() -> real.assemble(impossible, Optional.empty())).hasMessageContaining("stall_probability");
        SweepFlags onNull = new SweepFlags(
                Optional.of("null"),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                false,
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                java.util.List.of("stall_probability=0.1"));
        assertThatThrownBy(() -> real.assemble(onNull, Optional.empty())).hasMessageContaining("simulator only");
    }

    @Test
    void boardNameFollowsTheDevice() {
        assertThat(PlanAssembler.boardFromDevice("sim:fastboot-ssp")).isEqualTo("fastboot-ssp");
        assertThat(PlanAssembler.boardFromDevice("sim:boards/my board.yaml")).isEqualTo("my-board");
        assertThat(PlanAssembler.boardFromDevice("usb:0525:a4a0")).isEqualTo("usb-0525-a4a0");
        assertThat(PlanAssembler.boardFromDevice("file:/dev/sda")).isEqualTo("file-dev-sda");
    }
}
