package io.bulkbench.sweeps.bisect;

/** The bisect's time ({@code --budget}) ran out before the next build or measurement. */
final class BudgetSpent extends Exception {
    private static final long serialVersionUID = 1L;

    BudgetSpent() {
        super("budget spent", null, false, false);
    }
}
