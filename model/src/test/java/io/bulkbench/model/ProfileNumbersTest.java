package io.bulkbench.model;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.benchmarks.sim.LinkSpeed;
import io.bulkbench.benchmarks.sim.ProfileCatalog;
import io.bulkbench.benchmarks.sim.ProfileLoader;
import io.bulkbench.benchmarks.sim.ProfileWriter;
import io.bulkbench.benchmarks.sim.SimProfile;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A fitted value is rounded for its file without leaving the range it was fitted in. */
class ProfileNumbersTest {
    private static final double HIGH_SPEED = LinkSpeed.HIGH.ceilingMbS();

    @Test
    void roundingToNearestIsKeptWhileItStaysUnderTheBound() {
        assertThat(ProfileNumbers.roundAtMost(12.3456, 4, 100)).isEqualTo(12.35);
        assertThat(ProfileNumbers.roundAtMost(0.0031249, 2, 1)).isEqualTo(0.0031);
        assertThat(ProfileNumbers.roundAtMost(53.2479, 2, HIGH_SPEED)).isEqualTo(53.0);
    }

    @Test
    void aValueJustUnderTheHighSpeedCeilingRoundsDownNotOverIt() {
        // 53.248 MB/s is USB 2.0's payload ceiling: to four digits, 53.2479 is 53.25 to nearest, 53.24 down
        assertThat(HIGH_SPEED).isEqualTo(53.248);
        assertThat(ProfileNumbers.roundAtMost(53.2479, 4, HIGH_SPEED)).isEqualTo(53.24);
        assertThat(ProfileNumbers.roundAtMost(HIGH_SPEED, 4, HIGH_SPEED)).isEqualTo(53.24);
        assertThat(ProfileNumbers.format(53.24)).isEqualTo("53.24");
    }

    @Test
    void aProfileFittedAtTheCeilingLoadsAsWritten() {
        SimProfile hs = ProfileCatalog.resolve("hs", false);
        SimProfile fitted = hs.withBandwidth(ProfileNumbers.roundAtMost(53.2479, 4, HIGH_SPEED));
        String yaml = ProfileWriter.yaml(fitted, List.of(), Map.of(), List.of(), ProfileNumbers::format);

        SimProfile loaded = ProfileLoader.parse("calibrated", "calibrated.yaml", yaml);

        assertThat(loaded.link().bandwidthMbS()).isEqualTo(53.24);
    }
}
