-- The reward centre (per-merchant reward activities and each member's entry in them) and
-- missions (targets met by the member's own rounds, with a prize claimed once).

-- A reward activity a member can join, apply for, sign up to or simply claim.
CREATE TABLE reward_activities (
  id            BIGSERIAL PRIMARY KEY,
  merchant_id   INT NOT NULL REFERENCES merchants(id),
  -- Stable key of the merchant's activity (ops commands and demo data name it).
  code          TEXT NOT NULL,
  -- apply: reviewed by ops; signup: a draw ops decides; join: a turnover target after
  -- joining; gift: claimable by every member.
  mode          TEXT NOT NULL CHECK (mode IN ('apply', 'signup', 'join', 'gift')),
  title         JSONB NOT NULL,
  summary       JSONB NOT NULL DEFAULT '{}'::jsonb,
  -- The prize in minor units (ops may issue another amount to one member).
  amount        BIGINT NOT NULL CHECK (amount > 0),
  -- join mode: stake (minor units) to bet on the main wallet after joining.
  target        BIGINT CHECK (target IS NULL OR target > 0),
  starts_at     TIMESTAMPTZ NOT NULL,
  ends_at       TIMESTAMPTZ NOT NULL,
  -- A prize not claimed by then is lost (closed).
  claim_until   TIMESTAMPTZ NOT NULL,
  enabled       BOOLEAN NOT NULL DEFAULT true,
  sort          INT NOT NULL DEFAULT 0,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, code),
  CHECK (ends_at > starts_at AND claim_until >= ends_at)
);

-- One member's part in an activity: at most one per member and activity.
CREATE TABLE reward_entries (
  id            BIGSERIAL PRIMARY KEY,
  merchant_id   INT NOT NULL REFERENCES merchants(id),
  activity_id   BIGINT NOT NULL REFERENCES reward_activities(id),
  member_id     BIGINT NOT NULL REFERENCES members(id),
  -- applying, signed (waiting for ops), process (join: betting towards the target),
  -- rejected, issued (awarded, to claim), claimed.
  status        TEXT NOT NULL CHECK (status IN ('applying', 'signed', 'process', 'rejected', 'issued', 'claimed')),
  -- The prize this member gets (set when issued or claimed).
  amount        BIGINT CHECK (amount IS NULL OR amount > 0),
  reason        TEXT,
  decided_by    TEXT,
  decided_at    TIMESTAMPTZ,
  claim_key     TEXT,
  claim_tx_id   BIGINT REFERENCES ledger_transactions(id),
  claimed_at    TIMESTAMPTZ,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, activity_id, member_id)
);
CREATE INDEX reward_entries_member ON reward_entries (merchant_id, member_id);
CREATE INDEX reward_entries_pending ON reward_entries (merchant_id, activity_id, status);

-- A mission: bet an amount or play a number of rounds (of one game type or any) in a period.
CREATE TABLE missions (
  id            BIGSERIAL PRIMARY KEY,
  merchant_id   INT NOT NULL REFERENCES merchants(id),
  code          TEXT NOT NULL,
  title         JSONB NOT NULL,
  summary       JSONB NOT NULL DEFAULT '{}'::jsonb,
  -- stake: sum of stakes (minor units); rounds: number of rounds.
  metric        TEXT NOT NULL CHECK (metric IN ('stake', 'rounds')),
  -- Only rounds of this game type count (RNG, LIVE...); every type when NULL.
  game_type     TEXT,
  target        BIGINT NOT NULL CHECK (target > 0),
  reward        BIGINT NOT NULL CHECK (reward > 0),
  starts_at     TIMESTAMPTZ NOT NULL,
  ends_at       TIMESTAMPTZ NOT NULL,
  claim_until   TIMESTAMPTZ NOT NULL,
  enabled       BOOLEAN NOT NULL DEFAULT true,
  sort          INT NOT NULL DEFAULT 0,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, code),
  CHECK (ends_at > starts_at AND claim_until >= ends_at)
);

-- A mission prize paid: at most one per member and mission.
CREATE TABLE mission_claims (
  id            BIGSERIAL PRIMARY KEY,
  merchant_id   INT NOT NULL REFERENCES merchants(id),
  mission_id    BIGINT NOT NULL REFERENCES missions(id),
  member_id     BIGINT NOT NULL REFERENCES members(id),
  amount        BIGINT NOT NULL CHECK (amount > 0),
  claim_key     TEXT NOT NULL,
  tx_id         BIGINT NOT NULL REFERENCES ledger_transactions(id),
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, mission_id, member_id)
);

-- Mission leaderboards read a merchant's rounds of a period.
CREATE INDEX game_rounds_period ON game_rounds (merchant_id, created_at);
