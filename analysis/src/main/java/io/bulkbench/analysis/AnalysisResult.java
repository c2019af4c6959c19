package io.bulkbench.analysis;

import io.bulkbench.core.PointKey;
import java.util.List;

/**
 * Everything the analysis derives from a run's points: every fit tried, the defaults, and
 * the points whose CPU at their MB/s is over the board's CPU budget (none without one).
 */
public record AnalysisResult(List<SeriesFit> fits, List<Recommendation> recommendations, List<PointKey> overCpuBudget) {

    public AnalysisResult {
        fits = List.copyOf(fits);
        recommendations = List.copyOf(recommendations);
        overCpuBudget = List.copyOf(overCpuBudget);
    }

    /** A result that marks no point over a CPU budget: a run without one, or read back from where none is kept. */
    public AnalysisResult(List<SeriesFit> fits, List<Recommendation> recommendations) {
        this(fits, recommendations, List.of());
    }

    /** The fits chosen for each series (one per series). */
    public List<SeriesFit> selectedFits() {
        return fits.stream().filter(SeriesFit::selected).toList();
    }
}
