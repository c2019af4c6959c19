package io.bulkbench.analysis.trend;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.analysis.Undecided;
import io.bulkbench.analysis.ValueInterval;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

class HeldDefaultTest {
    private static final long SEED = 20261206L;

    private static DefaultTrend.Night night(int i, String value) {
        return new DefaultTrend.Night(Trends.run("b", i), value, 20, 0, Optional.empty(), Optional.empty());
    }

    private static DefaultTrend.Night night(int i, String value, long low, long high) {
        return new DefaultTrend.Night(
                Trends.run("b", i), value, 20, 0, Optional.empty(), Optional.of(new ValueInterval(low, high)));
    }

    private static DefaultTrend.Night undecided(int i, String value) {
        return new DefaultTrend.Night(
                Trends.run("b", i), value, 20, 0, Optional.of(new Undecided(List.of("3", "7"))), Optional.empty());
    }

    private static DefaultTrend trend(List<DefaultTrend.Night> nights) {
        return new DefaultTrend(Trends.DEVICE, Direction.IN, CopyMode.COPY, Trends.SYMBOL, nights);
    }

    @Test
    void fiveAgreeingNightsHoldFromTheFifth() {
        List<DefaultTrend.Night> nights = new ArrayList<>();
        nights.add(night(0, "8"));
        for (int i = 1; i <= 6; i++) {
            nights.add(night(i, "4", 3, 6));
        }
        HeldDefault h = HeldDefault.of(trend(nights), 5, false);
        assertThat(h.held()).isTrue();
        assertThat(h.value()).isEqualTo("4");
        // nights 1..5 are the first five that agree: held from night 5 on
        assertThat(h.since().orElseThrow().run()).isEqualTo(Trends.run("b", 5));
        assertThat(h.text()).startsWith("held at 4 since run ").doesNotContain("or earlier");
        assertThat(h.why()).isEmpty();
    }

    @Test
    void aFlipUnsettlesWithTheValuesSeen() {
        List<DefaultTrend.Night> nights =
                List.of(night(0, "4"), night(1, "8"), night(2, "4"), night(3, "8"), night(4, "4"));
        HeldDefault h = HeldDefault.of(trend(nights), 5, false);
        assertThat(h.held()).isFalse();
        assertThat(h.why()).isEqualTo("the last 5 nights recommend 4 (3 nights), 8 (2 nights)");
        assertThatThrownBy(h::value).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void anUndecidedNightUnsettlesAndIsNamed() {
        List<DefaultTrend.Night> nights =
                List.of(night(0, "4"), night(1, "4"), undecided(2, "4"), night(3, "4"), night(4, "4"));
        HeldDefault h = HeldDefault.of(trend(nights), 5, false);
        assertThat(h.held()).isFalse();
        assertThat(h.why())
                .contains("1 night was undecided (late points): run "
                        + Trends.run("b", 2).runId());
    }

    @Test
    void intervalsThatShareNoValueUnsettleAndTheWidestIsNamed() {
        List<DefaultTrend.Night> nights = List.of(night(0, "6", 3, 7), night(1, "6", 5, 40), night(2, "6", 20, 30));
        HeldDefault h = HeldDefault.of(trend(nights), 3, false);
        assertThat(h.held()).isFalse();
        assertThat(h.why()).isEqualTo("the nights' knee intervals share no value (widest 5..40)");
    }

    @Test
    void tooFewNightsUnsettle() {
        HeldDefault h = HeldDefault.of(trend(List.of(night(0, "4"), night(1, "4"))), 5, false);
        assertThat(h.held()).isFalse();
        assertThat(h.why()).isEqualTo("only 2 of the 5 nights it needs are recorded");
    }

    @Test
    void aHoldReachingTheFirstNightReadMayBeOlder() {
        List<DefaultTrend.Night> nights = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            nights.add(night(i, "4"));
        }
        assertThat(HeldDefault.of(trend(nights), 5, true).text()).contains(" or earlier");
        assertThat(HeldDefault.of(trend(nights), 5, false).text()).doesNotContain(" or earlier");
    }

    @Test
    void nightsOutsideTheRangeAreRefusedNamingTheFlag() {
        assertThatThrownBy(() -> HeldDefault.requireNights(1))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("--held-nights 1 is outside 2 to 50");
    }

    /**
     * Over seeded random histories: a default is held exactly when its last N nights are
     * decided, of one value, and every two of their intervals overlap (checked pairwise here,
     * as the rule says it); and it is held since the earliest night from which every night's
     * window was held.
     */
    @Test
    void heldIsThePairwiseRuleOverEveryWindow() {
        System.out.println("HeldDefaultTest seed " + SEED);
        Random random = new Random(SEED);
        int held = 0;
        for (int trial = 0; trial < 2_000; trial++) {
            int n = 2 + random.nextInt(5);
            int count = 1 + random.nextInt(12);
            List<DefaultTrend.Night> nights = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                String value = random.nextInt(6) == 0 ? "8" : "4";
                if (random.nextInt(10) == 0) {
                    nights.add(undecided(i, value));
                } else if (random.nextBoolean()) {
                    long low = random.nextInt(10);
                    nights.add(night(i, value, low, low + random.nextInt(8)));
                } else {
                    nights.add(night(i, value));
                }
            }
            HeldDefault h = HeldDefault.of(trend(nights), n, false);
            boolean expected = windowHeld(nights, count - 1, n);
            assertThat(h.held()).as("trial %d", trial).isEqualTo(expected);
            assertThat(h.last()).hasSize(Math.min(n, count));
            if (expected) {
                held++;
                int k = count - 1;
                while (k - 1 >= 0 && windowHeld(nights, k - 1, n)) {
                    k--;
                }
                assertThat(h.since().orElseThrow()).as("trial %d", trial).isEqualTo(nights.get(k));
                assertThat(h.why()).isEmpty();
            } else {
                assertThat(h.why()).as("trial %d", trial).isNotEmpty();
            }
        }
        // the law was tried on both sides
        assertThat(held).isBetween(100, 1_900);
    }

    private static boolean windowHeld(List<DefaultTrend.Night> nights, int end, int n) {
        if (end - n + 1 < 0) {
            return false;
        }
        List<DefaultTrend.Night> w = nights.subList(end - n + 1, end + 1);
        for (DefaultTrend.Night a : w) {
            if (!a.decided() || !a.value().equals(w.get(0).value())) {
                return false;
            }
            for (DefaultTrend.Night b : w) {
                if (a.interval().isPresent()
                        && b.interval().isPresent()
                        && !a.interval().get().overlaps(b.interval().get())) {
                    return false;
                }
            }
        }
        return true;
    }
}
