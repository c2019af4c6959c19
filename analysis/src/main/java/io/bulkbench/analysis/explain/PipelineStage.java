package io.bulkbench.analysis.explain;

import java.util.Map;

/**
 * The stage of the pipeline a calibrated parameter belongs to, named by the first part of
 * its YAML path, and what each parameter is in words a kernel engineer uses. One owner of
 * those words, so explain's text, its CSV and the report say the same.
 */
public enum PipelineStage {
    /** The whole path, whichever stage owns its cost: what a size x buffer sweep pins down ({@link PathCosts}). */
    PATH("path", "the path"),
    LINK("link", "the link"),
    HOST("host", "the host"),
    DEVICE("device", "the device"),
    COPY("copy", "the copy");

    private static final Map<String, String> PHRASES = Map.ofEntries(
            Map.entry(PathCosts.PER_REQUEST, "the per-request cost of the path"),
            Map.entry(PathCosts.PER_KIB, "the path's cost per KiB"),
            Map.entry("link.bandwidth_mb_s", "the link's bandwidth"),
            Map.entry("link.per_request_us", "the link's per-request bus cost"),
            Map.entry("host.submit_us", "the host's per-request turnaround"),
            Map.entry("host.submit_us_per_kib", "the host's submit cost per KiB"),
            Map.entry("host.jitter_us", "the host's jitter"),
            Map.entry("host.completion_latency_us", "the host's completion latency"),
            Map.entry("device.storage_mb_s", "the device's storage rate"),
            Map.entry("device.fixed_us", "the device's cost to fill a buffer"),
            Map.entry("device.jitter_us", "the device's jitter"),
            Map.entry("copy.mb_s", "the copy's rate"),
            Map.entry("copy.fixed_us", "the copy's fixed cost"),
            Map.entry("copy.beyond_cache_mb_s", "the copy's rate beyond the cache"));

    private final String prefix;
    private final String noun;

    PipelineStage(String prefix, String noun) {
        this.prefix = prefix;
        this.noun = noun;
    }

    /** "the link's", "the host's", ... */
    public String possessive() {
        return noun + "'s";
    }

    /** "the link", "the host", ... */
    public String noun() {
        return noun;
    }

    /** The stage of a parameter's YAML path. */
    public static PipelineStage of(String parameter) {
        for (PipelineStage s : values()) {
            if (parameter.startsWith(s.prefix + ".")) {
                return s;
            }
        }
        throw new IllegalArgumentException("no stage of the pipeline has the parameter " + parameter);
    }

    /** A parameter in words: "the host's per-request turnaround"; the path itself for one without words. */
    public static String phrase(String parameter) {
        return PHRASES.getOrDefault(parameter, parameter);
    }
}
