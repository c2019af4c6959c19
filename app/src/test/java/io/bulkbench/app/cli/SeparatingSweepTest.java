package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.PointKey;
import java.util.List;
import org.junit.jupiter.api.Test;

class SeparatingSweepTest {
    private static PointKey key(String device, int buffers, int kib) {
        return new PointKey("lab-board", device, Direction.OUT, buffers, kib * 1024, CopyMode.NO_COPY);
    }

    @Test
    void theLineMeasuresTheSmallestGridHoldingEveryPoint() {
        String line = SeparatingSweep.of(List.of(key("sim:hs", 64, 4), key("sim:hs", 1, 256), key("sim:hs", 1, 4)));

        assertThat(line)
                .isEqualTo("bulkbench sweep --device sim:hs --board lab-board --direction out --modes no-copy"
                        + " --buffers 1,64 --sizes 4K,256K");
    }

    @Test
    void aDeviceAShellWouldSplitIsQuoted() {
        assertThat(SeparatingSweep.of(List.of(key("file:/tmp/my disk", 2, 16))))
                .contains("--device 'file:/tmp/my disk' --board");
    }
}
