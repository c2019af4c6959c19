-- Each board's summary as the site's index, index.json and feed show it (DESIGN.md, "The
-- results database"), so a site build reads one row per board instead of every board's
-- history. entry is the board's index.json object as JSON text (reports' IndexEntry),
-- computed when a run of the board is recorded, in the run's own transaction, with the
-- change-point settings named in settings (the record's text); '' until first computed.
-- revision counts the board's recordings: a site remembers the revision each board's
-- pages were made from and remakes only the boards whose revision moved. The row is
-- also the lock that orders two hosts recording runs of one board at once: the second
-- waits for the first's commit, then reads a history that holds both runs.

CREATE TABLE board_summary (
    board_id BIGINT NOT NULL PRIMARY KEY REFERENCES board (id),
    revision BIGINT NOT NULL,
    settings TEXT NOT NULL,
    entry TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
