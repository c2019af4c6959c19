-- Whether a night's recommendation was decided: NULL when no late point could have moved it
-- (and for rows recorded before this column), else the range of values the late points'
-- bounds allow, such as 3..7 (docs/DESIGN.md, "Analysis").
ALTER TABLE recommendation ADD COLUMN undecided TEXT;
