package io.bulkbench.analysis.change;

/**
 * Where a series moved to a new level: {@code index} is the first row of the new level
 * (0-based), the means are those of the level before and the level after (each reaching
 * to the neighbouring change point or the end of the series), and the p-value is the
 * two-sided Student's t-test of those two levels.
 */
public record ChangePoint(int index, double meanBefore, double meanAfter, double pValue) {

    public ChangePoint {
        if (index < 1) {
            throw new IllegalArgumentException("a change point needs a row before it, index " + index);
        }
    }

    /** The change, a share: after / before - 1 ({@code -0.1} is 10 % lower); NaN when the level before is 0. */
    public double change() {
        return meanBefore == 0 ? Double.NaN : meanAfter / meanBefore - 1;
    }

    /**
     * The larger of the forward and the backward relative change, so a drop and the rise
     * that undoes it are the same size; a side whose mean is 0 counts 0 (as in Otava).
     * This is what {@link ChangePointSettings#minMagnitude} is compared with.
     */
    public double magnitude() {
        double forward = meanBefore == 0 ? 0 : meanAfter / meanBefore - 1;
        double backward = meanAfter == 0 ? 0 : meanBefore / meanAfter - 1;
        return Math.max(Math.abs(forward), Math.abs(backward));
    }

    /** The same change found at another row: a series' position mapped to a table's row. */
    ChangePoint atRow(int row) {
        return new ChangePoint(row, meanBefore, meanAfter, pValue);
    }
}
