/**
 * Which stage of the pipeline moved between two runs: the calibrated parameters of each
 * run, with their intervals, compared one by one, and said in a line a kernel engineer can
 * act on. Pure: the calibrations come in, verdicts and text go out.
 */
package io.bulkbench.analysis.explain;
