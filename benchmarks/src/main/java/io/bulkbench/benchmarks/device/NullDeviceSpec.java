package io.bulkbench.benchmarks.device;

/** The {@code null} device: requests complete at once in the caller. */
public record NullDeviceSpec() implements DeviceSpec {
    @Override
    public String kind() {
        return "null device";
    }

    @Override
    public String text() {
        return "null";
    }
}
