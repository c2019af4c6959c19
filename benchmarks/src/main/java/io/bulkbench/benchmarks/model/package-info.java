/**
 * The simulator's virtual-time twin used as a model of a board: predicting a grid of
 * points from a profile ({@link io.bulkbench.benchmarks.model.TwinPrediction}). Fitting
 * a profile to measured points is the model module's. Pure computation: no files, no
 * clocks; the command line does the I/O.
 */
package io.bulkbench.benchmarks.model;
