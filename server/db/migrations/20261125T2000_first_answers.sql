-- The first answer of every call that moves money or value, kept so that a retry with the
-- same key and the same request is answered with it again (nothing moves twice), and the
-- same key with another request is refused naming the first. The row is claimed at the
-- start of the call's own transaction (a twin of the call waits on it) and its answer
-- written before that transaction commits: a row exists only for a call that committed.
-- Rows older than the retention (server/services/idempotency/retention.ts) are swept.
CREATE TABLE first_answers (
  merchant_id   INT NOT NULL REFERENCES merchants(id),
  -- The contract call (endpoint id), so the keys of different calls never meet.
  call          TEXT NOT NULL,
  -- Within the merchant: a member's key (m<id>:<key>), a vendor's round, a deposit's reference.
  key           TEXT NOT NULL,
  -- SHA-256 of the canonical request (what defines it, no secrets).
  request_hash  TEXT NOT NULL,
  -- That request, to say what the first one was when a key is reused for another.
  request       JSONB NOT NULL,
  -- The answer's value as it was sent; NULL only inside the claiming transaction.
  answer        JSONB,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, call, key)
);
CREATE INDEX first_answers_created ON first_answers (created_at);
