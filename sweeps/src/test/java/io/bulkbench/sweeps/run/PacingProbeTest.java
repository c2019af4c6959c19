package io.bulkbench.sweeps.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.benchmarks.device.DeviceSpec;
import io.bulkbench.benchmarks.device.SimDeviceSpec;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.sweeps.plan.JmhSettings;
import io.bulkbench.sweeps.plan.SweepPlan;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The pacing probe measures a share of its time, and only probes the simulator. */
class PacingProbeTest {

    @Test
    void aDeviceOtherThanTheSimulatorIsNotProbed() {
        SweepPlan plan = new SweepPlan(
                "b",
                "null",
                List.of(2),
                List.of(16384),
                List.of(CopyMode.COPY),
                List.of(Direction.IN),
                JmhSettings.quick());
        assertThat(PacingProbe.warning(plan)).isEmpty();
    }

    @Test
    void aSpecThatCrashesItsJvmIsProbedWithoutItsFaults() {
        // crash_after_requests would halt this very JVM if the probe kept the spec's faults.
        SimDeviceSpec spec = (SimDeviceSpec) DeviceSpec.parse("sim:hs,crash_after_requests=5");
        assertThat(PacingProbe.lateShare(spec, Direction.IN, 16384)).isBetween(0.0, 1.0);
    }

    @Test
    void theProbesLateShareIsAShare() {
        SimDeviceSpec spec = (SimDeviceSpec) DeviceSpec.parse("sim:hs");
        assertThat(PacingProbe.lateShare(spec, Direction.IN, 16384)).isBetween(0.0, 1.0);
    }
}
