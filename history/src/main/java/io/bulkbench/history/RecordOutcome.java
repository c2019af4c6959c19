package io.bulkbench.history;

/** What recording a run did: it is new, or the same run was already there. */
public enum RecordOutcome {
    RECORDED,
    ALREADY_RECORDED
}
