package io.bulkbench.history;

/** What recording a run did. */
public enum RecordOutcome {
    /** The run is new to the database. */
    RECORDED,
    /** The same run, with the same measurements, was already there: nothing changed. */
    ALREADY_RECORDED,
    /** The run was there before it was measured further (failed points measured again); it is replaced. */
    UPDATED
}
