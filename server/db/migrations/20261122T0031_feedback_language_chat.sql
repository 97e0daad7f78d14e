-- Feedback and complaints, the member's interface language, and the chat room.

CREATE TABLE feedback (
  id             BIGSERIAL PRIMARY KEY,
  merchant_id    INT NOT NULL REFERENCES merchants(id),
  -- NULL when a visitor sent it (then contact is set).
  member_id      BIGINT REFERENCES members(id),
  question_type  TEXT NOT NULL,
  content        TEXT NOT NULL,
  contact        TEXT,
  ip             TEXT,
  status         TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'answered', 'closed')),
  created_at     TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX feedback_merchant ON feedback (merchant_id, status, created_at DESC);

-- The interface language the member last chose (EN, CN, VI, JA, TH, TY, ID).
ALTER TABLE members ADD COLUMN language TEXT;
-- Ops may keep a member out of the chat room for a while.
ALTER TABLE members ADD COLUMN chat_muted_until TIMESTAMPTZ;

CREATE TABLE chat_messages (
  id            BIGSERIAL PRIMARY KEY,
  merchant_id   INT NOT NULL REFERENCES merchants(id),
  member_id     BIGINT NOT NULL REFERENCES members(id),
  -- The portal's id of the message: a retried post is stored once.
  client_id     TEXT NOT NULL,
  -- Snapshot of how the sender showed when they wrote it.
  nickname      TEXT NOT NULL,
  rank_level    INT NOT NULL DEFAULT 0,
  -- Plain text, already cleaned (no control or invisible characters).
  body          TEXT NOT NULL,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  -- Set by moderators (ops `chat hide`); hidden messages are no longer listed.
  hidden_at     TIMESTAMPTZ
);
CREATE INDEX chat_messages_room ON chat_messages (merchant_id, id);
CREATE INDEX chat_messages_hidden ON chat_messages (merchant_id, hidden_at) WHERE hidden_at IS NOT NULL;
CREATE UNIQUE INDEX chat_messages_client ON chat_messages (merchant_id, member_id, client_id);
