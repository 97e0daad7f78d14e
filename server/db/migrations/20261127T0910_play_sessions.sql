-- Reality checks and session time limits (docs/player-protection.md). The member's choices, and
-- the play session they run against: it starts at a login while no other session of the member is
-- live and every later login joins it, so a reload, a second tab or a second login never starts
-- the clock again. Its times are on protection_now(), the clock of every protection rule.
CREATE TABLE protection_session_settings (
  merchant_id            INT NOT NULL REFERENCES merchants(id),
  member_id              BIGINT NOT NULL REFERENCES members(id),
  -- Minutes between reality checks; NULL: none.
  reality_check_minutes  INT CHECK (reality_check_minutes > 0),
  -- Minutes a play session may last; NULL: no limit.
  session_limit_minutes  INT CHECK (session_limit_minutes > 0),
  updated_at             TIMESTAMPTZ NOT NULL DEFAULT protection_now(),
  PRIMARY KEY (merchant_id, member_id)
);

CREATE TABLE protection_play_sessions (
  id             BIGSERIAL PRIMARY KEY,
  merchant_id    INT NOT NULL REFERENCES merchants(id),
  member_id      BIGINT NOT NULL REFERENCES members(id),
  started_at     TIMESTAMPTZ NOT NULL,
  -- Set when the next play session of the member starts.
  ended_at       TIMESTAMPTZ,
  -- What the loss limit counts, in this session: stakes, and what they paid back (minor units).
  staked         BIGINT NOT NULL DEFAULT 0,
  won            BIGINT NOT NULL DEFAULT 0,
  -- When the next reality check is due; NULL: none set.
  next_check_at  TIMESTAMPTZ,
  -- When the session time limit ends it; NULL: no limit.
  limit_ends_at  TIMESTAMPTZ
);
CREATE UNIQUE INDEX protection_play_sessions_open ON protection_play_sessions (merchant_id, member_id)
  WHERE ended_at IS NULL;

ALTER TABLE sessions ADD COLUMN play_session_id BIGINT REFERENCES protection_play_sessions(id);
