package io.bulkbench.benchmarks.jmh;

import org.openjdk.jmh.infra.Control;

/** JMH's control object in the states tests need: measuring, or before or after the measurement. */
final class Measuring {
    private Measuring() {}

    /** Inside the measured time. */
    static Control now() {
        return control(true, false);
    }

    static Control control(boolean started, boolean stopped) {
        Control control = new Control();
        control.startMeasurement = started;
        control.stopMeasurement = stopped;
        return control;
    }
}
