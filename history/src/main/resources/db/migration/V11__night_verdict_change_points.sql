-- The rest of a night's verdict (docs/DESIGN.md, "The results database"), judged in the same
-- transaction as its points: the change points over the board's latest nights, searched from
-- the acknowledged run on, and the acknowledgement in force then. change_points_searched is 0
-- for a night whose change points were not searched (judged before they were stored, or
-- recorded out of night order); ack_* are NULL when no acknowledgement was in force.
ALTER TABLE verdict ADD COLUMN change_points_searched INTEGER NOT NULL DEFAULT 0;
ALTER TABLE verdict ADD COLUMN ack_since_run TEXT;
ALTER TABLE verdict ADD COLUMN ack_reason TEXT;
ALTER TABLE verdict ADD COLUMN ack_by TEXT;
ALTER TABLE verdict ADD COLUMN ack_at TEXT;

-- One row per change point of the night's verdict: the point, the last night at the old level
-- and the first at the new one (run ids; when the new one started, ISO-8601 UTC), both levels'
-- means in MB/s, the p-value of their difference, and the verdict (regression, simulator_late,
-- acknowledged, change).
CREATE TABLE change_point_verdict (
    run_id BIGINT NOT NULL REFERENCES run (id),
    device TEXT NOT NULL,
    direction TEXT NOT NULL,
    buffers INTEGER NOT NULL,
    request_bytes INTEGER NOT NULL,
    copy_mode TEXT NOT NULL,
    before_run TEXT NOT NULL,
    after_run TEXT NOT NULL,
    after_started TEXT NOT NULL,
    mean_before DOUBLE PRECISION,
    mean_after DOUBLE PRECISION,
    p_value DOUBLE PRECISION,
    verdict TEXT NOT NULL,
    PRIMARY KEY (run_id, device, direction, buffers, request_bytes, copy_mode, after_run)
);

-- The feed keeps a window of nights' regressions: their runs are found by start time.
CREATE INDEX run_by_start ON run (started_at);
