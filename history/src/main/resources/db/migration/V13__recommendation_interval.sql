-- The range a night's recommended value's estimate allows (a buffer count's knee interval,
-- such as 6..45); NULL where there is none (a request size) and for rows recorded before
-- this column. A lab holds a default only while its nights' intervals overlap.
ALTER TABLE recommendation ADD COLUMN value_interval TEXT;
