package io.bulkbench.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A key is shown to a person as its point reads everywhere, and kept for ids in a text that never changes. */
class PointKeyTest {
    private static final PointKey NO_COPY_64K_X8 =
            new PointKey("snowball", "sim:snowball-msc", Direction.IN, 8, 65_536, CopyMode.NO_COPY);

    @Test
    void aKeyIsShownToAPersonAsItsBoardDeviceAndPoint() {
        assertThat(NO_COPY_64K_X8.toString()).isEqualTo("snowball sim:snowball-msc in no-copy 64 KiB x 8");
    }

    @Test
    void theCanonicalTextIsTheFormStoredHashesWereMadeOf() {
        // Written out by hand: a run's content hash in a database and a feed entry's id are
        // made of this text, so it must not follow how a key is shown.
        assertThat(NO_COPY_64K_X8.canonicalText())
                .isEqualTo("snowball sim:snowball-msc in buffers=8 request=64K no-copy");
        assertThat(new PointKey("b", "null", Direction.OUT, 2, 1000, CopyMode.COPY).canonicalText())
                .isEqualTo("b null out buffers=2 request=1000B copy");
    }
}
