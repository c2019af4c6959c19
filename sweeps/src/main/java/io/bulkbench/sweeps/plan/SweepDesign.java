package io.bulkbench.sweeps.plan;

/** How a sweep picks its points: every point of the grid, or a few and a calibrated model for the rest. */
public enum SweepDesign {
    /** Every point of the grid is measured. */
    GRID,
    /** A few points are measured, the simulator's model is calibrated to them and predicts the rest. */
    MODEL
}
