package io.bulkbench.sweeps.plan;

import io.bulkbench.analysis.AnalysisSettings;
import io.bulkbench.benchmarks.sim.SimProfile;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.PointText;
import io.bulkbench.model.CalibratedProfileText;
import io.bulkbench.model.Calibration;
import io.bulkbench.model.ProfileCalibration;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * {@code sweep --design model}: measure a space-filling start, calibrate the template to
 * what was measured, and let {@link ModelDesignPlanner} pick the next points, round by
 * round, until every setup is stable, the budget is spent or no point would tell more.
 * When a calibration says the model does not describe the board, the design ends there
 * and says why, and the caller measures the rest of the plan.
 *
 * <p>Measuring is the caller's (it journals each point and may be stopped); the loop only
 * decides, so it runs the same against JMH and against the twin in tests.
 */
public final class ModelDesignLoop {
    /** Measures points (each saved the moment it is measured); empty when the sweep was stopped meanwhile. */
    @FunctionalInterface
    public interface Measurer {
        Optional<List<MeasuredPoint>> measure(int round, List<Refinement> points) throws IOException;
    }

    /** How the design ended. */
    public enum Ending {
        /** Every setup stable. */
        STABLE,
        /** The budget is spent, or no point would tell more, before every setup was stable. */
        UNSETTLED,
        /** The model does not describe the board: the rest of the plan must be measured. */
        MISFIT,
        /** Stopped by a signal; resume continues it. */
        STOPPED
    }

    /**
     * The end of a design: how, why (one line), the last calibration and step when there
     * was one, and the points measured.
     */
    public record Result(
            Ending ending,
            String why,
            Optional<Calibration> calibration,
            Optional<ModelDesignPlanner.Step> step,
            List<MeasuredPoint> measured) {
        public Result {
            measured = List.copyOf(measured);
        }
    }

    private final SweepPlan plan;
    private final ModelDesignPlanner planner;
    private final Function<List<MeasuredPoint>, Calibration> calibrator;
    /** The ok points a calibration of the template needs. */
    private final int leastPoints;

    public ModelDesignLoop(SweepPlan plan, SimProfile template, AnalysisSettings settings) {
        this(plan, template, settings, ok -> ProfileCalibration.calibrate(template, ok));
    }

    /** A loop with its own calibrator (tests give the template misjudged numbers). */
    public ModelDesignLoop(
            SweepPlan plan,
            SimProfile template,
            AnalysisSettings settings,
            Function<List<MeasuredPoint>, Calibration> calibrator) {
        this.plan = plan;
        this.planner = new ModelDesignPlanner(plan, settings);
        this.calibrator = calibrator;
        this.leastPoints =
                ProfileCalibration.leastPoints(template, plan.copyModes().size() > 1);
    }

    public ModelDesignPlanner planner() {
        return planner;
    }

    /** The start design: as many points as a calibration of the template needs. */
    public List<PointKey> start() {
        return SpaceFillingDesign.of(plan, leastPoints);
    }

    /** Runs the design on from {@code already} (the points a resumed folder holds); {@code log} gets one line per round. */
    public Result run(List<MeasuredPoint> already, Measurer measurer, Consumer<String> log) throws IOException {
        Map<PointKey, MeasuredPoint> measured = new LinkedHashMap<>();
        already.forEach(p -> measured.put(p.key(), p));
        List<PointKey> start = start();
        int budget = planner.budget(start.size());
        if (leastPoints > plan.points().size() / 2) {
            return new Result(
                    Ending.MISFIT,
                    "the plan's " + plan.points().size() + " points are too few for a model that needs "
                            + leastPoints
                            + " to calibrate; every point is measured",
                    Optional.empty(),
                    Optional.empty(),
                    List.copyOf(measured.values()));
        }
        List<Refinement> first = start.stream()
                .filter(k -> !measured.containsKey(k))
                .map(k -> new Refinement(k, "space-filling start"))
                .toList();
        if (!first.isEmpty()) {
            log.accept("design: measuring a space-filling start of " + first.size() + " of the plan's "
                    + plan.points().size() + " points (at most " + budget + " measured in all)");
            if (!measureInto(measured, measurer, 0, first)) {
                return stopped(measured);
            }
        }
        for (int round = 1; ; round++) {
            List<MeasuredPoint> ok =
                    measured.values().stream().filter(MeasuredPoint::isOk).toList();
            if (ok.size() < leastPoints) {
                return new Result(
                        Ending.MISFIT,
                        "only " + ok.size() + " points were measured ok, a calibration needs " + leastPoints
                                + "; every point is measured",
                        Optional.empty(),
                        Optional.empty(),
                        List.copyOf(measured.values()));
            }
            Calibration c = calibrator.apply(ok);
            if (!c.describes()) {
                return new Result(
                        Ending.MISFIT,
                        "the model does not describe this board ("
                                + c.beyondError().size() + " of "
                                + c.residuals().size() + " points beyond 3x their error, the worst"
                                + CalibratedProfileText.line(c.worst(1).get(0)).replaceFirst("^ +", " ")
                                + "); every point is measured",
                        Optional.of(c),
                        Optional.empty(),
                        List.copyOf(measured.values()));
            }
            ModelDesignPlanner.Step step = planner.next(ok, c);
            step.verdicts().forEach(v -> log.accept("design: " + v.describe()));
            if (step.stable()) {
                return new Result(
                        Ending.STABLE,
                        "every recommended default is stable after " + measuredCount(measured) + " measured points",
                        Optional.of(c),
                        Optional.of(step),
                        List.copyOf(measured.values()));
            }
            int left = budget - measuredCount(measured);
            Set<PointKey> seen = new HashSet<>(measured.keySet());
            List<Refinement> next = step.next().stream()
                    .filter(r -> seen.add(r.point()))
                    .limit(Math.max(0, left))
                    .toList();
            if (next.isEmpty()) {
                return new Result(
                        Ending.UNSETTLED,
                        (left <= 0
                                        ? "the budget of " + budget + " measured points is spent"
                                        : "no point would tell more")
                                + " before every default was stable; the model's recommendation stands, unconfirmed"
                                + " where marked",
                        Optional.of(c),
                        Optional.of(step),
                        List.copyOf(measured.values()));
            }
            log.accept("design round " + round + ": measuring "
                    + next.stream().map(r -> PointText.of(r.point())).collect(Collectors.joining(", ")));
            if (!measureInto(measured, measurer, round, next)) {
                return stopped(measured);
            }
        }
    }

    private static boolean measureInto(
            Map<PointKey, MeasuredPoint> measured, Measurer measurer, int round, List<Refinement> points)
            throws IOException {
        Optional<List<MeasuredPoint>> got = measurer.measure(round, points);
        got.ifPresent(list -> list.forEach(p -> measured.put(p.key(), p)));
        return got.isPresent();
    }

    private static Result stopped(Map<PointKey, MeasuredPoint> measured) {
        return new Result(
                Ending.STOPPED,
                "stopped; every finished point is kept",
                Optional.empty(),
                Optional.empty(),
                new ArrayList<>(measured.values()));
    }

    private static int measuredCount(Map<PointKey, MeasuredPoint> measured) {
        return (int) measured.values().stream().filter(p -> !p.isPredicted()).count();
    }
}
