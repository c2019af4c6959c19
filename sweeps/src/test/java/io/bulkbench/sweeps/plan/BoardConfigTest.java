package io.bulkbench.sweeps.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.core.BadInputException;
import java.io.StringReader;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BoardConfigTest {

    private static BoardConfig parse(String yaml) {
        return BoardConfig.parse("b.yaml", new StringReader(yaml));
    }

    @Test
    void readsEveryKey() {
        BoardConfig c = parse("""
                board: snowball
                device: sim:snowball-msc
                buffers: 2..8+1
                sizes: [16K, 64K]
                modes: copy
                direction: in
                jmh: {forks: 1, warmup: 1, iterations: 4, time: 2s}
                symbols: {buffers: CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS, request_size: CONFIG_X_KIB}
                knee_share: 0.97
                regression_threshold_percent: 5
                setup:
                  command: [ssh, board, "modprobe g_mass_storage num_buffers={buffers}"]
                  timeout: 30s
                """);
        assertThat(c.board()).isEqualTo("snowball");
        assertThat(c.get(SweepSettings.SIZES)).contains(List.of(16384, 65536));
        assertThat(c.get(SweepSettings.ITERATIONS)).contains(4);
        assertThat(c.get(SweepSettings.TIME)).contains(Duration.ofSeconds(2));
        assertThat(c.get(SweepSettings.BUFFERS_SYMBOL)).contains(Optional.of("CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS"));
        assertThat(c.get(SweepSettings.KNEE_SHARE)).contains(Optional.of(0.97));
        assertThat(c.get(SweepSettings.REGRESSION_THRESHOLD)).contains(Optional.of(5.0));
        assertThat(c.get(SweepSettings.SETUP_COMMAND))
                .contains(List.of("ssh", "board", "modprobe g_mass_storage num_buffers={buffers}"));
        assertThat(c.get(SweepSettings.SETUP_TIMEOUT)).contains(Optional.of(Duration.ofSeconds(30)));
        assertThat(c.get(SweepSettings.ADAPTIVE)).isEmpty();
    }

    @Test
    void unknownKeysAreRefusedWithTheirPath() {
        assertThatThrownBy(() -> parse("board: b\nbufers: 2\n"))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("b.yaml: bufers is not a known key");
        assertThatThrownBy(() -> parse("board: b\njmh: {fork: 1}\n"))
                .hasMessageStartingWith("b.yaml: jmh.fork is not a known key");
    }

    @Test
    void badValuesAreRefusedWithTheirPath() {
        assertThatThrownBy(() -> parse("device: null\n")).hasMessageContaining("board is missing");
        assertThatThrownBy(() -> parse("board: b\njmh: {forks: two}\n"))
                .hasMessageContaining("jmh.forks must be a whole number");
        assertThatThrownBy(() -> parse("board: b\nknee_share: 1.5\n"))
                .hasMessageContaining("knee_share must lie in (0, 1]");
        assertThatThrownBy(() -> parse("board: b\njmh: {time: soon}\n"))
                .hasMessageContaining("jmh.time 'soon' is not a duration");
        assertThatThrownBy(() -> parse("board: [b\n")).hasMessageStartingWith("b.yaml is not valid YAML");
        assertThatThrownBy(() -> parse("- a\n- b\n")).hasMessageContaining("must be a mapping");
    }

    @Test
    void anUnreadableFileSaysSoInOneLine(@TempDir Path dir) {
        assertThatThrownBy(() -> BoardConfig.load(dir.resolve("missing.yaml")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("missing.yaml cannot be read")
                .hasMessageNotContaining("\n");
    }

    @Test
    void aBareDeviceNullIsTheNullDevice() {
        assertThat(parse("board: b\ndevice: null\n").get(SweepSettings.DEVICE)).contains("null");
        assertThat(parse("board: b\ndevice:\n").get(SweepSettings.DEVICE)).contains("null");
    }

    @Test
    void keysThatOnlyAFlagGivesAreNotKeysOfAConfig() {
        assertThatThrownBy(() -> parse("board: b\nquick: true\n"))
                .hasMessageStartingWith("b.yaml: quick is not a known key");
    }
}
