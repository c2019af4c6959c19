package io.bulkbench.sweeps.run;

import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;

/** Tells a person how far a sweep is: points done, the point in flight, time left. */
public interface SweepProgress {
    void started(int total, int alreadyDone, double secondsPerPoint);

    void pointStarted(PointKey point);

    void pointFinished(MeasuredPoint point);

    void finished();

    /** Says nothing; for tests and for callers that report on their own. */
    SweepProgress SILENT = new SweepProgress() {
        @Override
        public void started(int total, int alreadyDone, double secondsPerPoint) {}

        @Override
        public void pointStarted(PointKey point) {}

        @Override
        public void pointFinished(MeasuredPoint point) {}

        @Override
        public void finished() {}
    };
}
