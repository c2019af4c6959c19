package io.bulkbench.reports.kcidb;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.trend.NightVerdict;
import io.bulkbench.analysis.trend.RunInfo;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.MeasuredPoint;
import java.util.List;
import java.util.Optional;
import lombok.NonNull;

/**
 * What a KCIDB document is made of: who submits it ({@code origin}), the kernel build the
 * board ran ({@code buildId}, {@code ORIGIN:ID}), the run's id and what run.csv says about
 * it, and the run folder's points, recommended defaults and its verdict, if it has one.
 * The origin and build id are checked here, so a document never holds a name KCIDB refuses.
 */
public record KcidbRun(
        String origin,
        String buildId,
        @NonNull String runId,
        @NonNull RunInfo info,
        List<MeasuredPoint> points,
        List<Recommendation> recommendations,
        @NonNull Optional<NightVerdict> verdict) {

    public KcidbRun {
        KcidbName.origin(origin);
        KcidbName.buildId(buildId);
        points = List.copyOf(points);
        recommendations = List.copyOf(recommendations);
        if (points.isEmpty()) {
            throw new BadInputException(
                    "run " + runId + " holds no measured point; give a run folder whose sweep measured one");
        }
    }

    /** The run's points against the night before (none without a verdict). */
    public List<PointChange> changes() {
        return verdict.map(NightVerdict::points).orElse(List.of());
    }

    /** The board the run measured: a run folder holds one board's points. */
    public String board() {
        return points.get(0).key().board();
    }
}
