/**
 * The values of a board's trend over nights: what a run is beside its measurements
 * (when, where, with which label and plan), and a board's points and recommended
 * defaults over runs, as the results database answers them. Values only; the store
 * lives in the history module, the text and CSV forms in reports.
 */
package io.bulkbench.analysis.trend;
