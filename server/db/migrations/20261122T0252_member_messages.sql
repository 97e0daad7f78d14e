-- The member centre's inbox (messageV2, "platform information"): messages to one
-- member, written by the platform on cashier decisions, by ops, or as demo data.
-- Texts are JSONB maps from language code to plain text (never HTML), like content.
-- The merchant's player notices (announcements of type PL) show in every member's
-- inbox too; which of them a member has read is kept in announcement_reads.

CREATE TABLE member_messages (
  id            BIGSERIAL PRIMARY KEY,
  merchant_id   INT NOT NULL REFERENCES merchants(id),
  member_id     BIGINT NOT NULL REFERENCES members(id),
  category      TEXT NOT NULL CHECK (category IN ('notice', 'deposit', 'withdrawal', 'promotion')),
  title         JSONB NOT NULL,
  body          JSONB NOT NULL,
  -- What wrote it: 'deposit:<reference>', 'ops:<operator>', 'seed'.
  source        TEXT NOT NULL,
  -- One message per event: a repeated decision does not write it twice.
  event_key     TEXT,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  read_at       TIMESTAMPTZ
);
CREATE INDEX member_messages_inbox ON member_messages (merchant_id, member_id, created_at DESC);
CREATE INDEX member_messages_unread ON member_messages (merchant_id, member_id) WHERE read_at IS NULL;
CREATE UNIQUE INDEX member_messages_event ON member_messages (merchant_id, event_key) WHERE event_key IS NOT NULL;

CREATE TABLE announcement_reads (
  merchant_id      INT NOT NULL REFERENCES merchants(id),
  member_id        BIGINT NOT NULL REFERENCES members(id),
  announcement_id  BIGINT NOT NULL REFERENCES announcements(id),
  read_at          TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, member_id, announcement_id)
);
