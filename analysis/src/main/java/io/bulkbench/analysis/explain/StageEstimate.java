package io.bulkbench.analysis.explain;

/**
 * One calibrated parameter of a run: its value and the ends of its 95 % interval, an end
 * the data do not bound being NaN. {@code parameter} is the profile's own YAML path, e.g.
 * {@code link.per_request_us}. A parameter the run's calibration did not fit has NaN for
 * its value too.
 */
public record StageEstimate(String parameter, double value, double low, double high) {

    public StageEstimate {
        if (low > value || value > high) {
            throw new IllegalArgumentException(
                    parameter + ": value " + value + " lies outside its interval " + low + " .. " + high);
        }
    }

    /** A parameter the run's calibration left as its template has it. */
    public static StageEstimate notFitted(String parameter) {
        return new StageEstimate(parameter, Double.NaN, Double.NaN, Double.NaN);
    }

    public boolean fitted() {
        return !Double.isNaN(value);
    }

    /** Whether the data bound it on both sides. */
    public boolean determined() {
        return fitted() && !Double.isNaN(low) && !Double.isNaN(high);
    }

    /** The unit its YAML path ends in: "us" for {@code _us}, "MB/s" for {@code _mb_s}, "us/KiB" for {@code _us_per_kib}. */
    public String unit() {
        return ParameterUnit.of(parameter);
    }
}
