package io.bulkbench.model;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.benchmarks.sim.ProfileCatalog;
import io.bulkbench.benchmarks.sim.SimProfile;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Where two splits of the same costs part: a link 10 % slower per byte shows at the
 * largest requests, where the bytes take the time, not at the smallest, where the fixed
 * costs do; a split that is the fit itself parts nowhere.
 */
class SeparatingPointsTest {
    private static final SimProfile HS = ProfileCatalog.builtIn("hs");

    private static Calibration fitOf(SimProfile p) {
        return new Calibration(p, List.of(), List.of(), 0, 1, 0, List.of(), List.of());
    }

    private static MeasuredPoint measured(int buffers, int kib) {
        return MeasuredPoint.summary(
                new PointKey("hs", "sim:hs", Direction.IN, buffers, kib * 1024, CopyMode.NO_COPY), 30, 0.1, 16);
    }

    @Test
    void aSlowerLinkIsToldApartAtTheLargestRequestsNotYetMeasured() {
        SimProfile slower = FreeParameter.LINK_BANDWIDTH.set(HS, 0.9 * FreeParameter.LINK_BANDWIDTH.of(HS));
        Confounding pair =
                new Confounding(FreeParameter.LINK_BANDWIDTH, FreeParameter.HOST_SUBMIT_PER_KIB, -0.95, slower);
        List<MeasuredPoint> measured = List.of(measured(64, 1024), measured(16, 16));

        List<PointKey> points = SeparatingPoints.of(fitOf(HS), pair, measured, 3);

        assertThat(points).hasSize(3).allSatisfy(k -> {
            assertThat(k.requestBytes()).isGreaterThanOrEqualTo(256 * 1024);
            assertThat(k.direction()).isEqualTo(Direction.IN);
            assertThat(k.copyMode()).isEqualTo(CopyMode.NO_COPY);
            assertThat(k.device()).isEqualTo("sim:hs");
        });
        assertThat(points).doesNotContain(measured.get(0).key());
    }

    @Test
    void aSplitThatIsTheFitPartsNowhere() {
        Confounding pair = new Confounding(FreeParameter.LINK_BANDWIDTH, FreeParameter.HOST_SUBMIT_PER_KIB, -0.95, HS);

        assertThat(SeparatingPoints.of(fitOf(HS), pair, List.of(measured(2, 16)), 3))
                .isEmpty();
    }

    @Test
    void calibratedYamlSaysWhichPairsThePointsConfound() {
        Confounding pair = new Confounding(FreeParameter.LINK_PER_REQUEST, FreeParameter.HOST_SUBMIT, -0.97, HS);
        Calibration confounded = new Calibration(HS, List.of(), List.of(), 0, 1, 0, List.of(), List.of(pair));

        assertThat(CalibratedProfileText.yaml(confounded, "a test run"))
                .contains("# Identification: link.per_request_us and host.submit_us correlate at -0.97;");
        assertThat(CalibratedProfileText.yaml(fitOf(HS), "a test run"))
                .contains("# Identification: no two fitted parameters correlate beyond 0.90 either way.");
    }
}
