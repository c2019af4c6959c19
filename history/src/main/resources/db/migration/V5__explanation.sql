-- explain's comparisons recorded beside the board's runs (DESIGN.md, "The results database"):
-- one row per calibrated parameter as explain.csv has it, keyed by the AFTER run (its board
-- and run id, as the run table has them) and the BEFORE run's id. The same two runs
-- compared again are skipped. The AFTER run is recorded before its comparison; its row is
-- not referenced, because a run measured further is replaced (deleted and written again).
-- The sides are before_value and after_value: BEFORE and AFTER are SQL keywords. NULL
-- where explain.csv's cell is empty (an end the data do not bound, a side not fitted);
-- change_percent and the verdict are not kept, they follow from the numbers.

CREATE TABLE explanation (
    board_id BIGINT NOT NULL REFERENCES board (id),
    after_run TEXT NOT NULL,
    before_run TEXT NOT NULL,
    -- the parameter's row in explain.csv, from 0
    row_index INTEGER NOT NULL,
    parameter TEXT NOT NULL,
    before_value DOUBLE PRECISION,
    before_low DOUBLE PRECISION,
    before_high DOUBLE PRECISION,
    after_value DOUBLE PRECISION,
    after_low DOUBLE PRECISION,
    after_high DOUBLE PRECISION,
    recorded_at TEXT NOT NULL,
    PRIMARY KEY (board_id, after_run, before_run, parameter)
);
