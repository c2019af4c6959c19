-- What a point cost the host's CPU (points.csv's cpu_us_per_mb, cpu_error_us_per_mb and
-- host_cpu_share): the measuring process's CPU microseconds per MB moved with its error,
-- and for a device whose work is in the kernel the share of all the host's cores busy
-- (0..1). NULL where not measured, as for every run recorded before.
ALTER TABLE point ADD COLUMN cpu_us_per_mb DOUBLE PRECISION;
ALTER TABLE point ADD COLUMN cpu_error_us_per_mb DOUBLE PRECISION;
ALTER TABLE point ADD COLUMN host_cpu_share DOUBLE PRECISION;
