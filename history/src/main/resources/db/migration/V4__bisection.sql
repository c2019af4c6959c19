-- Bisections recorded beside the board's runs (DESIGN.md, "The results database"): one
-- row per finished bisect folder, and one row per tested commit and point as bisect.csv
-- has them. A bisect is known by its folder: recording the same folder again is skipped.
-- The board is its name, not a board row: a board with bisections and no runs yet is no
-- board of the history.

CREATE TABLE bisection (
    id ${id},
    board TEXT NOT NULL,
    device TEXT NOT NULL,
    -- the points, one per line, as the bisect's sweep.yaml names them: direction,copy_mode,request_bytes,buffers
    points TEXT NOT NULL,
    repo TEXT NOT NULL,
    good_sha TEXT NOT NULL,
    bad_sha TEXT NOT NULL,
    -- the run whose regressions were bisected (--from), its run id; NULL when the points were given
    from_run TEXT,
    -- 'found', 'one_of' or 'ends_alike'
    outcome TEXT NOT NULL,
    culprit_sha TEXT,
    culprit_subject TEXT,
    -- one_of: the commits it is one of, oldest first, space-separated; NULL otherwise
    candidates TEXT,
    threshold DOUBLE PRECISION NOT NULL,
    started_at TEXT NOT NULL,
    finished_at TEXT NOT NULL,
    host TEXT NOT NULL,
    folder TEXT NOT NULL UNIQUE,
    bulkbench_version TEXT NOT NULL,
    recorded_at TEXT NOT NULL
);
CREATE INDEX bisection_by_board ON bisection (board, started_at);

-- bisect.csv in long form: one row per tested commit and point. row_index is the row's
-- place in bisect.csv (the ends first, then the commits in the order tested).
CREATE TABLE bisection_commit (
    bisection_id BIGINT NOT NULL REFERENCES bisection (id),
    row_index INTEGER NOT NULL,
    commit_sha TEXT NOT NULL,
    subject TEXT NOT NULL,
    role TEXT NOT NULL,
    verdict TEXT NOT NULL,
    repeats INTEGER NOT NULL,
    direction TEXT NOT NULL,
    buffers INTEGER NOT NULL,
    request_bytes INTEGER NOT NULL,
    copy_mode TEXT NOT NULL,
    mean_mb_s DOUBLE PRECISION,
    change DOUBLE PRECISION,
    change_low DOUBLE PRECISION,
    change_high DOUBLE PRECISION,
    PRIMARY KEY (bisection_id, row_index, direction, buffers, request_bytes, copy_mode)
);
