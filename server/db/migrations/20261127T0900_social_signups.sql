-- A social sign-in of a new player on a site that verifies phones at sign-up (REGMOBVERF3,
-- docs/decisions/social-sign-up-phone.md): the provider's identity waits here, behind a
-- one-time ticket, until the player proves a mobile number with the platform's SMS code.
-- No member exists before that. `attempts` counts the finishing tries, reserved before
-- any code is compared (docs/decisions/guessing-limits.md).
CREATE TABLE social_signups (
  ticket_hash  TEXT PRIMARY KEY,
  merchant_id  INT NOT NULL REFERENCES merchants(id),
  provider     TEXT NOT NULL,
  subject      TEXT NOT NULL,
  email        TEXT,
  nickname     TEXT,
  attempts     INT NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at   TIMESTAMPTZ NOT NULL,
  used_at      TIMESTAMPTZ
);
CREATE INDEX social_signups_expires ON social_signups (expires_at);
