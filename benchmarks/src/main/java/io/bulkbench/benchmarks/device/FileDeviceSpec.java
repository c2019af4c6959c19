package io.bulkbench.benchmarks.device;

import lombok.NonNull;

/** {@code file:PATH}: a file or block device read or written with N requests in flight. */
public record FileDeviceSpec(@NonNull String path) implements DeviceSpec {

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
