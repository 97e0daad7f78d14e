-- Shared rate limits (GCRA): one row per limited key holding its "theoretical arrival
-- time"; a key whose time has passed is idle and may be swept. rate_counters keeps its
-- fixed windows and learns when they expire; sealed nonces are swept by age.
CREATE TABLE rate_limits (
  key         TEXT PRIMARY KEY,
  tat         TIMESTAMPTZ NOT NULL,
  expires_at  TIMESTAMPTZ NOT NULL
);
CREATE INDEX rate_limits_expires ON rate_limits (expires_at);

ALTER TABLE rate_counters ADD COLUMN expires_at TIMESTAMPTZ NOT NULL DEFAULT now() + interval '1 day';
CREATE INDEX rate_counters_expires ON rate_counters (expires_at);
CREATE INDEX sealed_nonces_seen ON sealed_nonces (seen_at);
