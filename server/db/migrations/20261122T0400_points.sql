-- Point mall (spec §1, §3, §4, §7): members' points, the merchant's reward catalogue and
-- the members' redemptions. Points are their own append-only ledger: an entry is never
-- changed or deleted, and points never expire (spec §9).

-- One row per member holding points: the running total, locked while points move.
CREATE TABLE point_balances (
  merchant_id INT NOT NULL REFERENCES merchants(id),
  member_id   BIGINT NOT NULL REFERENCES members(id),
  points      BIGINT NOT NULL DEFAULT 0 CHECK (points >= 0),
  -- Stake (minor units) settled since the last whole point: it counts towards the next one.
  stake_carry BIGINT NOT NULL DEFAULT 0 CHECK (stake_carry >= 0),
  PRIMARY KEY (merchant_id, member_id)
);

CREATE TABLE point_entries (
  id            BIGSERIAL PRIMARY KEY,
  merchant_id   INT NOT NULL REFERENCES merchants(id),
  member_id     BIGINT NOT NULL REFERENCES members(id),
  -- earn (settled round), redeem, refund (rejected redemption), convert (to cash), adjust (ops).
  kind          TEXT NOT NULL,
  points        BIGINT NOT NULL CHECK (points <> 0),
  balance_after BIGINT NOT NULL CHECK (balance_after >= 0),
  reference     TEXT NOT NULL,
  -- What caused it, once: round:<id>, redeem:<id>, refund:<id>, convert:<member>:<key>.
  source_key    TEXT NOT NULL,
  detail        TEXT,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, source_key)
);
CREATE INDEX point_entries_member ON point_entries (merchant_id, member_id, id);

CREATE TABLE point_rewards (
  id           BIGSERIAL PRIMARY KEY,
  merchant_id  INT NOT NULL REFERENCES merchants(id),
  code         TEXT NOT NULL,
  -- cash (credits the main wallet), physical (shipped to an address), topup (to a mobile number).
  type         TEXT NOT NULL CHECK (type IN ('cash', 'physical', 'topup')),
  name         JSONB NOT NULL,
  points       BIGINT NOT NULL CHECK (points > 0),
  amount       BIGINT NOT NULL DEFAULT 0 CHECK (amount >= 0),
  -- Units left; NULL when unlimited.
  stock        INT CHECK (stock >= 0),
  max_quantity INT NOT NULL DEFAULT 10 CHECK (max_quantity > 0),
  image        TEXT,
  active       BOOLEAN NOT NULL DEFAULT true,
  sort         INT NOT NULL DEFAULT 0,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, code)
);

CREATE TABLE point_redemptions (
  id              BIGSERIAL PRIMARY KEY,
  merchant_id     INT NOT NULL REFERENCES merchants(id),
  member_id       BIGINT NOT NULL REFERENCES members(id),
  reward_id       BIGINT NOT NULL REFERENCES point_rewards(id),
  type            TEXT NOT NULL,
  -- The item's name when redeemed.
  name            JSONB NOT NULL,
  quantity        INT NOT NULL CHECK (quantity > 0),
  unit_points     BIGINT NOT NULL,
  points          BIGINT NOT NULL CHECK (points > 0),
  amount          BIGINT NOT NULL DEFAULT 0,
  -- process (waiting for ops), approved, rejected (points refunded).
  status          TEXT NOT NULL CHECK (status IN ('process', 'approved', 'rejected')),
  address         TEXT,
  mobile          TEXT,
  idempotency_key TEXT NOT NULL,
  tx_id           BIGINT REFERENCES ledger_transactions(id),
  reason          TEXT,
  decided_by      TEXT,
  decided_at      TIMESTAMPTZ,
  created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, member_id, idempotency_key)
);
CREATE INDEX point_redemptions_member ON point_redemptions (merchant_id, member_id, id);
CREATE INDEX point_redemptions_status ON point_redemptions (merchant_id, status, id);
