package io.bulkbench.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.bulkbench.analysis.AnalysisResult;
import io.bulkbench.analysis.AnalysisSettings;
import io.bulkbench.analysis.Axis;
import io.bulkbench.analysis.Estimate;
import io.bulkbench.analysis.RunAnalysis;
import io.bulkbench.analysis.SeriesFit;
import io.bulkbench.benchmarks.sim.CopyCostModel;
import io.bulkbench.benchmarks.sim.LinkSpeed;
import io.bulkbench.benchmarks.sim.ProfileCatalog;
import io.bulkbench.benchmarks.sim.ProfileLoader;
import io.bulkbench.benchmarks.sim.SimProfile;
import io.bulkbench.benchmarks.sim.SimulatedThroughput;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Calibration against the twin as the measurement: on every built-in profile the fitted
 * profile predicts the measured grid within 3 % (median) and 10 % (max), and the analysis
 * recommends the same defaults from the prediction as from the measurement; on one
 * profile per seed it gives back the truth within its intervals and tells the seed's
 * story. Each profile is calibrated once and shared by the tests (a calibration runs the
 * twin about a thousand times).
 */
@Execution(ExecutionMode.CONCURRENT)
class ProfileCalibrationIT {
    private static final long NOISE_SEED = 20_261_130L;
    private static final Map<String, Fitted> FITS = new ConcurrentHashMap<>();

    record Fitted(SimProfile truth, List<MeasuredPoint> measured, Calibration calibration) {}

    static Fitted fitted(String profile) {
        return FITS.computeIfAbsent(profile, name -> {
            Direction direction = name.startsWith("fastboot") ? Direction.OUT : Direction.IN;
            List<MeasuredPoint> measured = TwinMeasurement.grid(name, direction, NOISE_SEED);
            SimProfile truth = ProfileCatalog.builtIn(name);
            long start = System.nanoTime();
            Calibration c = ProfileCalibration.calibrate(misjudged(truth), measured);
            System.out.printf(
                    "%s: calibrated in %.1f s, %d twin evaluations, chi-square %.1f for %d dof%n",
                    name, (System.nanoTime() - start) / 1e9, c.evaluations(), c.chiSquare(), c.degreesOfFreedom());
            for (ParameterEstimate e : c.estimates()) {
                System.out.printf(
                        "  %-26s truth %-8s fit %-8s %s%n",
                        e.parameter().key(),
                        ProfileNumbers.format(e.parameter().of(truth)),
                        ProfileNumbers.format(e.value()),
                        e.describe());
            }
            return new Fitted(truth, measured, c);
        });
    }

    /**
     * The truth's structure with every number the fit may change off by half or more, as
     * a template a user picked for their board would be: the fit has to find the numbers.
     */
    static SimProfile misjudged(SimProfile truth) {
        double f = 1.5;
        SimProfile p = truth;
        p = FreeParameter.LINK_BANDWIDTH.set(
                p,
                Math.min(
                        f * truth.link().bandwidthMbS(),
                        truth.link().speed().map(LinkSpeed::ceilingMbS).orElse(Double.MAX_VALUE)));
        p = FreeParameter.LINK_PER_REQUEST.set(p, truth.link().perRequestUs() / f + 1);
        p = FreeParameter.HOST_SUBMIT.set(p, f * truth.host().submitUs() + 5);
        p = FreeParameter.HOST_SUBMIT_PER_KIB.set(p, truth.host().submitUsPerKib() / f + 0.05);
        p = FreeParameter.HOST_JITTER.set(p, f * truth.host().jitterUs() + 2);
        if (truth.deviceStage().isPresent()) {
            p = FreeParameter.DEVICE_STORAGE.set(
                    p, f * truth.deviceStage().get().storageMbS());
            p = FreeParameter.DEVICE_FIXED.set(p, f * truth.deviceStage().get().fixedUs() + 3);
            p = FreeParameter.DEVICE_JITTER.set(p, truth.deviceStage().get().jitterUs() / f);
        }
        if (truth.copy() != CopyCostModel.NONE) {
            p = FreeParameter.COPY_RATE.set(p, f * truth.copy().mbS());
            p = FreeParameter.COPY_FIXED.set(p, truth.copy().fixedUs() / f);
        }
        return p;
    }

    /**
     * Every parameter's interval holds the truth (an undetermined one's interval reaches
     * the end of the search on the side the data leave open, so it holds it too), and the
     * link, which every one of these runs exercises, is determined.
     */
    @ParameterizedTest
    @ValueSource(strings = {"fastboot-ssp", "usrp-netbsd-ugen"})
    void theFitRecoversTheTruthWithinItsIntervals(String profile) {
        Fitted f = fitted(profile);
        for (ParameterEstimate e : f.calibration().estimates()) {
            assertThat(e.parameter().of(f.truth()))
                    .as(e.parameter().key() + " " + e.describe())
                    .isBetween(e.low(), e.high());
        }
        assertThat(f.calibration().estimates().stream().filter(ParameterEstimate::determined))
                .as("the link is determined")
                .extracting(ParameterEstimate::parameter)
                .contains(FreeParameter.LINK_BANDWIDTH, FreeParameter.LINK_PER_REQUEST);
    }

    /**
     * On the Snowball gadget the device's buffers, storage rate and jitter (what
     * FSG_NUM_BUFFERS is about) come back within their intervals, and the data leave the
     * storage rate bounded only from below: a link as slow as the storage explains the
     * plateau as well. The host's and the link's fixed costs do not: from this template the
     * fit explains the host by a cost per KiB with more jitter instead of a fixed cost,
     * another explanation the walk around it does not reach (docs/usage.md says so), so
     * they are not asserted.
     */
    @Test
    void onSnowballTheDeviceStageComesBackWithinItsIntervals() {
        Fitted f = fitted("snowball-msc");
        for (ParameterEstimate e : f.calibration().estimates()) {
            if (e.parameter().key().startsWith("device.")) {
                assertThat(e.parameter().of(f.truth()))
                        .as(e.parameter().key() + " " + e.describe())
                        .isBetween(e.low(), e.high());
            }
        }
    }

    static List<String> everyBuiltInProfile() {
        return ProfileCatalog.names();
    }

    @ParameterizedTest
    @MethodSource("everyBuiltInProfile")
    void theCalibratedProfilePredictsTheMeasurementAndTheSameDefaults(String profile) {
        Fitted f = fitted(profile);
        assertThat(f.calibration().describes())
                .as("described: " + f.calibration().worst(3))
                .isTrue();
        List<MeasuredPoint> predicted = SimulatedThroughput.predict(
                f.calibration().profile(),
                f.measured().stream().map(MeasuredPoint::key).toList());
        double[] deviation = new double[predicted.size()];
        for (int i = 0; i < deviation.length; i++) {
            deviation[i] = Math.abs(
                    predicted.get(i).throughputMbS() / f.measured().get(i).throughputMbS() - 1);
        }
        Arrays.sort(deviation);
        System.out.printf(
                "%s: prediction against measurement, median %.3f %%, max %.3f %%%n",
                profile, 100 * deviation[deviation.length / 2], 100 * deviation[deviation.length - 1]);
        assertThat(deviation[deviation.length / 2]).isLessThanOrEqualTo(0.03);
        assertThat(deviation[deviation.length - 1]).isLessThanOrEqualTo(0.10);
        assertThat(defaults(predicted)).isEqualTo(defaults(f.measured()));
    }

    private static List<String> defaults(List<MeasuredPoint> points) {
        AnalysisResult result = RunAnalysis.analyze(points, AnalysisSettings.defaults());
        return result.recommendations().stream()
                .map(r -> r.direction().label() + " " + r.copyMode().label() + " " + r.symbol() + "=" + r.value())
                .toList();
    }

    /** The Linux seed: 2 -> 4 FSG_NUM_BUFFERS took dd from 18.75 to 19.90 MB/s (16 KiB, IN). */
    @Test
    void calibratedOnSnowballTheModelGivesTheSeedsTwoAndFourBuffers() {
        SimProfile model = fitted("snowball-msc").calibration().profile();
        assertThat(mbS(model, 2)).isCloseTo(18.75, within(0.03 * 18.75));
        assertThat(mbS(model, 4)).isCloseTo(19.90, within(0.03 * 19.90));
    }

    private static double mbS(SimProfile model, int buffers) {
        PointKey key =
                new PointKey("snowball-msc", "sim:snowball-msc", Direction.IN, buffers, 16 * 1024, CopyMode.COPY);
        return SimulatedThroughput.predict(model, List.of(key)).get(0).throughputMbS();
    }

    /**
     * The fastboot seed reasons with the request-size line 1/T = 1/B + t0/S: the calibrated
     * model's own line (fitted to its prediction of the grid) lies within the intervals of
     * the line fitted to the measurement, at every buffer count.
     */
    @Test
    void onFastbootTheModelGivesTheRequestSizeLinesBandwidthAndPerRequestCost() {
        Fitted f = fitted("fastboot-ssp");
        List<MeasuredPoint> predicted = SimulatedThroughput.predict(
                f.calibration().profile(),
                f.measured().stream().map(MeasuredPoint::key).toList());
        Map<String, SeriesFit> measured = lines(f.measured());
        Map<String, SeriesFit> model = lines(predicted);
        assertThat(measured).hasSize(12);
        measured.forEach((series, line) -> {
            for (String parameter : List.of("bandwidth_mb_s", "per_request_us")) {
                Estimate m = line.parameter(parameter).orElseThrow();
                double value =
                        model.get(series).parameter(parameter).orElseThrow().value();
                assertThat(value).as(series + " " + parameter).isBetween(m.ciLow(), m.ciHigh());
            }
        });
    }

    private static Map<String, SeriesFit> lines(List<MeasuredPoint> points) {
        Map<String, SeriesFit> out = new java.util.TreeMap<>();
        for (SeriesFit fit :
                RunAnalysis.analyze(points, AnalysisSettings.defaults()).selectedFits()) {
            if (fit.series().axis() == Axis.REQUEST_SIZE) {
                out.put(fit.series().copyMode().label() + " x" + fit.series().fixedValue(), fit);
            }
        }
        return out;
    }

    /** The NetBSD ugen seed: a slow copy beyond a 64 KiB cache makes 128 KiB worse than 64 KiB in COPY mode. */
    @Test
    void theUgenProfilesSlowCopyBeyondItsCacheIsDescribed() {
        Fitted f = fitted("usrp-netbsd-ugen");
        Calibration c = f.calibration();
        assertThat(c.describes()).isTrue();
        assertThat(c.estimates()).extracting(ParameterEstimate::parameter).contains(FreeParameter.COPY_BEYOND_CACHE);
        assertThat(mbS(c.profile(), "usrp-netbsd-ugen", 128, CopyMode.COPY))
                .isLessThan(mbS(c.profile(), "usrp-netbsd-ugen", 64, CopyMode.COPY));
        assertThat(mbS(c.profile(), "usrp-netbsd-ugen", 128, CopyMode.NO_COPY))
                .isGreaterThan(mbS(c.profile(), "usrp-netbsd-ugen", 64, CopyMode.NO_COPY));
    }

    private static double mbS(SimProfile model, String device, int kib, CopyMode mode) {
        PointKey key = new PointKey(device, "sim:" + device, Direction.IN, 2, kib * 1024, mode);
        return SimulatedThroughput.predict(model, List.of(key)).get(0).throughputMbS();
    }

    /** What calibrate writes loads as a profile that simulates exactly what the residuals were computed with. */
    @Test
    void theWrittenProfileLoadsAndSimulatesTheCalibratedModel() {
        Calibration c = fitted("fastboot-ssp").calibration();
        String yaml = CalibratedProfileText.yaml(c, "a test run");
        SimProfile loaded = ProfileLoader.parse("calibrated", "calibrated.yaml", yaml);
        assertThat(loaded.link()).isEqualTo(c.profile().link());
        assertThat(loaded.host()).isEqualTo(c.profile().host());
        assertThat(loaded.seed()).isEqualTo(c.profile().seed());
        assertThat(yaml).contains("# fitted; 95 % interval").contains("Residuals at every measured point");
        assertThat(yaml.lines().filter(l -> l.startsWith("#   out "))).hasSize(60);
        List<MeasuredPoint> again = SimulatedThroughput.predict(
                loaded, c.residuals().stream().map(r -> r.point().key()).toList());
        for (int i = 0; i < again.size(); i++) {
            assertThat(again.get(i).throughputMbS())
                    .isEqualTo(c.residuals().get(i).modelMbS());
        }
    }
}
