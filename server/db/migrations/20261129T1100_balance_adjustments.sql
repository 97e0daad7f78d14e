-- Balance adjustments made by operators in the back office (docs/decisions/back-office.md).
-- One row per request: applied at once when small, otherwise pending until a second operator
-- approves or rejects it. The row is the lock that makes concurrent approvals credit once; the
-- ledger posting carries `adjustment:<id>` as its key besides.
CREATE TABLE balance_adjustments (
  id                    BIGSERIAL PRIMARY KEY,
  merchant_id           INT NOT NULL REFERENCES merchants(id),
  member_id             BIGINT NOT NULL REFERENCES members(id),
  -- Signed minor units: positive credits the member's main wallet, negative debits it.
  amount                BIGINT NOT NULL CHECK (amount <> 0),
  reason                TEXT NOT NULL,
  -- The requesting client's key: a retry with the same key answers the first request.
  client_key            TEXT NOT NULL,
  status                TEXT NOT NULL CHECK (status IN ('pending', 'applied', 'rejected')),
  -- Null for the ops CLI; who asked may never be who approves.
  requested_by_operator BIGINT,
  requested_by          TEXT NOT NULL,
  decided_by_operator   BIGINT,
  decided_by            TEXT,
  decided_at            TIMESTAMPTZ,
  decision_reason       TEXT,
  transaction_id        BIGINT,
  created_at            TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, client_key)
);

-- Approvers list what waits, oldest first, per merchant or for a member.
CREATE INDEX balance_adjustments_pending ON balance_adjustments (merchant_id, created_at) WHERE status = 'pending';
CREATE INDEX balance_adjustments_member ON balance_adjustments (member_id, id DESC);
