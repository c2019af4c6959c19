-- The results database: an index of run folders (DESIGN.md, "A lab's history").
-- One set of migrations for SQLite and PostgreSQL: ${id} is the engine's
-- auto-numbered primary key, everything else is SQL both engines read alike.
-- Times are ISO-8601 UTC text (2026-11-30T02:15:00Z), which sorts as time.
-- A throughput that was not measured (a failed point) is NULL.

CREATE TABLE board (
    id ${id},
    name TEXT NOT NULL UNIQUE
);

CREATE TABLE run (
    id ${id},
    board_id BIGINT NOT NULL REFERENCES board (id),
    run_id TEXT NOT NULL,
    device TEXT NOT NULL,
    started_at TEXT NOT NULL,
    host TEXT NOT NULL,
    label TEXT NOT NULL,
    bulkbench_version TEXT NOT NULL,
    plan_fingerprint TEXT NOT NULL,
    plan_settings TEXT NOT NULL,
    -- SHA-256 of the measurements (points, iterations, baselines, latency): a run recorded
    -- again with the same content is skipped, with other content refused.
    content_sha256 TEXT NOT NULL,
    recorded_at TEXT NOT NULL,
    UNIQUE (board_id, run_id)
);
CREATE INDEX run_by_board_plan ON run (board_id, plan_fingerprint, started_at);

-- A run's measured points, and the harness baselines measured beside them (role
-- 'baseline': the null device and the memory copy, baselines.csv).
CREATE TABLE point (
    id ${id},
    run_id BIGINT NOT NULL REFERENCES run (id),
    role TEXT NOT NULL,
    device TEXT NOT NULL,
    direction TEXT NOT NULL,
    buffers INTEGER NOT NULL,
    request_bytes INTEGER NOT NULL,
    copy_mode TEXT NOT NULL,
    status TEXT NOT NULL,
    throughput_mb_s DOUBLE PRECISION,
    error_mb_s DOUBLE PRECISION,
    min_mb_s DOUBLE PRECISION,
    max_mb_s DOUBLE PRECISION,
    iterations INTEGER NOT NULL,
    verify_errors BIGINT NOT NULL,
    reason TEXT NOT NULL,
    UNIQUE (run_id, role, device, direction, buffers, request_bytes, copy_mode)
);

CREATE TABLE iteration (
    point_id BIGINT NOT NULL REFERENCES point (id),
    iteration INTEGER NOT NULL,
    throughput_mb_s DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (point_id, iteration)
);

CREATE TABLE latency (
    id ${id},
    run_id BIGINT NOT NULL REFERENCES run (id),
    device TEXT NOT NULL,
    direction TEXT NOT NULL,
    buffers INTEGER NOT NULL,
    request_bytes INTEGER NOT NULL,
    copy_mode TEXT NOT NULL,
    p50_us DOUBLE PRECISION NOT NULL,
    p90_us DOUBLE PRECISION NOT NULL,
    p99_us DOUBLE PRECISION NOT NULL,
    p999_us DOUBLE PRECISION NOT NULL,
    max_us DOUBLE PRECISION NOT NULL,
    samples BIGINT NOT NULL
);
CREATE INDEX latency_by_run ON latency (run_id);

-- fits.csv, long form: one row per parameter of one fitted model of one series.
-- axis 'buffers' has request_bytes set and buffers NULL; 'request_size' the other way round.
CREATE TABLE fit (
    id ${id},
    run_id BIGINT NOT NULL REFERENCES run (id),
    device TEXT NOT NULL,
    direction TEXT NOT NULL,
    copy_mode TEXT NOT NULL,
    axis TEXT NOT NULL,
    request_bytes INTEGER,
    buffers INTEGER,
    model TEXT NOT NULL,
    selected BOOLEAN NOT NULL,
    parameter TEXT NOT NULL,
    value DOUBLE PRECISION,
    ci_low DOUBLE PRECISION,
    ci_high DOUBLE PRECISION
);
CREATE INDEX fit_by_run ON fit (run_id);

CREATE TABLE recommendation (
    id ${id},
    run_id BIGINT NOT NULL REFERENCES run (id),
    device TEXT NOT NULL,
    direction TEXT NOT NULL,
    copy_mode TEXT NOT NULL,
    symbol TEXT NOT NULL,
    value TEXT NOT NULL,
    throughput_mb_s DOUBLE PRECISION,
    share_of_best DOUBLE PRECISION,
    memory_bytes BIGINT NOT NULL,
    rationale TEXT NOT NULL
);
CREATE INDEX recommendation_by_run ON recommendation (run_id);
