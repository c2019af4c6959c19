package io.bulkbench.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * A point's key refuses a pipeline that cannot run, says what the pipeline holds, is shown
 * to a person as its point reads everywhere, and is kept for ids in a text that never changes.
 */
class PointKeyTest {
    private static final PointKey NO_COPY_64K_X8 =
            new PointKey("snowball", "sim:snowball-msc", Direction.IN, 8, 65_536, CopyMode.NO_COPY);

    private static PointKey key(int buffers, int requestBytes) {
        return new PointKey("snowball", "sim:snowball-msc", Direction.IN, buffers, requestBytes, CopyMode.COPY);
    }

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

    @Test
    void aBlankBoardOrDeviceIsBadInputWithAnExample() {
        assertThatThrownBy(() -> new PointKey(" ", "null", Direction.IN, 2, 16384, CopyMode.COPY))
                .isInstanceOf(BadInputException.class)
                .hasMessage("board name is empty; give a name such as 'snowball'");
        assertThatThrownBy(() -> new PointKey("snowball", "", Direction.IN, 2, 16384, CopyMode.COPY))
                .isInstanceOf(BadInputException.class)
                .hasMessage("device spec is empty; give one such as 'sim:snowball-msc'");
    }

    @Test
    void fewerThanOneBufferOrByteIsBadInputNamingTheValue() {
        assertThatThrownBy(() -> key(0, 16384))
                .isInstanceOf(BadInputException.class)
                .hasMessage("buffers 0 is below 1; a pipeline needs at least one request in flight");
        assertThatThrownBy(() -> key(2, -512))
                .isInstanceOf(BadInputException.class)
                .hasMessage("request size -512 bytes is below 1");
        assertThat(key(1, 1).memoryBytes()).isEqualTo(1);
    }

    @Test
    void aMissingPartIsAProgrammingErrorNamingIt() {
        assertThatThrownBy(() -> new PointKey(null, "null", Direction.IN, 2, 16384, CopyMode.COPY))
                .isInstanceOf(NullPointerException.class)
                .hasMessageStartingWith("board ");
        assertThatThrownBy(() -> new PointKey("b", "null", null, 2, 16384, CopyMode.COPY))
                .isInstanceOf(NullPointerException.class)
                .hasMessageStartingWith("direction ");
        assertThatThrownBy(() -> new PointKey("b", "null", Direction.IN, 2, 16384, null))
                .isInstanceOf(NullPointerException.class)
                .hasMessageStartingWith("copyMode ");
    }

    @Test
    void thePipelineHoldsOneRequestPerBufferWithoutOverflow() {
        assertThat(key(8, 65536).memoryBytes()).isEqualTo(524_288L);
        // 65536 buffers of 1 GiB: 2^16 x 2^30 = 2^46 bytes, beyond an int.
        assertThat(key(65536, 1 << 30).memoryBytes()).isEqualTo(70_368_744_177_664L);
    }

    @Test
    void keysWithTheSameSixPartsAreEqual() {
        assertThat(key(4, 16384)).isEqualTo(key(4, 16384)).hasSameHashCodeAs(key(4, 16384));
        assertThat(key(4, 16384)).isNotEqualTo(key(4, 32768)).isNotEqualTo(key(8, 16384));
        assertThat(key(4, 16384))
                .isNotEqualTo(new PointKey("snowball", "sim:snowball-msc", Direction.IN, 4, 16384, CopyMode.NO_COPY));
    }
}
