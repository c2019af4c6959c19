package io.bulkbench.benchmarks.device;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.testing.RandomCases;
import java.nio.ByteBuffer;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Writer and checker of a pattern agree; any changed byte is counted. */
class PatternStreamTest {

    @Test
    void gadgetZeroIsIModuloMaxPacketModulo63RestartedEveryRequest() {
        byte[] data = new byte[1500];
        PatternStream writer = new PatternStream(DataPattern.GADGET_ZERO);
        writer.fill(data, 1500);
        assertThat(data[0]).isEqualTo((byte) 0);
        assertThat(data[62]).isEqualTo((byte) 62);
        assertThat(data[63]).isEqualTo((byte) 0);
        assertThat(data[512]).isEqualTo((byte) 0);
        assertThat(data[1499]).isEqualTo((byte) ((1499 % 512) % 63));
        writer.fill(data, 10);
        assertThat(data[1]).isEqualTo((byte) 1);
    }

    @Test
    void theLfsrStreamChecksAcrossRequestsAndCountsEveryFlippedByte() {
        RandomCases.check(300, c -> {
            List<Integer> lengths = c.intsIn("lengths", 1, 8, 1, 4096);
            int flipAt = c.intIn("flipAt", 0, 4095);
            PatternStream writer = new PatternStream(DataPattern.LFSR32);
            PatternStream checker = new PatternStream(DataPattern.LFSR32);
            ByteBuffer buffer = ByteBuffer.allocateDirect(4096);
            long errors = 0;
            boolean flipped = false;
            for (int length : lengths) {
                writer.fill(buffer, length);
                if (!flipped && flipAt < length) {
                    buffer.put(flipAt, (byte) ~buffer.get(flipAt));
                    flipped = true;
                }
                errors += checker.check(buffer, length);
            }
            assertThat(errors).as("%s", c).isEqualTo(flipped ? 1 : 0);
        });
    }

    @Test
    void theLfsrDoesNotRepeatWithinAFewMegabytes() {
        PatternStream writer = new PatternStream(DataPattern.LFSR32);
        byte[] first = new byte[4096];
        byte[] later = new byte[4096];
        writer.fill(first, 4096);
        for (int i = 0; i < 1024; i++) {
            writer.fill(later, 4096);
            assertThat(later).isNotEqualTo(first);
        }
    }
}
