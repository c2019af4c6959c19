package io.bulkbench.model;

import io.bulkbench.benchmarks.sim.CopyCostModel;
import io.bulkbench.benchmarks.sim.FaultModel;
import io.bulkbench.benchmarks.sim.ProfileLoader;
import io.bulkbench.benchmarks.sim.SimProfile;
import io.bulkbench.benchmarks.sim.SimulatedThroughput;
import io.bulkbench.benchmarks.sim.SweptParameter;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.ThroughputText;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.math3.exception.TooManyEvaluationsException;
import org.apache.commons.math3.optim.InitialGuess;
import org.apache.commons.math3.optim.MaxEval;
import org.apache.commons.math3.optim.SimpleBounds;
import org.apache.commons.math3.optim.nonlinear.scalar.GoalType;
import org.apache.commons.math3.optim.nonlinear.scalar.ObjectiveFunction;
import org.apache.commons.math3.optim.nonlinear.scalar.noderiv.BOBYQAOptimizer;

/**
 * Fits a simulator profile to measured points: the template's structure (swept
 * parameter, duplex, link speed, host queue depth, copy cache size, rare delays) and seed
 * stay, the numbers the data speak to are fitted by weighted least squares against the
 * virtual-time twin (see {@link TwinObjective}), with BOBYQA from several starts, and each
 * gets a profile-likelihood interval ({@link ProfileLikelihood}). Free: the link's
 * bandwidth and per-request cost, the host's submit cost, per-KiB cost and jitter, the
 * device stage's storage rate, fixed cost and jitter when the template has one, and the
 * copy's rate and fixed cost (and rate beyond the cache) when the points measure both
 * copy modes and the two differ. Completion latency and rare delays stay as the template
 * has them: means over thousands of requests hardly see them.
 */
public final class ProfileCalibration {
    private ProfileCalibration() {}

    /** Calibrates {@code template} (its faults left out: a board's model has none) to the ok points of one device. */
    public static Calibration calibrate(SimProfile withFaults, List<MeasuredPoint> points) {
        SimProfile template = withFaults.withFaults(FaultModel.NONE);
        List<MeasuredPoint> ok = points.stream().filter(MeasuredPoint::isOk).toList();
        requireOneDevice(ok);
        List<String> notes = new ArrayList<>();
        SimProfile start = template;
        String copy = copyEvidence(ok);
        List<FreeParameter> free = freeParameters(template, copy.isEmpty());
        if (copy.isEmpty()) {
            if (template.copy() == CopyCostModel.NONE) {
                start = template.withCopy(new CopyCostModel(0, 1e5, 0, 1e5));
            }
        } else {
            notes.add("copy left as the template has it: " + copy);
        }
        if (ok.size() < leastPoints(template, copy.isEmpty())) {
            throw new BadInputException("calibrate needs at least " + leastPoints(template, copy.isEmpty())
                    + " ok points to fit "
                    + free.size() + " parameters, the run has " + ok.size() + "; measure a grid such as the default "
                    + "(buffers 2..64 x sizes 16K..256K)");
        }
        double best =
                ok.stream().mapToDouble(MeasuredPoint::throughputMbS).max().orElseThrow();
        if (!(best >= ParameterSpace.LEAST_BEST_MB_S)) {
            // All zero (a device that moved nothing) leaves no rate to fit, and no profile could hold one.
            throw new BadInputException("the fastest ok point of "
                    + ok.get(0).key().device() + " measured "
                    + ThroughputText.of(best) + ", under the " + ThroughputText.of(ParameterSpace.LEAST_BEST_MB_S)
                    + " calibrate needs (it fits rates from a fifth of the fastest point, and a profile's start at "
                    + ThroughputText.of(ProfileLoader.MIN_RATE_MB_S) + "); calibrate a run whose points moved data");
        }
        ParameterSpace space = ParameterSpace.of(start, free, best);
        TwinObjective search = new TwinObjective(ok, TwinObjective.SEARCH_REQUESTS);
        TwinObjective objective = search.withRequests(TwinObjective.FIT_REQUESTS);
        BestSoFar fitted = minimise(space, search, objective, StartingPoints.of(space, ok, best));
        ProfileLikelihood likelihood = new ProfileLikelihood(space, objective, fitted.x, fitted.value, fitted.visited);
        List<ParameterEstimate> estimates = likelihood.estimates();
        double chi = fitted.value;
        double[] fit = fitted.x;
        SimProfile rounded = described(rounded(space.profileAt(fit), estimates), ok);
        List<PointResidual> residuals = new ArrayList<>();
        double[] model = objective.twin(rounded, SimulatedThroughput.MEASURED_REQUESTS);
        for (int i = 0; i < ok.size(); i++) {
            residuals.add(PointResidual.of(ok.get(i), model[i]));
        }
        notes.add("kept from the template " + template.name() + ": swept "
                + template.swept().name().toLowerCase()
                + ", " + template.link().duplex().name().toLowerCase() + " duplex, completion latency "
                + ProfileNumbers.format(template.host().completionLatencyUs()) + " us, delays"
                + (template.swept() == SweptParameter.DEVICE_BUFFERS
                        ? ", host queue depth " + template.host().queueDepth()
                        : "")
                + (template.copy().cacheKib() > 0
                        ? ", copy cache " + ByteSizeText.of(template.copy().cacheKib() * ByteSizeText.KIB)
                        : "")
                + " and seed " + template.seed());
        return new Calibration(
                rounded,
                estimates,
                residuals,
                chi,
                ok.size() - free.size(),
                objective.evaluations(),
                notes,
                likelihood.confounded());
    }

    /**
     * The fewest ok points a calibration of {@code template} accepts: two more than it has
     * free parameters, those of the copy counted when {@code copyFitted} (both copy modes
     * measured and differing).
     */
    public static int leastPoints(SimProfile template, boolean copyFitted) {
        return freeParameters(template, copyFitted).size() + 2;
    }

    /** What a calibration fits: link and host always, the device stage when there is one, the copy when told apart. */
    private static List<FreeParameter> freeParameters(SimProfile template, boolean copyFitted) {
        List<FreeParameter> free = new ArrayList<>(List.of(
                FreeParameter.LINK_BANDWIDTH,
                FreeParameter.LINK_PER_REQUEST,
                FreeParameter.HOST_SUBMIT,
                FreeParameter.HOST_SUBMIT_PER_KIB,
                FreeParameter.HOST_JITTER));
        if (template.deviceStage().isPresent()) {
            free.addAll(List.of(FreeParameter.DEVICE_STORAGE, FreeParameter.DEVICE_FIXED, FreeParameter.DEVICE_JITTER));
        }
        if (copyFitted) {
            free.addAll(List.of(FreeParameter.COPY_RATE, FreeParameter.COPY_FIXED));
            if (template.copy() != CopyCostModel.NONE && template.copy().cacheKib() > 0) {
                free.add(FreeParameter.COPY_BEYOND_CACHE);
            }
        }
        return free;
    }

    private static void requireOneDevice(List<MeasuredPoint> ok) {
        if (ok.isEmpty()) {
            throw new BadInputException("calibrate needs measured points, the run has no ok point; calibrate a run"
                    + " whose sweep measured");
        }
        List<String> devices = ok.stream().map(p -> p.key().device()).distinct().toList();
        if (devices.size() > 1) {
            throw new BadInputException("calibrate fits one device, the points measure " + String.join(" and ", devices)
                    + "; give a run folder of one device");
        }
    }

    /**
     * Why the copy cannot be fitted, or empty when it can: both modes measured at some
     * key, and at least one such pair differs by more than the two errors together.
     */
    static String copyEvidence(List<MeasuredPoint> ok) {
        Map<String, MeasuredPoint> noCopy = new HashMap<>();
        for (MeasuredPoint p : ok) {
            if (p.key().copyMode() == CopyMode.NO_COPY) {
                noCopy.put(pairKey(p.key()), p);
            }
        }
        int pairs = 0;
        for (MeasuredPoint p : ok) {
            MeasuredPoint other = p.key().copyMode() == CopyMode.COPY ? noCopy.get(pairKey(p.key())) : null;
            if (other != null) {
                pairs++;
                PointResidual a = PointResidual.of(p, 0);
                PointResidual b = PointResidual.of(other, 0);
                if (Math.abs(p.throughputMbS() - other.throughputMbS()) > a.errorMbS() + b.errorMbS()) {
                    return "";
                }
            }
        }
        return pairs == 0
                ? "the points do not measure both copy modes at one point, so a copy cost cannot be told"
                        + " from the host's own cost"
                : "copy and no-copy agree within their errors at all " + pairs + " points measured both ways";
    }

    private static String pairKey(PointKey k) {
        return k.direction() + "/" + k.buffers() + "/" + k.requestBytes();
    }

    /**
     * BOBYQA from every start with the searching twin, then once more from the best with the
     * fitting twin (more requests per point) and a smaller trust region.
     */
    private static BestSoFar minimise(
            ParameterSpace space, TwinObjective search, TwinObjective objective, List<double[]> starts) {
        BestSoFar best = new BestSoFar(space, search);
        List<double[]> ends = new ArrayList<>();
        for (double[] start : starts) {
            BestSoFar fromHere = new BestSoFar(space, search);
            bobyqa(fromHere, start, 0.1);
            ends.add(fromHere.x);
            best.offer(fromHere);
        }
        BestSoFar polished = new BestSoFar(space, objective);
        polished.keepVisited();
        bobyqa(polished, best.x, 0.02);
        // where the other starts ended is evidence too: another explanation of the data that
        // fits within the threshold widens the intervals to take it in (ProfileLikelihood)
        for (double[] end : ends) {
            polished.chiSquare(end);
        }
        return polished;
    }

    private static void bobyqa(BestSoFar best, double[] start, double radius) {
        int k = start.length;
        double[] lower = new double[k];
        double[] upper = new double[k];
        Arrays.fill(upper, 1.0);
        BOBYQAOptimizer optimizer = new BOBYQAOptimizer(2 * k + 1, radius, 1e-4);
        try {
            optimizer.optimize(
                    new MaxEval(40 * k),
                    new ObjectiveFunction(best::chiSquare),
                    GoalType.MINIMIZE,
                    new InitialGuess(start),
                    new SimpleBounds(lower, upper));
        } catch (TooManyEvaluationsException e) {
            // the best point seen so far stands; BOBYQA stalls on the twin's corners rather than diverges
        }
    }

    /** The objective as the optimiser sees it, keeping the best point ever evaluated. */
    private static final class BestSoFar {
        private final ParameterSpace space;
        private final TwinObjective objective;
        double[] x;
        double value = Double.POSITIVE_INFINITY;
        /** Every point evaluated, {x..., chi-square}, once {@link #keepVisited} was called. */
        final List<double[]> visited = new ArrayList<>();

        private boolean keep;

        BestSoFar(ParameterSpace space, TwinObjective objective) {
            this.space = space;
            this.objective = objective;
        }

        /** Takes the other's best when it is better. */
        void offer(BestSoFar other) {
            if (other.value < value) {
                value = other.value;
                x = other.x.clone();
            }
        }

        void keepVisited() {
            keep = true;
        }

        double chiSquare(double[] at) {
            double v = objective.chiSquare(space.profileAt(at));
            if (keep) {
                double[] record = Arrays.copyOf(at, at.length + 1);
                record[at.length] = v;
                visited.add(record);
            }
            if (v < value) {
                value = v;
                x = at.clone();
            }
            return v;
        }
    }

    private static SimProfile described(SimProfile p, List<MeasuredPoint> ok) {
        String description = ok.get(0).key().board() + " on " + ok.get(0).key().device() + ", calibrated to "
                + ok.size() + " measured points (template " + p.name() + ")";
        return p.withDescription(description);
    }

    /** The fitted profile as written: four significant digits where determined, two where not. */
    private static SimProfile rounded(SimProfile fitted, List<ParameterEstimate> estimates) {
        SimProfile p = fitted;
        for (ParameterEstimate e : estimates) {
            // rounding must not lift the link over its protocol ceiling, which the loader refuses
            p = e.parameter().set(p, ProfileNumbers.roundAtMost(e.value(), e.determined() ? 4 : 2, e.searchHigh()));
        }
        return p;
    }
}
