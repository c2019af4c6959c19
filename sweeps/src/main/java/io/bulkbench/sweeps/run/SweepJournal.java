package io.bulkbench.sweeps.run;

import io.bulkbench.core.MeasuredPoint;
import java.io.IOException;

/** Where a sweep puts each point the moment it is measured; durable before append returns. */
@FunctionalInterface
public interface SweepJournal {
    void append(MeasuredPoint point) throws IOException;
}
