package io.bulkbench.sweeps.run;

import io.bulkbench.core.BadInputException;
import io.bulkbench.sweeps.plan.SweepPlan;
import java.time.Duration;

/**
 * The checks a plan passes before its first point, beyond each value's own: a
 * simulated crash needs a fork to crash in, and a plan larger than {@value #MAX_POINTS}
 * points or longer than {@link #MAX_ESTIMATE} by its own estimate is refused unless the
 * user says {@code --allow-large-plan}, since such a plan is far more often a typo
 * than a wish.
 */
public final class PlanCheck {
    public static final int MAX_POINTS = 10_000;
    public static final Duration MAX_ESTIMATE = Duration.ofHours(72);
    /** Buffers times request size of one point: far beyond any board, within any test machine's memory. */
    public static final long MAX_POINT_MEMORY = 1L << 30;
    /** A fork's start-up on top of the JMH iterations, as the progress estimate counts it. */
    static final double FORK_SECONDS = 1.5;

    private PlanCheck() {}

    public static void beforeFirstPoint(SweepPlan plan, boolean allowLarge) {
        if (plan.jmh().forks() == 0 && DeviceCheck.endsItsJvm(plan.device())) {
            throw new BadInputException("device " + plan.device() + " simulates a crash that ends the JVM it runs in,"
                    + " and --forks 0 runs it in this one, which would end the whole sweep; use --forks 1 or more");
        }
        long largest = (long) plan.buffers().get(plan.buffers().size() - 1)
                * plan.requestSizes().get(plan.requestSizes().size() - 1);
        if (largest > MAX_POINT_MEMORY) {
            throw new BadInputException("the plan's largest point holds " + (largest >> 20)
                    + " MiB of buffers, more than " + (MAX_POINT_MEMORY >> 20)
                    + " MiB a pipeline may hold; give fewer buffers or smaller sizes");
        }
        long points = (long) plan.buffers().size()
                * plan.requestSizes().size()
                * plan.copyModes().size()
                * plan.directions().size();
        double seconds = points * (plan.jmh().secondsPerPoint() + FORK_SECONDS);
        if (allowLarge) {
            return;
        }
        if (points > MAX_POINTS) {
            throw new BadInputException(
                    "the plan has " + points + " points, more than " + MAX_POINTS
                            + "; give shorter lists (e.g. --buffers 2..64 --sizes 16K..256K), or --allow-large-plan if it is meant");
        }
        if (seconds > MAX_ESTIMATE.toSeconds()) {
            throw new BadInputException("the plan would take about " + Durations.human(seconds) + ", more than "
                    + Durations.human(MAX_ESTIMATE.toSeconds()) + "; give fewer points, iterations or a shorter --time,"
                    + " or --allow-large-plan if it is meant");
        }
    }
}
