-- Social sign-in (OpenID Connect): the identities linked to members, the pending
-- authorisations (state, nonce, PKCE verifier), and one-time tickets that hand the
-- finished login to the portal.

CREATE TABLE social_identities (
  merchant_id  INT NOT NULL REFERENCES merchants(id),
  provider     TEXT NOT NULL,
  subject      TEXT NOT NULL,
  member_id    BIGINT NOT NULL REFERENCES members(id),
  email        TEXT,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, provider, subject)
);

CREATE TABLE social_logins (
  state_hash     TEXT PRIMARY KEY,
  merchant_id    INT NOT NULL REFERENCES merchants(id),
  provider       TEXT NOT NULL,
  code_verifier  TEXT NOT NULL,
  nonce          TEXT NOT NULL,
  redirect_uri   TEXT NOT NULL,
  created_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at     TIMESTAMPTZ NOT NULL,
  used_at        TIMESTAMPTZ
);

CREATE TABLE social_tickets (
  ticket_hash  TEXT PRIMARY KEY,
  merchant_id  INT NOT NULL REFERENCES merchants(id),
  member_id    BIGINT NOT NULL REFERENCES members(id),
  expires_at   TIMESTAMPTZ NOT NULL,
  used_at      TIMESTAMPTZ
);
