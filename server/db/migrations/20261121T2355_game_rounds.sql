-- Play: launches, rounds (the bet records), provably fair seeds and lottery draws.

-- A launch hands the game frame a short-lived ticket instead of the member's session token.
CREATE TABLE game_launches (
  ticket_hash   TEXT PRIMARY KEY,
  merchant_id   INT NOT NULL REFERENCES merchants(id),
  member_id     BIGINT NOT NULL REFERENCES members(id),
  game_id       BIGINT NOT NULL REFERENCES games(id),
  -- 'main' for real money, 'demo' for trial credit.
  wallet        TEXT NOT NULL,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at    TIMESTAMPTZ NOT NULL
);
CREATE INDEX game_launches_member ON game_launches (merchant_id, member_id, created_at DESC);

-- One row per round of any vendor: the betting record. The wallet's records and the
-- agent pages read it: game, stake, payout, status and time, all money in minor units.
CREATE TABLE game_rounds (
  id             BIGSERIAL PRIMARY KEY,
  merchant_id    INT NOT NULL REFERENCES merchants(id),
  member_id      BIGINT NOT NULL REFERENCES members(id),
  -- The vendor that ran the round (its vassalage) and its own id of the round.
  vendor         TEXT NOT NULL,
  round_id       TEXT NOT NULL,
  game_type      TEXT NOT NULL,
  -- The catalogue game (nodeId), and its name at the time of the round.
  game_id        BIGINT REFERENCES games(id),
  game_name      TEXT NOT NULL,
  -- 'main' or 'demo' (trial accounts play with demo credit only).
  wallet         TEXT NOT NULL,
  currency       TEXT NOT NULL,
  stake          BIGINT NOT NULL CHECK (stake > 0),
  payout         BIGINT NOT NULL DEFAULT 0 CHECK (payout >= 0),
  -- open (stake taken), settled (payout known, possibly 0), rolled_back (stake returned).
  status         TEXT NOT NULL DEFAULT 'open',
  debit_tx_id    BIGINT REFERENCES ledger_transactions(id),
  credit_tx_id   BIGINT REFERENCES ledger_transactions(id),
  rollback_tx_id BIGINT REFERENCES ledger_transactions(id),
  -- The outcome and how to verify it (seed hash, nonce, symbols, lottery pick...).
  detail         JSONB NOT NULL DEFAULT '{}'::jsonb,
  created_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
  settled_at     TIMESTAMPTZ,
  UNIQUE (merchant_id, vendor, round_id)
);
CREATE INDEX game_rounds_member ON game_rounds (merchant_id, member_id, created_at DESC);
CREATE INDEX game_rounds_wins ON game_rounds (merchant_id, settled_at DESC) WHERE status = 'settled' AND payout > 0;

-- Provably fair seeds: the hash is shown before play, the seed revealed when rotated.
CREATE TABLE fair_seeds (
  id                BIGSERIAL PRIMARY KEY,
  merchant_id       INT NOT NULL REFERENCES merchants(id),
  member_id         BIGINT NOT NULL REFERENCES members(id),
  server_seed       TEXT NOT NULL,
  server_seed_hash  TEXT NOT NULL,
  client_seed       TEXT NOT NULL,
  -- Rounds played with this pair; the next round uses nonce + 1.
  nonce             INT NOT NULL DEFAULT 0,
  active            BOOLEAN NOT NULL DEFAULT true,
  created_at        TIMESTAMPTZ NOT NULL DEFAULT now(),
  revealed_at       TIMESTAMPTZ
);
CREATE UNIQUE INDEX fair_seeds_active ON fair_seeds (merchant_id, member_id) WHERE active;

-- Scheduled lottery draws. The seed hash is published when the draw opens; the numbers
-- and the seed when it is drawn. Each draw is drawn exactly once (row lock, SKIP LOCKED).
CREATE TABLE lottery_draws (
  id                BIGSERIAL PRIMARY KEY,
  merchant_id       INT NOT NULL REFERENCES merchants(id),
  game_id           BIGINT NOT NULL REFERENCES games(id),
  game_code         TEXT NOT NULL,
  draw_no           TEXT NOT NULL,
  opens_at          TIMESTAMPTZ NOT NULL,
  -- Betting closes and the numbers are drawn at this time.
  draw_at           TIMESTAMPTZ NOT NULL,
  status            TEXT NOT NULL DEFAULT 'open',
  server_seed       TEXT NOT NULL,
  server_seed_hash  TEXT NOT NULL,
  numbers           JSONB,
  drawn_at          TIMESTAMPTZ,
  -- Which process drew it (operations: proves the draw ran once).
  drawn_by          TEXT,
  UNIQUE (merchant_id, game_code, draw_no)
);
CREATE INDEX lottery_draws_due ON lottery_draws (status, draw_at);
CREATE INDEX lottery_draws_recent ON lottery_draws (merchant_id, game_code, draw_at DESC);

CREATE TABLE lottery_bets (
  id          BIGSERIAL PRIMARY KEY,
  merchant_id INT NOT NULL REFERENCES merchants(id),
  member_id   BIGINT NOT NULL REFERENCES members(id),
  draw_id     BIGINT NOT NULL REFERENCES lottery_draws(id),
  -- The round of game_rounds this bet is.
  round_pk    BIGINT NOT NULL REFERENCES game_rounds(id),
  play_type   TEXT NOT NULL,
  pick        TEXT NOT NULL,
  stake       BIGINT NOT NULL CHECK (stake > 0),
  payout      BIGINT NOT NULL DEFAULT 0,
  status      TEXT NOT NULL DEFAULT 'open',
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX lottery_bets_draw ON lottery_bets (draw_id) WHERE status = 'open';
CREATE INDEX lottery_bets_member ON lottery_bets (merchant_id, member_id, created_at DESC);
