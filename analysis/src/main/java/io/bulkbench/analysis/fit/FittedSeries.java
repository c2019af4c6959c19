package io.bulkbench.analysis.fit;

import io.bulkbench.analysis.Series;
import io.bulkbench.analysis.SeriesFit;
import java.util.List;
import java.util.Optional;
import lombok.NonNull;

/**
 * A series with every fit tried on it (exactly one selected when any converged), or,
 * when none could be fitted, the sentence saying why in {@code problem} (empty when
 * the series was fitted). Recommendations fall back to the measured means then.
 */
public record FittedSeries(@NonNull Series series, List<SeriesFit> fits, String problem) {

    public FittedSeries {
        fits = List.copyOf(fits);
        problem = problem == null ? "" : problem;
        long selected = fits.stream().filter(SeriesFit::selected).count();
        if (selected != (fits.isEmpty() ? 0 : 1)) {
            throw new IllegalArgumentException(series.label() + " has " + selected + " selected fits");
        }
    }

    /** The fit recommendations and charts use, if any model converged. */
    public Optional<SeriesFit> selected() {
        return fits.stream().filter(SeriesFit::selected).findFirst();
    }
}
