-- How late the simulator ran for each point (points.csv's late_share): NULL for other
-- devices and for runs recorded before; above 0.01 a point is no evidence of a change.
ALTER TABLE point ADD COLUMN late_share DOUBLE PRECISION;
