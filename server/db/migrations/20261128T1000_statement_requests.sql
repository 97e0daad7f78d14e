-- A member's request for an activity statement older than the self-served three months
-- (docs/player-protection.md "Activity statement"): customer service sends it and marks it sent.
CREATE TABLE statement_requests (
  id            BIGSERIAL PRIMARY KEY,
  merchant_id   INT NOT NULL REFERENCES merchants(id),
  member_id     BIGINT NOT NULL REFERENCES members(id),
  from_day      DATE NOT NULL,
  to_day        DATE NOT NULL,
  status        TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'sent')),
  requested_at  TIMESTAMPTZ NOT NULL DEFAULT protection_now(),
  sent_at       TIMESTAMPTZ,
  sent_by       TEXT,
  CHECK ((status = 'sent') = (sent_at IS NOT NULL))
);
-- One open request per member: twenty clicks at once make one request.
CREATE UNIQUE INDEX statement_requests_one_open ON statement_requests (member_id) WHERE status = 'open';
CREATE INDEX statement_requests_merchant_open ON statement_requests (merchant_id, requested_at) WHERE status = 'open';
