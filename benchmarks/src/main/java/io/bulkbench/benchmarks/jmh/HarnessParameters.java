package io.bulkbench.benchmarks.jmh;

/**
 * The names of the {@code @Param} fields the harnesses share, as JMH's options take them.
 * A sweep sets each point's parameters by these names; JMH matches them to the fields by
 * name alone, so they are declared here once, beside the fields, and a test checks that
 * every harness has each field it is given.
 */
public final class HarnessParameters {
    /** {@link PipelineThroughput#device}: the device spec. */
    public static final String DEVICE = "device";
    /** {@link PipelineThroughput#buffers}: requests kept in flight. */
    public static final String BUFFERS = "buffers";
    /** {@link PipelineThroughput#requestSize}: bytes per request. */
    public static final String REQUEST_SIZE = "requestSize";
    /** {@link PipelineThroughput#copyMode}: COPY or NO_COPY. */
    public static final String COPY_MODE = "copyMode";
    /** {@link PipelineThroughput#direction}: IN, OUT or BOTH. */
    public static final String DIRECTION = "direction";

    private HarnessParameters() {}
}
