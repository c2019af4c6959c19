package io.bulkbench.sweeps.run;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.ByteSizeText;
import io.bulkbench.sweeps.plan.BoardConfig;
import io.bulkbench.sweeps.plan.Settings;
import io.bulkbench.sweeps.plan.SweepPlan;
import java.time.Duration;
import java.util.Optional;

/**
 * The checks a plan passes before its first point, beyond each value's own: a
 * simulated crash needs a fork to crash in, a board's setup command a program to run,
 * JMH's lock a file that can be opened, and a plan larger than {@value #MAX_POINTS}
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
        beforeFirstPoint(plan, Optional.empty(), allowLarge);
    }

    /** Also checks that the setup command names a program there is to run. */
    public static void beforeFirstPoint(Settings settings, boolean allowLarge) {
        beforeFirstPoint(settings.plan(), Optional.of(settings), allowLarge);
    }

    private static void beforeFirstPoint(SweepPlan plan, Optional<Settings> settings, boolean allowLarge) {
        settings.flatMap(SetupCommand::of)
                .ifPresent(s -> s.requireProgram(
                        settings.get().config().map(BoardConfig::file).orElse("setup"),
                        System.getenv().getOrDefault("PATH", "")));
        JmhLock.requireUsable();
        if (plan.jmh().forks() == 0 && DeviceCheck.endsItsJvm(plan.device())) {
            throw new BadInputException("device " + plan.device() + " simulates a crash that ends the JVM it runs in,"
                    + " and --forks 0 runs it in this one, which would end the whole sweep; use --forks 1 or more");
        }
        long largest = (long) plan.buffers().get(plan.buffers().size() - 1)
                * plan.requestSizes().get(plan.requestSizes().size() - 1);
        if (largest > MAX_POINT_MEMORY) {
            throw new BadInputException("the plan's largest point holds " + ByteSizeText.of(largest)
                    + " of buffers, more than the " + ByteSizeText.of(MAX_POINT_MEMORY)
                    + " a pipeline may hold; give fewer buffers or smaller sizes");
        }
        long points = notTooManyPoints(plan, allowLarge);
        double seconds = points * (plan.jmh().secondsPerPoint() + FORK_SECONDS);
        if (!allowLarge && seconds > MAX_ESTIMATE.toSeconds()) {
            throw new BadInputException("the plan would take about " + Durations.human(seconds) + ", more than "
                    + Durations.human(MAX_ESTIMATE.toSeconds()) + "; give fewer points, iterations or a shorter --time,"
                    + " or --allow-large-plan if it is meant");
        }
    }

    /**
     * The plan's number of points, refused above {@value #MAX_POINTS} unless
     * {@code allowLarge}: the check of a plan that is computed rather than measured
     * ({@code predict}) as well as of a sweep's. The count is computed from the axes, so
     * a huge plan is refused before its points are listed.
     */
    public static long notTooManyPoints(SweepPlan plan, boolean allowLarge) {
        long points = (long) plan.buffers().size()
                * plan.requestSizes().size()
                * plan.copyModes().size()
                * plan.directions().size();
        if (!allowLarge && points > MAX_POINTS) {
            throw new BadInputException(
                    "the plan has " + points + " points, more than " + MAX_POINTS
                            + "; give shorter lists (e.g. --buffers 2..64 --sizes 16K..256K), or --allow-large-plan if it is meant");
        }
        return points;
    }
}
