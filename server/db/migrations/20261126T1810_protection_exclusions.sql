-- Time-outs and self-exclusions (docs/player-protection.md). A row is never shortened or removed
-- by a member: it holds from starts_at until ends_at (NULL: indefinite).
CREATE TABLE protection_exclusions (
  id           BIGSERIAL PRIMARY KEY,
  merchant_id  INT NOT NULL REFERENCES merchants(id),
  member_id    BIGINT NOT NULL REFERENCES members(id),
  kind         TEXT NOT NULL CHECK (kind IN ('time-out', 'self-exclusion')),
  -- What the member chose: '24h'..'6w' for a time-out; '6m', '1y', '5y', 'indefinite'.
  period       TEXT NOT NULL,
  starts_at    TIMESTAMPTZ NOT NULL,
  ends_at      TIMESTAMPTZ,
  CHECK (ends_at IS NULL OR ends_at > starts_at),
  CHECK (kind = 'self-exclusion' OR ends_at IS NOT NULL)
);
CREATE INDEX protection_exclusions_member ON protection_exclusions (merchant_id, member_id, ends_at);
