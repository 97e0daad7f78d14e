-- Bonus wagering: a bonus or promotion credit carries a turnover requirement (a multiple of
-- the bonus, or of the bonus and the deposit it matched), met by the member's valid bets.
-- Withdrawals and transfers to the upline wait until it is met, unless the member forfeits
-- the bonus. Progress is not stored: it is read from game_rounds (settled real-money
-- rounds), so a bet never writes or locks anything here (see docs/decisions/bonus-wagering.md).
CREATE TABLE bonus_wagers (
  id                BIGSERIAL PRIMARY KEY,
  merchant_id       INT NOT NULL REFERENCES merchants(id),
  member_id         BIGINT NOT NULL REFERENCES members(id),
  -- What credited the bonus: a reward-centre claim or a mission prize.
  source            TEXT NOT NULL CHECK (source IN ('reward', 'mission')),
  -- The activity's or mission's title as the merchant wrote it (per language).
  title             JSONB NOT NULL DEFAULT '{}'::jsonb,
  -- The ledger transaction that credited the bonus (one requirement per credit).
  bonus_tx_id       BIGINT NOT NULL REFERENCES ledger_transactions(id),
  bonus             BIGINT NOT NULL CHECK (bonus > 0),
  -- The deposit the requirement also counts when the merchant's base is bonus and deposit.
  deposit_id        BIGINT REFERENCES deposits(id),
  deposit           BIGINT NOT NULL DEFAULT 0 CHECK (deposit >= 0),
  multiple          INT NOT NULL CHECK (multiple > 0),
  -- Turnover to bet, minor units: multiple x (bonus + deposit).
  required          BIGINT NOT NULL CHECK (required > 0),
  -- Requirements that overlap form a chain and are met one after the other (first in,
  -- first out): the chain's first requirement, NULL on that one itself. Only the latest
  -- chain can still be open.
  chain_head        BIGINT REFERENCES bonus_wagers(id),
  -- active (met is computed from the bets) or forfeited (the member gave the bonus up).
  status            TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'forfeited')),
  forfeit_key       TEXT,
  forfeit_tx_id     BIGINT REFERENCES ledger_transactions(id),
  -- What the forfeit took back, and the turnover the requirement had absorbed by then.
  forfeited_amount  BIGINT,
  forfeited_wagered BIGINT,
  forfeited_at      TIMESTAMPTZ,
  created_at        TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (merchant_id, bonus_tx_id),
  CHECK (status = 'active' OR (forfeit_key IS NOT NULL AND forfeited_at IS NOT NULL))
);
CREATE INDEX bonus_wagers_member ON bonus_wagers (merchant_id, member_id, id DESC);
-- A deposit is matched by one bonus at most.
CREATE UNIQUE INDEX bonus_wagers_deposit ON bonus_wagers (merchant_id, deposit_id) WHERE deposit_id IS NOT NULL;
