-- Back office operators: people who run the platform, apart from members. An operator is
-- platform-wide (merchant_id NULL) or works for one merchant. Passwords are hashed like
-- members' (server/services/auth/password-hash.ts); an authenticator (TOTP) is required.
CREATE TABLE operators (
  id              BIGSERIAL PRIMARY KEY,
  -- Lower-case; one name across the platform.
  username        TEXT NOT NULL UNIQUE CHECK (username = lower(username)),
  role            TEXT NOT NULL CHECK (role IN ('owner', 'finance', 'content', 'support', 'read-only')),
  merchant_id     INT REFERENCES merchants(id),
  password_hash   TEXT NOT NULL,
  totp_secret     TEXT NOT NULL,
  -- The last 30-second TOTP step accepted: a code is good once (no replay within its window).
  totp_last_step  BIGINT NOT NULL DEFAULT 0,
  status          TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Operator sessions: only the SHA-256 of the token is stored. Short idle timeout, listed
-- and revocable by their operator (and by an owner).
CREATE TABLE operator_sessions (
  id            BIGSERIAL PRIMARY KEY,
  operator_id   BIGINT NOT NULL REFERENCES operators(id),
  token_hash    TEXT NOT NULL UNIQUE,
  ip            TEXT NOT NULL,
  user_agent    TEXT NOT NULL DEFAULT '',
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  last_seen_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at    TIMESTAMPTZ NOT NULL,
  revoked_at    TIMESTAMPTZ
);
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id, id);

-- Everything operators do, append-only: who, what, before and after, when, from where.
-- actor is the operator's username (kept should the operator go), or 'ops-cli'.
CREATE TABLE operator_audit (
  id            BIGSERIAL PRIMARY KEY,
  operator_id   BIGINT REFERENCES operators(id),
  actor         TEXT NOT NULL,
  action        TEXT NOT NULL,
  merchant_id   INT REFERENCES merchants(id),
  target        TEXT,
  before        JSONB,
  after         JSONB,
  ip            TEXT NOT NULL,
  user_agent    TEXT NOT NULL DEFAULT '',
  at            TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX operator_audit_at ON operator_audit (at DESC, id DESC);
CREATE INDEX operator_audit_operator ON operator_audit (operator_id, id DESC);

CREATE FUNCTION operator_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the operator audit is append-only';
END $$;
CREATE TRIGGER operator_audit_append_only BEFORE UPDATE OR DELETE ON operator_audit
  FOR EACH ROW EXECUTE FUNCTION operator_audit_append_only();
