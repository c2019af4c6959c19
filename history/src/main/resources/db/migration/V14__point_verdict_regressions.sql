-- The feed reads the runs that have a regression among their point verdicts. Regressions are
-- a few rows among every night's whole grid, so an index of those rows alone lets the feed's
-- query find them without reading every point verdict of the lab (docs/performance.md,
-- "Held defaults at 1,000 boards").
-- IF NOT EXISTS: a lab may have made this index by hand before the migration did.
CREATE INDEX IF NOT EXISTS point_verdict_regressions ON point_verdict (run_id) WHERE verdict = 'regression';
