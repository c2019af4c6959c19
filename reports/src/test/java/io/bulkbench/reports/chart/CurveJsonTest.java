package io.bulkbench.reports.chart;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.reports.Fixtures;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What charts.js gets of a run's chart over buffer count: the points the fixture measured
 * (the USL curve at 2..16 buffers, an error of 3 %), each fit as a series of its own
 * through the USL curve, the knee at the fitted 8 buffers on its fit, and ticks at the
 * powers of two labelled as the tables write them.
 */
class CurveJsonTest {
    private static final double RELATIVE = 1e-4;

    private static JsonNode json(Direction d, CopyMode mode, boolean buffers) throws Exception {
        CurveChart chart = (buffers
                        ? BufferCountChart.of(d, mode, Fixtures.points(), Fixtures.fits())
                        : RequestSizeChart.of(d, mode, Fixtures.points(), Fixtures.fits()))
                .orElseThrow();
        return new ObjectMapper().readTree(CurveJson.of(chart));
    }

    private static JsonNode series(JsonNode chart, String name) {
        for (JsonNode s : chart.get("series")) {
            if (s.get("name").asText().equals(name)) {
                return s;
            }
        }
        throw new AssertionError("no series " + name + " in " + chart.get("series"));
    }

    @Test
    void theMeasuredPointsTheirFitAndItsKneeAreSeriesOfTheirOwn() throws Exception {
        JsonNode chart = json(Direction.IN, CopyMode.NO_COPY, true);

        JsonNode measured = series(chart, "16 KiB, usl fit");
        assertThat(measured.get("role").asText()).isEqualTo("measured");
        List<Double> xs = new ArrayList<>();
        for (JsonNode p : measured.get("points")) {
            double n = p.get("x").asDouble();
            xs.add(n);
            double mean = Fixtures.usl(n, 1.0);
            assertThat(p.get("mbS").asDouble()).isCloseTo(mean, within(mean * RELATIVE));
            assertThat(p.get("error").asDouble()).isCloseTo(mean * 0.03, within(mean * RELATIVE));
            assertThat(p.get("tip").asText()).contains("in no-copy 16 KiB x " + (int) n);
        }
        assertThat(xs).containsExactly(2.0, 4.0, 6.0, 8.0, 12.0, 16.0);

        JsonNode fitted = series(chart, "16 KiB fitted curve");
        assertThat(fitted.get("role").asText()).isEqualTo("fitted");
        assertThat(fitted.get("color").asText()).isEqualTo(measured.get("color").asText());
        assertThat(fitted.get("x").size())
                .isGreaterThan(10)
                .isEqualTo(fitted.get("mbS").size());
        assertThat(fitted.get("x").get(0).asDouble()).isEqualTo(2.0);
        assertThat(fitted.get("x").get(fitted.get("x").size() - 1).asDouble()).isEqualTo(16.0);
        for (int i = 0; i < fitted.get("x").size(); i++) {
            double expected = Fixtures.usl(fitted.get("x").get(i).asDouble(), 1.0);
            assertThat(fitted.get("mbS").get(i).asDouble()).isCloseTo(expected, within(expected * RELATIVE));
        }

        assertThat(chart.get("knees")).hasSize(2);
        JsonNode knee = chart.get("knees").get(0);
        assertThat(chart.get("series").get(knee.get("series").asInt())).isEqualTo(fitted);
        assertThat(knee.get("x").asDouble()).isEqualTo(8.0);
        assertThat(knee.get("mbS").asDouble()).isCloseTo(Fixtures.usl(8, 1.0), within(Fixtures.usl(8, 1.0) * RELATIVE));
        assertThat(knee.get("tip").asText()).startsWith("knee of 16 KiB: 8 buffers");
    }

    @Test
    void ticksSitAtPowersOfTwoLabelledAsTheTablesWriteThem() throws Exception {
        assertThat(json(Direction.IN, CopyMode.COPY, true).get("ticks").findValuesAsText("label"))
                .containsExactly("2", "4", "8", "16");
        assertThat(json(Direction.IN, CopyMode.COPY, false).get("ticks").findValuesAsText("label"))
                .containsExactly("16 KiB", "32 KiB", "64 KiB");
        assertThat(json(Direction.IN, CopyMode.COPY, false).get("xLabel").asText())
                .isEqualTo("request size (log scale)");
    }
}
