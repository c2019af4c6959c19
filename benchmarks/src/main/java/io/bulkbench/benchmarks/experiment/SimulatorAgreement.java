package io.bulkbench.benchmarks.experiment;

import io.bulkbench.benchmarks.device.DeviceSpec;
import io.bulkbench.benchmarks.device.SimDeviceSpec;
import io.bulkbench.benchmarks.jmh.HarnessParameters;
import io.bulkbench.benchmarks.jmh.LateShare;
import io.bulkbench.benchmarks.jmh.PipelineThroughput;
import io.bulkbench.benchmarks.sim.ProfileCatalog;
import io.bulkbench.benchmarks.sim.SimProfile;
import io.bulkbench.benchmarks.sim.SimulatedThroughput;
import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointText;
import io.bulkbench.core.ThroughputText;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;
import java.util.regex.Pattern;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Does the JMH harness on the real-time simulator measure what the simulator's virtual
 * time predicts? Runs {@link PipelineThroughput} over a grid of one simulated profile
 * (every combination of the given buffer counts, request sizes and copy modes) and
 * prints, per point, the measured MB/s (the {@code bytes} counter), the prediction of
 * {@link SimulatedThroughput#expectedMbS}, the deviation and the late share (the share of
 * the measured time the bus sat idle because the host was behind the model,
 * {@link LateIdle}), then the largest deviation and how many points were late (over 1 %).
 * A harness that cost the host time shows as a deviation; a machine that took the CPU
 * away from the simulated host shows as a deviation with a late share beside it, and the
 * deviation should stay within it: {@code within} says whether the point read no lower
 * than its late share allows (less half a per cent for JMH's own scatter).
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar io.bulkbench.benchmarks.experiment.SimulatorAgreement
 * sim:fastboot-ssp OUT 2,4,8,16,32,64 16384,32768,65536,131072,262144 COPY,NO_COPY [warmupMs measureMs iterations]}
 * (defaults 500 1000 3); the exit code is 0 when every point is within 0.5 % over all its
 * iterations, 1 otherwise. Each point also gets the mean of its clean iterations alone,
 * those that lost under 0.5 % of their time to lateness, the measurement the machine did not disturb.
 */
public final class SimulatorAgreement {
    /**
     * Since the harness keeps the stream moving through JMH's pause ({@code PauseKeeper}),
     * a point on a quiet machine reads within this share of its prediction.
     */
    private static final double TOLERANCE = 0.005;

    /** The run-to-run scatter of a quick point on a quiet machine, allowed below the late bound. */
    private static final double SCATTER = 0.005;

    private SimulatorAgreement() {}

    /** Iterations that lost less than this share of their time to lateness count as clean. */
    private static final double CLEAN_LATE = 0.005;

    /**
     * One point's result: the mean MB/s of all measured iterations, the prediction, the
     * late share (the share of the measured time the bus sat idle for a late host), and the mean of the clean iterations alone
     * (NaN when none was clean).
     */
    record Point(
            int buffers,
            int requestBytes,
            CopyMode mode,
            double measuredMbS,
            double expectedMbS,
            double lateShare,
            int cleanIterations,
            double cleanMbS) {
        double deviation() {
            return measuredMbS / expectedMbS - 1;
        }

        double cleanDeviation() {
            return cleanMbS / expectedMbS - 1;
        }

        /** True when the point read no lower than its late share allows, less JMH's scatter. */
        boolean withinLateBound() {
            return deviation() >= -lateShare - SCATTER;
        }
    }

    public static void main(String[] args) throws RunnerException {
        if (args.length < 5) {
            System.err.println("usage: SimulatorAgreement sim:PROFILE IN|OUT BUFFERS,.. SIZES,.. COPY,NO_COPY"
                    + " [warmupMs measureMs iterations]");
            System.exit(2);
        }
        String device = args[0];
        Direction direction = Direction.valueOf(args[1]);
        long warmupMs = args.length > 5 ? Long.parseLong(args[5]) : 500;
        long measureMs = args.length > 6 ? Long.parseLong(args[6]) : 1000;
        int iterations = args.length > 7 ? Integer.parseInt(args[7]) : 3;
        SimDeviceSpec spec = (SimDeviceSpec) DeviceSpec.parse(device);
        SimProfile profile = ProfileCatalog.resolve(spec.profile(), spec.isFile());
        Collection<RunResult> runs = new Runner(new OptionsBuilder()
                        .include("^" + Pattern.quote(PipelineThroughput.class.getName() + ".transfer") + "$")
                        .param(HarnessParameters.DEVICE, device)
                        .param(HarnessParameters.DIRECTION, direction.name())
                        .param(HarnessParameters.BUFFERS, args[2].split(","))
                        .param(HarnessParameters.REQUEST_SIZE, args[3].split(","))
                        .param(HarnessParameters.COPY_MODE, args[4].split(","))
                        .forks(1)
                        .warmupIterations(1)
                        .warmupTime(TimeValue.milliseconds(warmupMs))
                        .measurementIterations(iterations)
                        .measurementTime(TimeValue.milliseconds(measureMs))
                        .verbosity(VerboseMode.SILENT)
                        .shouldFailOnError(true)
                        .build())
                .run();
        List<Point> points = new ArrayList<>();
        for (RunResult run : runs) {
            int buffers = Integer.parseInt(run.getParams().getParam(HarnessParameters.BUFFERS));
            int bytes = Integer.parseInt(run.getParams().getParam(HarnessParameters.REQUEST_SIZE));
            CopyMode mode = CopyMode.valueOf(run.getParams().getParam(HarnessParameters.COPY_MODE));
            points.add(point(
                    run,
                    buffers,
                    bytes,
                    mode,
                    SimulatedThroughput.expectedMbS(profile, direction, buffers, bytes, mode)));
        }
        points.sort(Comparator.comparing(Point::mode)
                .thenComparingInt(Point::requestBytes)
                .thenComparingInt(Point::buffers));
        System.out.println(report(device, direction, points));
        boolean agrees = points.stream().allMatch(p -> Math.abs(p.deviation()) <= TOLERANCE);
        System.exit(agrees ? 0 : 1);
    }

    /** A point from its iterations' {@code bytes} and {@code lateMicros} counters. */
    private static Point point(RunResult run, int buffers, int bytes, CopyMode mode, double expected) {
        List<IterationResult> iterations = new ArrayList<>();
        for (BenchmarkResult fork : run.getBenchmarkResults()) {
            iterations.addAll(fork.getIterationResults());
        }
        double sum = 0;
        double cleanSum = 0;
        int clean = 0;
        for (IterationResult iteration : iterations) {
            double mbS = iteration.getSecondaryResults().get("bytes").getScore() / 1e6;
            sum += mbS;
            if (LateShare.lateMicros(iteration) < CLEAN_LATE * LateShare.measuredMicros(iteration)) {
                cleanSum += mbS;
                clean++;
            }
        }
        return new Point(
                buffers,
                bytes,
                mode,
                sum / iterations.size(),
                expected,
                LateShare.of(iterations).orElse(0),
                clean,
                clean == 0 ? Double.NaN : cleanSum / clean);
    }

    static String report(String device, Direction direction, List<Point> points) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(
                Locale.ROOT,
                "%s %s: measured (JMH bytes counter) vs virtual-time prediction;"
                        + " clean = iterations that lost < %.1f %% to lateness%n",
                device,
                direction,
                100 * CLEAN_LATE));
        out.append(String.format(
                Locale.ROOT,
                "%8s %9s %8s %10s %10s %8s %7s %6s %9s %7s%n",
                "buffers",
                "request",
                "mode",
                "measured",
                "predicted",
                "dev_%",
                "late_%",
                "clean",
                "clean_dev",
                "within"));
        for (Point p : points) {
            out.append(String.format(
                    Locale.ROOT,
                    "%8d %9s %8s %10s %10s %+8.2f %7.2f %6d %+9.2f %7s%n",
                    p.buffers(),
                    ByteSizeText.of(p.requestBytes()),
                    p.mode(),
                    ThroughputText.figure(p.measuredMbS()),
                    ThroughputText.figure(p.expectedMbS()),
                    100 * p.deviation(),
                    100 * p.lateShare(),
                    p.cleanIterations(),
                    100 * p.cleanDeviation(),
                    p.withinLateBound() ? "yes" : "NO"));
        }
        summary(out, "all iterations: points " + points.size() + ", ", direction, points, Point::deviation);
        List<Point> withClean =
                points.stream().filter(p -> p.cleanIterations() > 0).toList();
        summary(
                out,
                "clean iterations: points with one " + withClean.size() + " of " + points.size() + ", ",
                direction,
                withClean,
                Point::cleanDeviation);
        out.append(String.format(
                Locale.ROOT,
                "late (over %.0f %% of the time): %d of %d points; read within their late bound: %d of %d%n",
                100 * MeasuredPoint.LATE_LIMIT,
                points.stream()
                        .filter(p -> p.lateShare() > MeasuredPoint.LATE_LIMIT)
                        .count(),
                points.size(),
                points.stream().filter(Point::withinLateBound).count(),
                points.size()));
        return out.toString();
    }

    /**
     * Appends, after {@code lead}, how many points agree with the prediction within the
     * tolerance by {@code deviation}, and the one that deviates most; nothing when there are none.
     */
    private static void summary(
            StringBuilder out,
            String lead,
            Direction direction,
            List<Point> points,
            ToDoubleFunction<Point> deviation) {
        points.stream()
                .max(Comparator.comparingDouble(p -> Math.abs(deviation.applyAsDouble(p))))
                .ifPresent(worst -> out.append(lead)
                        .append(String.format(
                                Locale.ROOT,
                                "within %.1f %%: %d, largest deviation %+.2f %% (%s)%n",
                                100 * TOLERANCE,
                                points.stream()
                                        .filter(p -> Math.abs(deviation.applyAsDouble(p)) <= TOLERANCE)
                                        .count(),
                                100 * deviation.applyAsDouble(worst),
                                PointText.of(direction, worst.mode(), worst.requestBytes(), worst.buffers()))));
    }
}
