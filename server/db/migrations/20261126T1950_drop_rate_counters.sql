-- Never written: shared rate limits keep their state in rate_limits (GCRA) or Redis, and
-- guessing limits in guess_counters. The housekeeping sweep no longer visits this table.
DROP TABLE IF EXISTS rate_counters;
