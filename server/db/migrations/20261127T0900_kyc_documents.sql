-- KYC (docs/player-protection.md "KYC"). One row per member who ever sent a document: its
-- status and the last review. Documents are kept in the database, never on disk under the web
-- root, and no route serves them back; operators export one through the ops CLI.
CREATE TABLE member_kyc (
  merchant_id  INT NOT NULL REFERENCES merchants(id),
  member_id    BIGINT NOT NULL REFERENCES members(id),
  status       TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  -- The operator's reason, required when rejected.
  reason       TEXT,
  reviewed_by  TEXT,
  reviewed_at  TIMESTAMPTZ,
  updated_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, member_id),
  CHECK (status <> 'rejected' OR reason IS NOT NULL)
);
CREATE INDEX member_kyc_status ON member_kyc (merchant_id, status, updated_at);

CREATE TABLE kyc_documents (
  id           BIGSERIAL PRIMARY KEY,
  merchant_id  INT NOT NULL REFERENCES merchants(id),
  member_id    BIGINT NOT NULL REFERENCES members(id),
  kind         TEXT NOT NULL CHECK (kind IN ('identity', 'address', 'source-of-funds')),
  -- What the bytes proved it to be, never what the upload claimed.
  mime         TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg', 'application/pdf')),
  size         INT NOT NULL,
  sha256       TEXT NOT NULL,
  file_name    TEXT NOT NULL,
  bytes        BYTEA NOT NULL,
  status       TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX kyc_documents_member ON kyc_documents (merchant_id, member_id, id);
