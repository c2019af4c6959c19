package io.bulkbench.reports.patch;

/** What a recommended symbol counts, which decides the points its table shows. */
public enum SettingKind {
    /** Buffers in flight (the mass-storage gadget's FSG_NUM_BUFFERS, a host's queue depth). */
    BUFFER_COUNT,
    /** The request size in KiB, as bulkbench's request-size symbols count it. */
    REQUEST_KIB
}
