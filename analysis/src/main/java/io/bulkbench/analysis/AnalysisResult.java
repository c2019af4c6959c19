package io.bulkbench.analysis;

import java.util.List;

/** Everything the analysis derives from a run's points: every fit tried, and the defaults. */
public record AnalysisResult(List<SeriesFit> fits, List<Recommendation> recommendations) {

    public AnalysisResult {
        fits = List.copyOf(fits);
        recommendations = List.copyOf(recommendations);
    }

    /** The fits chosen for each series (one per series). */
    public List<SeriesFit> selectedFits() {
        return fits.stream().filter(SeriesFit::selected).toList();
    }
}
