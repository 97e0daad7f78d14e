-- A counter's tries are both the checks still in flight and the wrong secrets; failures
-- are the wrong ones alone, so a refusal can tell a lock (failures at the limit) from
-- checks still under way (try again in a moment). failures <= tries always.
ALTER TABLE guess_counters ADD COLUMN failures INT NOT NULL DEFAULT 0 CHECK (failures >= 0);

-- One try of a counter named by its caller (a money call's idempotency key with a keyed
-- fingerprint of the secret): a replay of a try already judged wrong is answered again
-- without counting, and a twin sent while it is still being checked is not checked twice.
-- Kept until the counter's window ends.
CREATE TABLE guess_tries (
  key             TEXT NOT NULL,
  try_id          TEXT NOT NULL,
  wrong           BOOLEAN NOT NULL DEFAULT false,
  window_ends_ms  BIGINT NOT NULL,
  PRIMARY KEY (key, try_id)
);
CREATE INDEX guess_tries_window_ends ON guess_tries (window_ends_ms);
