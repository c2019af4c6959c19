/**
 * Predictions by the simulator's virtual-time twin: a grid of
 * points from a profile ({@link io.bulkbench.benchmarks.twin.TwinPrediction}). Fitting
 * a profile to measured points is the model module's. Pure computation: no files, no
 * clocks; the command line does the I/O.
 */
package io.bulkbench.benchmarks.twin;
