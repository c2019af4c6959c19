package io.bulkbench.sweeps.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.PointKey;
import io.bulkbench.sweeps.plan.JmhSettings;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.TimeValue;

class JmhLatencyMeasurerTest {
    private static final PointKey POINT =
            new PointKey("fastboot", "sim:fastboot-ssp", Direction.OUT, 2, 131072, CopyMode.NO_COPY);

    @Test
    void everyParameterOfThePointAndThePlansTimingReachJmh() {
        JmhSettings plan = new JmhSettings(2, 5, 10, Duration.ofMillis(300));
        Options o = new JmhLatencyMeasurer(plan, Path.of("jmh")).options(POINT).build();

        assertThat(o.getIncludes())
                .singleElement()
                .asString()
                .matches(
                        s -> java.util.regex.Pattern.compile(s)
                                .matcher("io.bulkbench.benchmarks.jmh.CompletionLatency.interval")
                                .matches(),
                        "selects CompletionLatency.interval");
        assertThat(o.getParameter("device").get()).containsExactly("sim:fastboot-ssp");
        assertThat(o.getParameter("buffers").get()).containsExactly("2");
        assertThat(o.getParameter("requestSize").get()).containsExactly("131072");
        assertThat(o.getParameter("copyMode").get()).containsExactly("NO_COPY");
        assertThat(o.getParameter("direction").get()).containsExactly("OUT");
        assertThat(o.getForkCount().get()).isEqualTo(2);
        assertThat(o.getWarmupIterations().get()).isEqualTo(1);
        assertThat(o.getMeasurementIterations().get()).isEqualTo(3);
        assertThat(o.getMeasurementTime().get()).isEqualTo(TimeValue.milliseconds(300));
        assertThat(o.getTimeUnit().get()).isEqualTo(TimeUnit.MICROSECONDS);
    }

    @Test
    void aPlanWithFewerIterationsKeepsItsOwnCount() {
        Options o = new JmhLatencyMeasurer(new JmhSettings(1, 0, 2, Duration.ofMillis(200)), Path.of("jmh"))
                .options(POINT)
                .build();
        assertThat(o.getMeasurementIterations().get()).isEqualTo(2);
    }

    @Test
    void aBidirectionalPointHasNoSingleIntervalStream(@org.junit.jupiter.api.io.TempDir Path dir) {
        PointKey both = new PointKey("b", "null", Direction.BOTH, 2, 16384, CopyMode.COPY);
        assertThatThrownBy(() -> new JmhLatencyMeasurer(JmhSettings.quick(), dir).measure(both))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("per direction");
    }
}
