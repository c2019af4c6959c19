package io.bulkbench.benchmarks.sim;

import java.util.Objects;
import java.util.Optional;

/**
 * A validated simulator profile: a link, a host stack, optionally device-side buffers, a
 * modelled copy cost and faults, with the seed that makes its jitter repeatable. Loaded
 * from YAML by {@link ProfileLoader}; every number was range-checked there.
 */
public record SimProfile(
        String name,
        String description,
        SweptParameter swept,
        long seed,
        LinkModel link,
        HostModel host,
        Optional<DeviceStageModel> deviceStage,
        CopyCostModel copy,
        FaultModel faults) {

    public SimProfile {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(swept, "swept");
        Objects.requireNonNull(link, "link");
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(deviceStage, "deviceStage");
        Objects.requireNonNull(copy, "copy");
        Objects.requireNonNull(faults, "faults");
    }

    /** The same profile with another link bandwidth (for what-if questions and properties). */
    public SimProfile withBandwidth(double mbS) {
        return withLink(link.withBandwidthMbS(mbS));
    }

    /** The same profile with another link. */
    public SimProfile withLink(LinkModel newLink) {
        return new SimProfile(name, description, swept, seed, newLink, host, deviceStage, copy, faults);
    }

    /** The same profile with another host. */
    public SimProfile withHost(HostModel newHost) {
        return new SimProfile(name, description, swept, seed, link, newHost, deviceStage, copy, faults);
    }

    /** The same profile with another device stage. */
    public SimProfile withDeviceStage(DeviceStageModel newStage) {
        return new SimProfile(name, description, swept, seed, link, host, Optional.of(newStage), copy, faults);
    }

    /** The same profile with another copy cost. */
    public SimProfile withCopy(CopyCostModel newCopy) {
        return new SimProfile(name, description, swept, seed, link, host, deviceStage, newCopy, faults);
    }

    /** The same profile described in other words. */
    public SimProfile withDescription(String newDescription) {
        return new SimProfile(name, newDescription, swept, seed, link, host, deviceStage, copy, faults);
    }

    /** The same profile with other faults. */
    public SimProfile withFaults(FaultModel newFaults) {
        return new SimProfile(name, description, swept, seed, link, host, deviceStage, copy, newFaults);
    }

    /** The same profile with another seed. */
    public SimProfile withSeed(long newSeed) {
        return new SimProfile(name, description, swept, newSeed, link, host, deviceStage, copy, faults);
    }
}
