/**
 * Experiments about the harness itself, run from {@code scripts/}, not harnesses a sweep
 * runs: whether the simulator paced in real time measures what its virtual time predicts.
 */
package io.bulkbench.benchmarks.experiment;
