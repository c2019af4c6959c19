package io.bulkbench.benchmarks.device;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class SlotRingTest {
    private static final long SEED = 0x5107_A11CL;

    @Test
    void followsAQueueOfSlotIndexesForAnyInterleaving() {
        // The ring against a plain deque of indexes: every slot handed out is free, every reap is the oldest.
        SplittableRandom random = new SplittableRandom(SEED);
        for (int round = 0; round < 300; round++) {
            int capacity = 1 + random.nextInt(64);
            SlotRing ring = new SlotRing(capacity);
            Deque<Integer> model = new ArrayDeque<>();
            for (int step = 0; step < 500; step++) {
                boolean submit = model.isEmpty() || (model.size() < capacity && random.nextBoolean());
                if (submit) {
                    int slot = ring.tail();
                    assertThat(model)
                            .as("seed %d round %d step %d: slot %d is free", SEED, round, step, slot)
                            .doesNotContain(slot);
                    ring.push();
                    model.addLast(slot);
                } else {
                    assertThat(ring.head())
                            .as("seed %d round %d step %d", SEED, round, step)
                            .isEqualTo(model.peekFirst());
                    ring.pop();
                    model.removeFirst();
                }
                assertThat(ring.size()).isEqualTo(model.size());
                int k = 0;
                for (int slot : model) {
                    assertThat(ring.fromHead(k++))
                            .as("seed %d round %d step %d", SEED, round, step)
                            .isEqualTo(slot);
                }
            }
        }
    }

    @Test
    void overfillingOrReapingNothingIsAProgrammingError() {
        SlotRing ring = new SlotRing(2);
        assertThatThrownBy(ring::head).hasMessage("no request in flight to await");
        assertThatThrownBy(ring::pop).isInstanceOf(IllegalStateException.class);
        ring.push();
        ring.push();
        assertThat(ring.isFull()).isTrue();
        assertThatThrownBy(ring::tail).hasMessage("more than 2 requests in flight");
        assertThatThrownBy(() -> ring.fromHead(2)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> new SlotRing(0)).isInstanceOf(IllegalArgumentException.class);
    }
}
