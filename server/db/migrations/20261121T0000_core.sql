-- Core tables every domain builds on. Every table that belongs to a merchant
-- carries merchant_id, and every query filters by it.

CREATE TABLE merchants (
  id            SERIAL PRIMARY KEY,
  code          TEXT NOT NULL UNIQUE,
  name          TEXT NOT NULL,
  -- ISO 4217 code of every wallet of this merchant (from site.json merchant.currency).
  currency      TEXT NOT NULL DEFAULT 'USD',
  -- Key for sealed (encrypted) payloads, hex; rotated by ops.
  payload_key   TEXT NOT NULL,
  -- Ops-tunable platform settings (flags, register rules, limits...), seeded from
  -- whitelabels/<code>/platform.json on first start.
  settings      JSONB NOT NULL DEFAULT '{}'::jsonb,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Which merchant answers on which host (ops: npm run ops -- domain ...).
CREATE TABLE domains (
  host          TEXT PRIMARY KEY,
  merchant_id   INT NOT NULL REFERENCES merchants(id),
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE members (
  id                   BIGSERIAL PRIMARY KEY,
  merchant_id          INT NOT NULL REFERENCES merchants(id),
  username             TEXT NOT NULL,
  nickname             TEXT,
  -- 0 player; 1, 2, 41, 42 agents; 4 trial (demo) account.
  is_agent             INT NOT NULL DEFAULT 0,
  upline_id            BIGINT REFERENCES members(id),
  password_hash        TEXT,
  password_changed_at  TIMESTAMPTZ,
  -- The password is the merchant's initial one and must be changed at next login.
  password_is_initial  BOOLEAN NOT NULL DEFAULT false,
  rank_level           INT NOT NULL DEFAULT 0,
  status               TEXT NOT NULL DEFAULT 'active',
  created_at           TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX members_merchant_username ON members (merchant_id, lower(username));
CREATE INDEX members_upline ON members (merchant_id, upline_id);

-- Opaque session tokens; only their SHA-256 is stored.
CREATE TABLE sessions (
  token_hash     TEXT PRIMARY KEY,
  merchant_id    INT NOT NULL REFERENCES merchants(id),
  member_id      BIGINT NOT NULL REFERENCES members(id),
  login_type     TEXT NOT NULL,
  ip             TEXT,
  user_agent     TEXT,
  created_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
  last_seen_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at     TIMESTAMPTZ NOT NULL,
  revoked_at     TIMESTAMPTZ
);
CREATE INDEX sessions_member ON sessions (merchant_id, member_id);

-- Fixed-window counters shared by every server process (rate limits, throttles).
CREATE TABLE rate_counters (
  key          TEXT NOT NULL,
  window_start TIMESTAMPTZ NOT NULL,
  count        INT NOT NULL,
  PRIMARY KEY (key, window_start)
);

-- Nonces of sealed payloads already accepted: a replay is refused.
CREATE TABLE sealed_nonces (
  nonce        TEXT PRIMARY KEY,
  seen_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);
