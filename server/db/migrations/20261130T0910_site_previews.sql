-- Drafts of the site studio (docs/decisions/site-studio.md): a site that passed every check,
-- shown only to the preview address that names its token, for a few minutes. In the database
-- so every platform process behind the load balancer answers the same preview.
CREATE TABLE site_previews (
  -- sha-256 of the token: the address carries the token, the table never does.
  token_hash   TEXT PRIMARY KEY,
  merchant_id  INT NOT NULL REFERENCES merchants(id),
  -- The verified site (migrated, defaults filled) with theme.json under `theme`, as a bootstrap carries it.
  site         JSON NOT NULL,
  expires_at   TIMESTAMPTZ NOT NULL
);
CREATE INDEX site_previews_merchant ON site_previews (merchant_id, expires_at);
