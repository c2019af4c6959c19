package io.bulkbench.sweeps.plan;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.List;

/**
 * The first points of a model-designed sweep: a greedy maximin design over the plan's
 * grid, each axis scaled by its index so doubling and linear lists spread alike. The
 * first cell is the deepest pipeline at the largest request (where a copy costs the
 * most), each next cell the one farthest from every cell chosen. The first {@link #PAIRED}
 * cells are measured in every copy mode, so a copy cost can be told from the host's own;
 * the rest in one mode each, in turn, so both modes see the whole grid; a design larger
 * than that adds the other modes of the same cells in order. Every direction gets the
 * same design.
 *
 * <p>Pure: a plan in, point keys out.
 */
public final class SpaceFillingDesign {
    /** Cells measured in both copy modes: enough pairs to see a copy cost at small and large requests. */
    static final int PAIRED = 3;

    private SpaceFillingDesign() {}

    /**
     * At least {@code points} keys (a paired cell may give one more), never more than
     * the grid holds, in the order they are worth measuring.
     */
    public static List<PointKey> of(SweepPlan plan, int points) {
        List<Integer> buffers = plan.buffers().stream().sorted().distinct().toList();
        List<Integer> sizes = plan.requestSizes().stream().sorted().distinct().toList();
        List<CopyMode> modes = plan.copyModes();
        int perDirection = Math.max(
                1, (points + plan.directions().size() - 1) / plan.directions().size());
        List<int[]> cells = maximinCells(buffers.size(), sizes.size());
        List<PointKey> out = new ArrayList<>();
        for (Direction direction : plan.directions()) {
            List<PointKey> mine = new ArrayList<>();
            int turn = 0;
            for (int c = 0; c < cells.size() && mine.size() < perDirection; c++) {
                List<CopyMode> here =
                        c < PAIRED || modes.size() == 1 ? modes : List.of(modes.get(turn++ % modes.size()));
                for (CopyMode mode : here) {
                    mine.add(key(plan, direction, buffers, sizes, cells.get(c), mode));
                }
            }
            // a design larger than the cells hold: the other modes of the same cells, in order
            for (int c = 0; c < cells.size() && mine.size() < perDirection; c++) {
                for (CopyMode mode : modes) {
                    PointKey k = key(plan, direction, buffers, sizes, cells.get(c), mode);
                    if (!mine.contains(k) && mine.size() < perDirection) {
                        mine.add(k);
                    }
                }
            }
            out.addAll(mine);
        }
        return out;
    }

    private static PointKey key(
            SweepPlan plan,
            Direction direction,
            List<Integer> buffers,
            List<Integer> sizes,
            int[] cell,
            CopyMode mode) {
        return new PointKey(plan.board(), plan.device(), direction, buffers.get(cell[0]), sizes.get(cell[1]), mode);
    }

    /** Every cell of a rows x cols lattice, ordered by greedy maximin from the top corner. */
    static List<int[]> maximinCells(int rows, int cols) {
        List<int[]> left = new ArrayList<>();
        for (int i = rows - 1; i >= 0; i--) {
            for (int j = cols - 1; j >= 0; j--) {
                left.add(new int[] {i, j});
            }
        }
        List<int[]> chosen = new ArrayList<>();
        chosen.add(left.remove(0));
        while (!left.isEmpty()) {
            int best = 0;
            double bestDistance = -1;
            for (int k = 0; k < left.size(); k++) {
                double d = Double.POSITIVE_INFINITY;
                for (int[] c : chosen) {
                    d = Math.min(d, distance(left.get(k), c, rows, cols));
                }
                if (d > bestDistance + 1e-12) {
                    best = k;
                    bestDistance = d;
                }
            }
            chosen.add(left.remove(best));
        }
        return chosen;
    }

    private static double distance(int[] a, int[] b, int rows, int cols) {
        double di = rows > 1 ? (a[0] - b[0]) / (double) (rows - 1) : 0;
        double dj = cols > 1 ? (a[1] - b[1]) / (double) (cols - 1) : 0;
        return Math.hypot(di, dj);
    }
}
