/**
 * Pure computation over a run's measured points: no files, clocks, threads or printing.
 *
 * <p>Entry points: {@link io.bulkbench.analysis.RunAnalysis#analyze} (series, fits, curve
 * choice, knees, recommended defaults) and {@link io.bulkbench.analysis.RunComparison#compare}
 * (baseline against candidate, point by point), both configured by plain values
 * ({@link io.bulkbench.analysis.AnalysisSettings}, a threshold share and a significance
 * level).
 *
 * <p>Decisions a reader of the results should know:
 * <ul>
 *   <li>A series needs three points to be fitted, and a curve needs more points than
 *       parameters. Weights are 1/se^2 (se the standard error of the mean, from JMH's
 *       99.9 % error and the iteration count) when every point has a positive error,
 *       else ordinary least squares.</li>
 *   <li>Every curve tried is a {@link io.bulkbench.analysis.SeriesFit}; the lowest AICc is
 *       selected (ties to fewer parameters). With measured errors AICc is chi-square
 *       based and counts the curve's p parameters; without, it estimates the variance
 *       from the residuals and counts it too (k = p + 1). AICc is NaN when the series is
 *       too short for the correction (n &lt;= k + 1); the choice is then made among the
 *       curves that have one, or by fewest parameters when none has.</li>
 *   <li>A series no curve fits has no fit; its recommendation comes from the measured
 *       means and the rationale names the reason. {@link io.bulkbench.analysis.RunAnalysis#fitAll}
 *       exposes each series' reason for reports.</li>
 *   <li>Intervals are 95 % percentile bootstraps over the per-iteration samples when every
 *       point has two or more, over residuals otherwise, seeded by the settings.</li>
 * </ul>
 */
package io.bulkbench.analysis;
