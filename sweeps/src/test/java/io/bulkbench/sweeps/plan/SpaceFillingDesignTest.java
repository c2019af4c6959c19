package io.bulkbench.sweeps.plan;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.PointKey;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class SpaceFillingDesignTest {
    private static final JmhSettings JMH = new JmhSettings(1, 0, 1, Duration.ofMillis(100));

    private static SweepPlan plan(List<Integer> buffers, List<Integer> sizes, List<CopyMode> modes, List<Direction> d) {
        return new SweepPlan("b", "sim:hs", buffers, sizes, modes, d, JMH);
    }

    /** On the quick grid the first four cells are its corners, the fifth the first of its two middle cells. */
    @Test
    void theQuickGridStartsAtItsCornersThenItsMiddle() {
        List<int[]> cells = SpaceFillingDesign.maximinCells(6, 5);
        assertThat(cells.subList(0, 4)).extracting(c -> c[0] + "," + c[1]).containsExactly("5,4", "0,0", "5,0", "0,4");
        assertThat(cells.get(4)).containsExactly(3, 2);
        assertThat(cells).hasSize(30);
    }

    @Test
    void theFirstCellsAreMeasuredInBothCopyModesAndTheRestTakeTurns() {
        SweepPlan quick = plan(
                List.of(2, 4, 8, 16, 32, 64),
                List.of(16384, 32768, 65536, 131072, 262144),
                List.of(CopyMode.COPY, CopyMode.NO_COPY),
                List.of(Direction.IN));
        List<PointKey> design = SpaceFillingDesign.of(quick, 9);
        assertThat(design).hasSize(9).doesNotHaveDuplicates();
        assertThat(design.subList(0, 2))
                .extracting(k -> k.buffers() + "x" + k.requestBytes() + " "
                        + k.copyMode().label())
                .containsExactly("64x262144 copy", "64x262144 no-copy");
        assertThat(design.subList(6, 9))
                .extracting(PointKey::copyMode)
                .containsExactly(CopyMode.COPY, CopyMode.NO_COPY, CopyMode.COPY);
    }

    /**
     * For any grid, mode and direction lists and size asked: distinct points of the plan,
     * at least as many as asked (or the whole plan), at most one more per direction, and
     * every direction and (given the room) every copy mode in the design.
     */
    @Test
    void anyPlanGetsDistinctPointsOfItsOwnEnoughOfThemAndEveryModeAndDirection() {
        long seed = new SplittableRandom().nextLong();
        System.out.println("SpaceFillingDesignTest seed " + seed);
        SplittableRandom random = new SplittableRandom(seed);
        for (int trial = 0; trial < 300; trial++) {
            List<Integer> buffers = axis(random, 1 + random.nextInt(8), 1);
            List<Integer> sizes = axis(random, 1 + random.nextInt(6), 16384);
            List<CopyMode> modes =
                    random.nextBoolean() ? List.of(CopyMode.COPY, CopyMode.NO_COPY) : List.of(CopyMode.NO_COPY);
            List<Direction> directions =
                    random.nextBoolean() ? List.of(Direction.IN) : List.of(Direction.IN, Direction.OUT);
            SweepPlan p = plan(buffers, sizes, modes, directions);
            int asked = 1 + random.nextInt(p.points().size() + 3);
            List<PointKey> design = SpaceFillingDesign.of(p, asked);
            String what = "trial " + trial + ": " + buffers + " x " + sizes + " x " + modes + " x " + directions
                    + ", asked " + asked;
            assertThat(design).as(what).doesNotHaveDuplicates();
            assertThat(p.points()).as(what).containsAll(design);
            int perDirection = (asked + directions.size() - 1) / directions.size();
            assertThat(design.size())
                    .as(what)
                    .isGreaterThanOrEqualTo(Math.min(asked, p.points().size()))
                    .isLessThanOrEqualTo(directions.size() * (perDirection + 1));
            assertThat(design).as(what).extracting(PointKey::direction).containsAll(directions);
            if (perDirection >= modes.size()) {
                assertThat(design).as(what).extracting(PointKey::copyMode).containsAll(modes);
            }
        }
    }

    private static List<Integer> axis(SplittableRandom random, int length, int unit) {
        List<Integer> out = new ArrayList<>();
        int v = unit * (1 + random.nextInt(3));
        for (int i = 0; i < length; i++) {
            out.add(v);
            v += unit * (1 + random.nextInt(4));
        }
        return out;
    }
}
