/**
 * A board's calibrated model: a simulator profile fitted to measured points against the
 * virtual-time twin ({@link io.bulkbench.model.ProfileCalibration}), its intervals, its
 * residuals, and what limits each point ({@link io.bulkbench.model.PointLimits}). Pure
 * computation on Commons Math and analysis; the command line does the I/O. Apart from
 * benchmarks, so the harness jar carries neither.
 */
package io.bulkbench.model;
