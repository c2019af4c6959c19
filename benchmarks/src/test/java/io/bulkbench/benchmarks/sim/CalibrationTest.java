package io.bulkbench.benchmarks.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every row of the seeds' calibration table, reproduced by the built-in profiles in
 * virtual time: measured rows within 3 %, derived rows within 8 %, and the USRP rows
 * (limited by the test's discrete rate steps) at or above the step they reached and
 * below the next one. The Linux fusb row ("many" requests in flight) runs its own
 * profile with 128 requests in flight: the USRP library's 2 MB buffer in 16 KiB requests.
 */
class CalibrationTest {
    /** The USRP test's rates; BOTH rows total two equal directions, so they use the same ladder. */
    private static final double[] STEPS = {16, 18.3, 21.3, 25.6, 32, 42.6};
    /** Above the last step the bound is the high-speed ceiling. */
    private static final double HIGH_SPEED_CEILING = 53.248;

    private static final int MANY_IN_FLIGHT = 128;

    record Row(
            String scenario,
            Direction direction,
            String buffers,
            int requestKib,
            CopyMode copyMode,
            double target,
            String kind) {
        @Override
        public String toString() {
            return scenario + " " + direction + " buffers=" + buffers + " " + requestKib + "K " + copyMode + " "
                    + target;
        }
    }

    static List<Row> rows() throws IOException {
        List<Row> rows = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(
                Objects.requireNonNull(CalibrationTest.class.getResourceAsStream("/calibration/seed-measurements.csv")),
                StandardCharsets.UTF_8))) {
            reader.readLine();
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                String[] f = line.split(",", 11);
                rows.add(new Row(
                        f[1],
                        Direction.valueOf(f[3]),
                        f[5],
                        Integer.parseInt(f[6]),
                        CopyMode.valueOf(f[7]),
                        Double.parseDouble(f[8]),
                        f[9]));
            }
        }
        return rows;
    }

    static double virtualMbS(Row row) {
        SimProfile profile = ProfileCatalog.builtIn(row.scenario());
        int buffers = row.buffers().equals("many") ? MANY_IN_FLIGHT : Integer.parseInt(row.buffers());
        return SimulatedThroughput.expectedMbS(
                profile, row.direction(), buffers, row.requestKib() * 1024, row.copyMode());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void profileReproducesTheRow(Row row) {
        double mbS = virtualMbS(row);
        System.out.printf(
                "calibration %-55s virtual %8.2f MB/s (target %s, %+.1f %%)%n",
                row, mbS, row.target(), 100 * (mbS / row.target() - 1));
        if (row.scenario().startsWith("usrp-")) {
            double next = nextStep(row.target());
            assertThat(mbS).as("at or above the step reached").isGreaterThanOrEqualTo(row.target());
            assertThat(mbS).as("below the next step").isLessThan(next);
        } else if (row.kind().equals("measured")) {
            assertThat(mbS).isCloseTo(row.target(), within(0.03 * row.target()));
        } else {
            assertThat(mbS).isCloseTo(row.target(), within(0.08 * row.target()));
        }
    }

    private static double nextStep(double step) {
        for (int i = 0; i < STEPS.length - 1; i++) {
            if (STEPS[i] == step) {
                return STEPS[i + 1];
            }
        }
        assertThat(step).as("a USRP row names one of the test's rate steps").isEqualTo(STEPS[STEPS.length - 1]);
        return HIGH_SPEED_CEILING;
    }
}
