package io.bulkbench.history;

import io.bulkbench.analysis.change.ChangePoint;
import io.bulkbench.analysis.change.ChangePointSettings;
import io.bulkbench.analysis.change.MetricSeries;
import java.util.List;
import lombok.NonNull;

/**
 * The history's change marks from Hunter's E-divisive means ({@code io.bulkbench.analysis.change},
 * the method of {@code bulkbench changes}): a failed night is left out of the series and
 * the change points keep the runs' own indices.
 */
public record ChangePointMarks(@NonNull ChangePointSettings settings) implements ChangeMarks {

    @Override
    public List<ChangePoint> changesIn(double[] throughputs) {
        return MetricSeries.skippingNaN("throughput", throughputs).changePoints(settings);
    }
}
