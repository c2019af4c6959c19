-- late_share is the share of a point's measured time during which the simulated bus sat
-- idle because the host was behind (0..1). Rows recorded before summed every late
-- request's lateness instead, which is never less than that share and could exceed 1.
-- Such a value is still an upper bound of the share; capped at 1 it is a share, and a
-- verdict that uses it as a bound stays on the safe side (it may leave a drop unjudged,
-- never call one a regression that the idle time could explain).
UPDATE point SET late_share = 1 WHERE late_share > 1;
