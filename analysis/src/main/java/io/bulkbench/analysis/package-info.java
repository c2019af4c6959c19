/**
 * Pure computation over a run's measured points: no files, clocks, threads or printing.
 *
 * <p>Entry points: {@link io.bulkbench.analysis.RunAnalysis#analyze} (series, fits, model
 * choice, knees, recommended defaults) and {@link io.bulkbench.analysis.RunComparison#compare}
 * (baseline against candidate, point by point), both configured by plain values
 * ({@link io.bulkbench.analysis.AnalysisSettings}, a threshold share and a significance
 * level).
 *
 * <p>Decisions a reader of the results should know:
 * <ul>
 *   <li>A series needs three points to be fitted, and a model needs more points than
 *       parameters. Weights are 1/error^2 when every point has a positive error, else
 *       ordinary least squares.</li>
 *   <li>Every model tried is a {@link io.bulkbench.analysis.SeriesFit}; the lowest AICc is
 *       selected (ties to fewer parameters). AICc is +infinity when the series is too
 *       short for the correction (n &lt;= p + 2).</li>
 *   <li>A series no model fits has no fit; its recommendation comes from the measured
 *       means and the rationale names the reason. {@link io.bulkbench.analysis.RunAnalysis#fitAll}
 *       exposes each series' reason for reports.</li>
 *   <li>Intervals are 95 % percentile bootstraps over the per-iteration samples when every
 *       point has two or more, over residuals otherwise, seeded by the settings.</li>
 * </ul>
 */
package io.bulkbench.analysis;
