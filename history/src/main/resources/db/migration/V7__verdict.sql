-- A night's verdict (docs/DESIGN.md, "The results database"): a run's points against the run before it of
-- the same board and plan, judged once, when the run is recorded, by one owner
-- (history's NightVerdicts, with analysis' RunComparison): at the board's own threshold (a
-- share: 0.03 is 3 %), with the lateness bound, from the points' iterations. Every surface
-- that shows a night's verdict reads these rows; none judges it again. baseline_run is
-- NULL for a board's first run of its plan (nothing to compare with). Runs of the board are
-- named by their run id (run.run_id), which a run resumed and recorded again keeps.
CREATE TABLE verdict (
    run_id BIGINT NOT NULL PRIMARY KEY REFERENCES run (id),
    baseline_run TEXT,
    threshold DOUBLE PRECISION NOT NULL,
    alpha DOUBLE PRECISION NOT NULL
);

-- compare.csv's rows, one per point of either run: a throughput or a change not known is NULL.
CREATE TABLE point_verdict (
    run_id BIGINT NOT NULL REFERENCES run (id),
    device TEXT NOT NULL,
    direction TEXT NOT NULL,
    buffers INTEGER NOT NULL,
    request_bytes INTEGER NOT NULL,
    copy_mode TEXT NOT NULL,
    baseline_mb_s DOUBLE PRECISION,
    candidate_mb_s DOUBLE PRECISION,
    relative_change DOUBLE PRECISION,
    highest_change DOUBLE PRECISION,
    p_value DOUBLE PRECISION,
    test TEXT NOT NULL,
    verdict TEXT NOT NULL,
    PRIMARY KEY (run_id, device, direction, buffers, request_bytes, copy_mode)
);

-- A change a person acknowledged (bulkbench ack): known and accepted, with why. Change points
-- over a board's nights are judged from the newest acknowledged run on, so a later night
-- fails only on something new; undone (undone_at set) it counts no more. Who and when are
-- the OS user and the time of the ack.
CREATE TABLE acknowledgement (
    id ${id},
    board_id BIGINT NOT NULL REFERENCES board (id),
    since_run TEXT NOT NULL,
    reason TEXT NOT NULL,
    made_by TEXT NOT NULL,
    made_at TEXT NOT NULL,
    undone_by TEXT,
    undone_at TEXT
);
CREATE INDEX acknowledgement_by_board ON acknowledgement (board_id);
