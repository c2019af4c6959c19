package io.bulkbench.analysis;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.MeasuredPoint;
import java.util.List;

/**
 * Two runs set side by side, an earlier and a later (compare's baseline and candidate,
 * explain's before and after), and the one rule every command that pairs runs applies:
 * both are runs of one board. Another board's numbers differ for reasons of their own,
 * so a change between them says nothing about either board. A run without points names no
 * board; the command's own check on empty runs speaks for it.
 *
 * @param earlier how the earlier run is named in a message, e.g. "the baseline results/b/1"
 * @param earlierPoints its points
 * @param later how the later run is named
 * @param laterPoints its points
 */
public record RunPair(
        String earlier, List<MeasuredPoint> earlierPoints, String later, List<MeasuredPoint> laterPoints) {

    public RunPair {
        earlierPoints = List.copyOf(earlierPoints);
        laterPoints = List.copyOf(laterPoints);
    }

    /** The pair, refused in one sentence when its runs are of two boards. */
    public RunPair ofOneBoard() {
        if (!earlierPoints.isEmpty() && !laterPoints.isEmpty()) {
            String before = board(earlierPoints);
            String after = board(laterPoints);
            if (!before.equals(after)) {
                throw new BadInputException(earlier + " is board '" + before + "' and " + later + " is board '" + after
                        + "'; give two runs of one board");
            }
        }
        return this;
    }

    /** The board of a run's points: a run is one board's (RunFolder refuses a mixed one). */
    private static String board(List<MeasuredPoint> points) {
        return points.get(0).key().board();
    }
}
