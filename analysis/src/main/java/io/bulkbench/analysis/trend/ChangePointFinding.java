package io.bulkbench.analysis.trend;

import io.bulkbench.analysis.change.ChangePoint;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.PointKey;
import java.time.Instant;
import java.util.Arrays;
import lombok.NonNull;

/**
 * One change point of a night's verdict, as it is stored and every surface shows it: the
 * point whose nightly throughput moved, the last night at the old level and the first at
 * the new one (and when that began), both levels' means with the p-value of their
 * difference, and what the night made of it. Pure.
 *
 * @param key          the point
 * @param beforeRun    the run id of the last night at the old level
 * @param afterRun     the run id of the first night at the new level
 * @param afterStarted when the first night at the new level started
 * @param meanBefore   the old level's mean throughput, MB/s
 * @param meanAfter    the new level's mean throughput, MB/s
 * @param pValue       the two levels' Student's t-test ({@link ChangePoint#pValue})
 * @param kind         regression, not judged, acknowledged or a change that fails nothing
 */
public record ChangePointFinding(
        @NonNull PointKey key,
        @NonNull String beforeRun,
        @NonNull String afterRun,
        @NonNull Instant afterStarted,
        double meanBefore,
        double meanAfter,
        double pValue,
        @NonNull Kind kind) {

    /** What a night makes of a change point. */
    public enum Kind {
        /** A drop beyond the board's threshold, whatever the simulator's lateness: the night fails. */
        REGRESSION("regression"),
        /** A drop beyond the threshold as measured that the simulator's lateness may account for. */
        NOT_JUDGED("simulator_late"),
        /** A drop beyond the threshold before the acknowledged run: accepted, it fails nothing. */
        ACKNOWLEDGED("acknowledged"),
        /** Any other change (a rise, a drop within the threshold). */
        CHANGE("change");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }

        /** The kind a label names; refused in one line naming the labels otherwise. */
        public static Kind parse(String label) {
            return Arrays.stream(values())
                    .filter(k -> k.label.equals(label))
                    .findFirst()
                    .orElseThrow(() -> new BadInputException("'" + label + "' is not a change point's verdict ("
                            + String.join(
                                    ", ",
                                    Arrays.stream(values()).map(Kind::label).toList()) + ")"));
        }
    }

    /** Whether this is the change of {@code point} whose new level begins at the run {@code firstNewRun}. */
    public boolean isAt(PointKey point, String firstNewRun) {
        return key.equals(point) && afterRun.equals(firstNewRun);
    }

    /** The new level against the old as a share (-0.15 is 15 % slower); NaN when the old level is 0. */
    public double relativeChange() {
        return meanBefore == 0 ? Double.NaN : meanAfter / meanBefore - 1;
    }

    /** A finding from a change point of a board's nights, of the kind given. */
    static ChangePointFinding of(LevelChange c, Kind kind) {
        PointTrend point = c.point();
        RecordedRun after = point.nightOf(c.change()).run();
        return new ChangePointFinding(
                point.key(),
                point.nights().get(c.change().index() - 1).run().runId(),
                after.runId(),
                after.info().started(),
                c.change().meanBefore(),
                c.change().meanAfter(),
                c.change().pValue(),
                kind);
    }
}
