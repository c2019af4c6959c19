-- How many points compare's rule called changed between an explain comparison's two runs
-- (explain.csv's compare_points_changed), the same on each of the comparison's rows, so a
-- comparison read back says the runs differ where no parameter moved, as explain said it.
-- NULL for a comparison recorded before: read as none.
ALTER TABLE explanation ADD COLUMN points_changed INTEGER;
