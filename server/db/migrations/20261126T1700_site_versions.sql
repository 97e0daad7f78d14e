-- Every site version the platform accepted (docs/decisions/safe-publishing.md): the files as
-- they were read, who or what made them, and when. A broken edit of site.json is refused and
-- players keep the newest version here; ops list, compare and roll back to any of them.

CREATE TABLE site_versions (
  id           BIGSERIAL PRIMARY KEY,
  merchant_id  INT NOT NULL REFERENCES merchants(id),
  -- sha-256 of site and theme as read: a new row whenever it differs from the newest one.
  digest       TEXT NOT NULL,
  -- json, not jsonb: the files keep their key order when a version is written back.
  site         JSON NOT NULL,
  theme        JSON,
  author       TEXT NOT NULL,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX site_versions_newest ON site_versions (merchant_id, id DESC);
