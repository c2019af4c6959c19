package io.bulkbench.history;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.change.ChangePoint;
import io.bulkbench.analysis.change.ChangePointSettings;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The history's marks come from the change-point detector, on nights with 1 % noise made from seeds. */
class ChangePointMarksTest {
    private static final ChangeMarks MARKS = new ChangePointMarks(ChangePointSettings.defaults());

    @Test
    void aTenPercentStepIsMarkedWhereItStartsOnceItHeldForTwoNights() {
        for (long seed = 1; seed <= 20; seed++) {
            int step = 10 + (int) (seed % 20);
            for (int after : new int[] {2, 3, 10}) {
                double[] nights = nights(new SplittableRandom(seed), step + after);
                for (int i = step; i < nights.length; i++) {
                    nights[i] *= 0.9;
                }
                List<ChangePoint> marks = MARKS.changesIn(nights);
                assertThat(marks)
                        .as("seed %d, step at %d, %d nights after", seed, step, after)
                        .singleElement()
                        .satisfies(c -> {
                            assertThat(c.index()).isBetween(step - 2, step + 2);
                            assertThat(c.change()).isBetween(-0.12, -0.08);
                            assertThat(c.pValue()).isLessThan(ChangePointSettings.DEFAULT_MAX_P_VALUE);
                        });
            }
        }
    }

    @Test
    void aSingleLowNightIsNotMarked() {
        for (long seed = 1; seed <= 20; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            double[] nights = nights(random, 30);
            int low = random.nextInt(1, 30);
            nights[low] *= 0.85;
            assertThat(MARKS.changesIn(nights))
                    .as("seed %d, night %d 15 %% low", seed, low)
                    .isEmpty();
        }
    }

    @Test
    void aFailedNightIsLeftOutAndTheMarkKeepsTheRunsIndex() {
        long seed = 7;
        System.out.println("aFailedNightIsLeftOutAndTheMarkKeepsTheRunsIndex seed " + seed);
        double[] nights = nights(new SplittableRandom(seed), 24);
        for (int i = 12; i < nights.length; i++) {
            nights[i] *= 0.9;
        }
        nights[5] = Double.NaN;
        assertThat(MARKS.changesIn(nights)).extracting(ChangePoint::index).containsExactly(12);
    }

    /** Nights around 40 MB/s with +-1 % noise. */
    private static double[] nights(SplittableRandom random, int count) {
        double[] nights = new double[count];
        for (int i = 0; i < count; i++) {
            nights[i] = 40 * (1 + 0.02 * (random.nextDouble() - 0.5));
        }
        return nights;
    }
}
