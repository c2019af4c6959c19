/**
 * Change points in a lab's history: where a nightly series moved to a new level and
 * stayed there. Hunter's method (Fleming et al., ICPE 2023, as Apache Otava implements
 * it): E-divisive means over sliding windows with a Student's t-test, giving weak change
 * points, then merged until each left is significant and large enough, and (our addition)
 * does not rest on any single row, so one bad night is never a change.
 *
 * <p>Entry points: {@link io.bulkbench.analysis.change.ChangePointDetector#find} for one
 * series of numbers and {@link io.bulkbench.analysis.change.SeriesTable#changes} for a
 * table of metrics, both configured by {@link io.bulkbench.analysis.change.ChangePointSettings}.
 * No files, clocks, threads or randomness: the same rows always give the same answer.
 */
package io.bulkbench.analysis.change;
