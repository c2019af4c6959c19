package io.bulkbench.benchmarks.device;

import java.util.Objects;

/** {@code file:PATH}: a file or block device read or written with N requests in flight. */
public record FileDeviceSpec(String path) implements DeviceSpec {
    public FileDeviceSpec {
        Objects.requireNonNull(path, "path");
    }

    @Override
    public String kind() {
        return "file";
    }

    @Override
    public boolean worksInTheKernel() {
        return true;
    }

    @Override
    public String text() {
        return "file:" + path;
    }
}
