package io.bulkbench.benchmarks.sim;

import java.util.Optional;
import lombok.NonNull;
import lombok.With;

/**
 * A validated simulator profile: a link, a host stack, optionally device-side buffers, a
 * modelled copy cost and faults, with the seed that makes its jitter repeatable. Loaded
 * from YAML by {@link ProfileLoader}; every number was range-checked there.
 */
public record SimProfile(
        @NonNull String name,
        @With @NonNull String description,
        @NonNull SweptParameter swept,
        @With long seed,
        @With @NonNull LinkModel link,
        @With @NonNull HostModel host,
        @NonNull Optional<DeviceStageModel> deviceStage,
        @With @NonNull CopyCostModel copy,
        @With @NonNull FaultModel faults) {

    /**
     * A profile built part by part, each named: {@code name} on {@code link}, with a free host
     * (no turnaround, latency or jitter), the host's queue as the swept buffers, no device
     * stage, no modelled copy cost, no faults and seed 1 until a builder method says otherwise.
     */
    public static Builder builder(String name, LinkModel link) {
        return new Builder(name, link);
    }

    /** Builds a {@link SimProfile} one named part at a time; see {@link SimProfile#builder}. */
    public static final class Builder {
        private final String name;
        private final LinkModel link;
        private String description = "";
        private SweptParameter swept = SweptParameter.HOST_QUEUE;
        private long seed = 1;
        private HostModel host = HostModel.FREE;
        private Optional<DeviceStageModel> deviceStage = Optional.empty();
        private CopyCostModel copy = CopyCostModel.NONE;
        private FaultModel faults = FaultModel.NONE;

        private Builder(String name, LinkModel link) {
            this.name = name;
            this.link = link;
        }

        public Builder description(String text) {
            this.description = text;
            return this;
        }

        public Builder swept(SweptParameter parameter) {
            this.swept = parameter;
            return this;
        }

        public Builder seed(long value) {
            this.seed = value;
            return this;
        }

        public Builder host(HostModel model) {
            this.host = model;
            return this;
        }

        public Builder deviceStage(DeviceStageModel model) {
            this.deviceStage = Optional.of(model);
            return this;
        }

        public Builder copy(CopyCostModel model) {
            this.copy = model;
            return this;
        }

        public Builder faults(FaultModel model) {
            this.faults = model;
            return this;
        }

        public SimProfile build() {
            return new SimProfile(name, description, swept, seed, link, host, deviceStage, copy, faults);
        }
    }

    /** The same profile with another link bandwidth (for what-if questions and properties). */
    public SimProfile withBandwidth(double mbS) {
        return withLink(link.withBandwidthMbS(mbS));
    }

    /** The same profile with another device stage. */
    public SimProfile withDeviceStage(DeviceStageModel newStage) {
        return new SimProfile(name, description, swept, seed, link, host, Optional.of(newStage), copy, faults);
    }
}
