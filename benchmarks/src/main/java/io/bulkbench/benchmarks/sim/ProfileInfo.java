package io.bulkbench.benchmarks.sim;

/** A built-in profile's name and one-line description, for {@code bulkbench profiles}. */
public record ProfileInfo(String name, String description) {}
