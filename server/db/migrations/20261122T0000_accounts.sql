-- Accounts: registration fields, mobile and e-mail identities, login attempts,
-- one-time codes (SMS, e-mail), captchas, the SMS outbox, known IPs and TOTP.

ALTER TABLE members ADD COLUMN country_dialing_code TEXT;
ALTER TABLE members ADD COLUMN mobile_num TEXT;
ALTER TABLE members ADD COLUMN email TEXT;
ALTER TABLE members ADD COLUMN payee_name TEXT;
-- Free-form registration extras (qqNum, line, whatsapp, facebook, wechat, idNumber, recommenderId).
ALTER TABLE members ADD COLUMN profile JSONB NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE members ADD COLUMN payment_password_hash TEXT;
ALTER TABLE members ADD COLUMN affiliate_code TEXT;
-- An agent's own invitation code, which new players enter as their affiliate code.
ALTER TABLE members ADD COLUMN invite_code TEXT;
ALTER TABLE members ADD COLUMN referral_code TEXT;
ALTER TABLE members ADD COLUMN register_method TEXT;
ALTER TABLE members ADD COLUMN register_url TEXT;
-- Avatar: one of the built-in avatar ids ('a1'...'a12').
ALTER TABLE members ADD COLUMN avatar TEXT NOT NULL DEFAULT 'a1';
ALTER TABLE members ADD COLUMN first_login_at TIMESTAMPTZ;
ALTER TABLE members ADD COLUMN last_login_at TIMESTAMPTZ;
-- TOTP second factor: base32 secret, enabled once a first code was confirmed.
ALTER TABLE members ADD COLUMN totp_secret TEXT;
ALTER TABLE members ADD COLUMN totp_enabled BOOLEAN NOT NULL DEFAULT false;
-- Trial (isAgent 4) accounts end; their sessions end with them.
ALTER TABLE members ADD COLUMN expires_at TIMESTAMPTZ;
CREATE UNIQUE INDEX members_merchant_mobile ON members (merchant_id, country_dialing_code, mobile_num)
  WHERE mobile_num IS NOT NULL;
CREATE UNIQUE INDEX members_merchant_invite ON members (merchant_id, invite_code) WHERE invite_code IS NOT NULL;
CREATE INDEX members_merchant_email ON members (merchant_id, lower(email)) WHERE email IS NOT NULL;

-- Every login attempt, good or bad: captcha and lockout decisions, and the member's login history.
CREATE TABLE login_attempts (
  id           BIGSERIAL PRIMARY KEY,
  merchant_id  INT NOT NULL REFERENCES merchants(id),
  -- lower(username) or '+<dialing code><mobile>': what the attempt tried.
  account_key  TEXT NOT NULL,
  member_id    BIGINT REFERENCES members(id),
  ip           TEXT NOT NULL,
  user_agent   TEXT,
  login_type   TEXT NOT NULL,
  -- ok, bad_credentials, captcha, locked, second_step
  outcome      TEXT NOT NULL,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_account ON login_attempts (merchant_id, account_key, created_at);
CREATE INDEX login_attempts_ip ON login_attempts (merchant_id, ip, created_at);
CREATE INDEX login_attempts_member ON login_attempts (merchant_id, member_id, created_at);

-- IPs a member has completed a login from; a login from another IP needs a second step.
CREATE TABLE member_ips (
  merchant_id  INT NOT NULL REFERENCES merchants(id),
  member_id    BIGINT NOT NULL REFERENCES members(id),
  ip           TEXT NOT NULL,
  first_seen   TIMESTAMPTZ NOT NULL DEFAULT now(),
  last_seen    TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, member_id, ip)
);

-- One-time codes (SMS and e-mail): only an HMAC of the code is kept, bound to its
-- destination and purpose, single use, expiring, with a try budget.
CREATE TABLE verification_codes (
  id           BIGSERIAL PRIMARY KEY,
  merchant_id  INT NOT NULL REFERENCES merchants(id),
  channel      TEXT NOT NULL,
  -- '+<dialing code><mobile>' or a lower-case e-mail address or 'ticket:<id>'.
  destination  TEXT NOT NULL,
  -- login, register, reset, second-step, bind
  purpose      TEXT NOT NULL,
  code_hash    TEXT NOT NULL,
  attempts     INT NOT NULL DEFAULT 0,
  ip           TEXT,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at   TIMESTAMPTZ NOT NULL,
  used_at      TIMESTAMPTZ
);
CREATE INDEX verification_codes_lookup ON verification_codes (merchant_id, destination, purpose, created_at);

-- What the development SMS provider "sent": read by the ops CLI and the tests.
CREATE TABLE sms_outbox (
  id           BIGSERIAL PRIMARY KEY,
  merchant_id  INT NOT NULL REFERENCES merchants(id),
  to_number    TEXT NOT NULL,
  body         TEXT NOT NULL,
  purpose      TEXT NOT NULL,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX sms_outbox_to ON sms_outbox (merchant_id, to_number, id);

-- Mails the development SMTP sink received (the real SMTP server is used in production).
CREATE TABLE mail_sink (
  id           BIGSERIAL PRIMARY KEY,
  mail_to      TEXT NOT NULL,
  subject      TEXT NOT NULL,
  body         TEXT NOT NULL,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Captchas: an HMAC of the answer, single use, short-lived.
CREATE TABLE captchas (
  id           TEXT PRIMARY KEY,
  merchant_id  INT NOT NULL REFERENCES merchants(id),
  answer_hash  TEXT NOT NULL,
  -- Hash of the requesting client (IP and user agent): one new captcha per second each.
  client_key   TEXT NOT NULL,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  used_at      TIMESTAMPTZ
);
CREATE INDEX captchas_client ON captchas (merchant_id, client_key, created_at);

-- Password-reset links sent by e-mail: only the SHA-256 of the token is kept.
CREATE TABLE password_resets (
  token_hash   TEXT PRIMARY KEY,
  merchant_id  INT NOT NULL REFERENCES merchants(id),
  member_id    BIGINT NOT NULL REFERENCES members(id),
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at   TIMESTAMPTZ NOT NULL,
  used_at      TIMESTAMPTZ
);

-- A login that passed the password but waits for its second step (unregistered IP).
CREATE TABLE login_challenges (
  ticket_hash  TEXT PRIMARY KEY,
  merchant_id  INT NOT NULL REFERENCES merchants(id),
  member_id    BIGINT NOT NULL REFERENCES members(id),
  login_type   TEXT NOT NULL,
  ip           TEXT NOT NULL,
  attempts     INT NOT NULL DEFAULT 0,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at   TIMESTAMPTZ NOT NULL,
  used_at      TIMESTAMPTZ
);

-- Merchant secrets that are generated on the server and never shipped (the initial password's hash).
CREATE TABLE merchant_secrets (
  merchant_id  INT NOT NULL REFERENCES merchants(id),
  name         TEXT NOT NULL,
  value        TEXT NOT NULL,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, name)
);
