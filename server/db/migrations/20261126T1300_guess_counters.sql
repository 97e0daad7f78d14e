-- Tries at guessing a secret (login, payment password, one-time codes), counted before
-- the secret is checked (server/services/guess-limit). window_ends_ms is the end of the
-- key's fixed window in epoch milliseconds, measured by the server's clock; a key whose
-- window has ended counts from zero again and may be swept.
CREATE TABLE guess_counters (
  key             TEXT PRIMARY KEY,
  tries           INT NOT NULL CHECK (tries >= 0),
  window_ends_ms  BIGINT NOT NULL
);
CREATE INDEX guess_counters_window_ends ON guess_counters (window_ends_ms);
