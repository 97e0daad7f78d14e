-- One settled period of one agent contract (docs/decisions/contract-settlement.md): the
-- team's figures, the tier rate that applied and what moved. The row is claimed in the same
-- transaction as the ledger entry, on a unique (contract, period) key, so a period is paid
-- at most once however many processes settle at the same time.
CREATE TABLE contract_payments (
  id              BIGSERIAL PRIMARY KEY,
  merchant_id     INT NOT NULL REFERENCES merchants(id),
  contract_id     BIGINT NOT NULL REFERENCES agent_contracts(id),
  kind            TEXT NOT NULL,
  product         TEXT NOT NULL,
  -- The upline that pays (from its main wallet) and the downline that is paid.
  agent_id        BIGINT NOT NULL REFERENCES members(id),
  member_id       BIGINT NOT NULL REFERENCES members(id),
  -- The period settled: its key (e.g. 'D:2026-11-25', '5m:2026-11-25T10:05') and bounds.
  period_key      TEXT NOT NULL,
  period_start    TIMESTAMPTZ NOT NULL,
  period_end      TIMESTAMPTZ NOT NULL,
  -- The downline's team in the period (minor units and a head count).
  valid_bet       BIGINT NOT NULL,
  net_loss        BIGINT NOT NULL,
  active_members  INT NOT NULL,
  -- The tier rate that applied (basis points, or minor units for a fixed daily salary), 0 if none.
  rate            BIGINT NOT NULL,
  amount          BIGINT NOT NULL CHECK (amount >= 0),
  -- paid: the ledger moved the amount; nothing: no tier met or nothing to share;
  -- short: the agent's main wallet could not pay it, nothing moved.
  status          TEXT NOT NULL CHECK (status IN ('paid', 'nothing', 'short')),
  transaction_id  BIGINT,
  created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (contract_id, period_key)
);
CREATE INDEX contract_payments_agent ON contract_payments (merchant_id, agent_id, kind, period_end DESC);
CREATE INDEX contract_payments_member ON contract_payments (merchant_id, member_id, kind, period_end DESC);
