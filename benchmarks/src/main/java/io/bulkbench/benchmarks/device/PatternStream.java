package io.bulkbench.benchmarks.device;

import java.nio.ByteBuffer;

/**
 * Produces or checks one direction's stream of a {@link DataPattern}. A writer and a
 * checker built for the same pattern agree byte for byte as long as they see the same
 * request lengths in the same order, which in-order completion guarantees. Allocates
 * nothing; works on heap arrays (copy mode) and direct buffers (no-copy mode).
 */
public final class PatternStream {
    /** Gadget zero's max packet at high speed; the pattern restarts every request. */
    static final int MAX_PACKET = 512;
    /** Taps x^32 + x^22 + x^2 + x + 1 (a maximal-length polynomial) in Galois form. */
    private static final int LFSR_TAPS = 0x80200003;

    private static final int LFSR_START = 0x1;

    private final DataPattern pattern;
    private int lfsr = LFSR_START;

    public PatternStream(DataPattern pattern) {
        this.pattern = pattern;
    }

    public DataPattern pattern() {
        return pattern;
    }

    private byte next(int indexInRequest) {
        if (pattern == DataPattern.GADGET_ZERO) {
            return (byte) ((indexInRequest % MAX_PACKET) % 63);
        }
        int s = lfsr;
        s = (s >>> 1) ^ (-(s & 1) & LFSR_TAPS);
        lfsr = s;
        return (byte) s;
    }

    /** Writes the next {@code length} pattern bytes into {@code array} from index 0. */
    public void fill(byte[] array, int length) {
        if (pattern == DataPattern.NONE) {
            return;
        }
        for (int i = 0; i < length; i++) {
            array[i] = next(i);
        }
    }

    /** Writes the next {@code length} pattern bytes into {@code buffer} from index 0 (absolute puts). */
    public void fill(ByteBuffer buffer, int length) {
        if (pattern == DataPattern.NONE) {
            return;
        }
        for (int i = 0; i < length; i++) {
            buffer.put(i, next(i));
        }
    }

    /** Checks the next {@code length} bytes of {@code array}; returns how many differ. */
    public int check(byte[] array, int length) {
        if (pattern == DataPattern.NONE) {
            return 0;
        }
        int errors = 0;
        for (int i = 0; i < length; i++) {
            if (array[i] != next(i)) {
                errors++;
            }
        }
        return errors;
    }

    /** Checks the next {@code length} bytes of {@code buffer}; returns how many differ. */
    public int check(ByteBuffer buffer, int length) {
        if (pattern == DataPattern.NONE) {
            return 0;
        }
        int errors = 0;
        for (int i = 0; i < length; i++) {
            if (buffer.get(i) != next(i)) {
                errors++;
            }
        }
        return errors;
    }
}
