package io.bulkbench.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A point is named in one order: direction, copy mode, request size x buffers. */
class PointTextTest {
    private static final PointKey NO_COPY_64K_X8 =
            new PointKey("snowball", "sim:snowball-msc", Direction.IN, 8, 65_536, CopyMode.NO_COPY);

    @Test
    void aPointIsDirectionCopyModeThenSizeTimesBuffers() {
        assertThat(PointText.of(NO_COPY_64K_X8)).isEqualTo("in no-copy 64 KiB x 8");
        assertThat(PointText.of(Direction.OUT, CopyMode.COPY, 2_097_152, 4)).isEqualTo("out copy 2 MiB x 4");
        assertThat(PointText.of(Direction.BOTH, CopyMode.COPY, 1000, 2)).isEqualTo("both copy 1000 B x 2");
    }

    @Test
    void theSettingAloneAndThePointOnItsDevice() {
        assertThat(PointText.setting(NO_COPY_64K_X8)).isEqualTo("64 KiB x 8");
        assertThat(PointText.onDevice(NO_COPY_64K_X8)).isEqualTo("sim:snowball-msc in no-copy 64 KiB x 8");
    }
}
