-- Cashier: deposits, payout accounts, withdrawals with their payouts and receipt
-- confirmations, and the payment-password guard. Money itself only moves in the
-- ledger; these rows hold the business state and point at ledger transactions.

-- Signing secrets of deposit channels (HMAC of their callbacks); generated on first use, rotated by ops.
CREATE TABLE payment_channel_secrets (
  merchant_id  INT NOT NULL REFERENCES merchants(id),
  channel      TEXT NOT NULL,
  secret       TEXT NOT NULL,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, channel)
);

CREATE TABLE deposits (
  id                  BIGSERIAL PRIMARY KEY,
  merchant_id         INT NOT NULL REFERENCES merchants(id),
  member_id           BIGINT NOT NULL REFERENCES members(id),
  -- Public reference shown to the member and sent to the channel, e.g. DP1A2B3C4D5E.
  reference           TEXT NOT NULL,
  channel             TEXT NOT NULL,
  amount              BIGINT NOT NULL CHECK (amount > 0),
  currency            TEXT NOT NULL,
  -- pending -> approved | rejected
  status              TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  -- The submission key the portal chose: a repeated submit finds this row instead of a new one.
  client_key          TEXT NOT NULL,
  payer_name          TEXT,
  provider_reference  TEXT,
  -- Who decided: 'callback' or 'ops:<operator>'.
  decided_by          TEXT,
  reason              TEXT,
  ledger_tx_id        BIGINT REFERENCES ledger_transactions(id),
  created_at          TIMESTAMPTZ NOT NULL DEFAULT now(),
  decided_at          TIMESTAMPTZ,
  UNIQUE (merchant_id, reference),
  UNIQUE (merchant_id, member_id, client_key)
);
CREATE INDEX deposits_member ON deposits (merchant_id, member_id, created_at DESC);
CREATE INDEX deposits_pending ON deposits (merchant_id, created_at) WHERE status = 'pending';

-- Where a member's withdrawals are paid: a bank card or an e-wallet / crypto address.
CREATE TABLE payout_accounts (
  id              BIGSERIAL PRIMARY KEY,
  merchant_id     INT NOT NULL REFERENCES merchants(id),
  member_id       BIGINT NOT NULL REFERENCES members(id),
  -- bank, ewallet, crypto
  kind            TEXT NOT NULL CHECK (kind IN ('bank', 'ewallet', 'crypto')),
  -- Bank name, e-wallet brand or crypto network.
  provider        TEXT NOT NULL,
  holder_name     TEXT NOT NULL,
  -- Account number, e-wallet id or address.
  account_number  TEXT NOT NULL,
  created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
  removed_at      TIMESTAMPTZ
);
CREATE INDEX payout_accounts_member ON payout_accounts (merchant_id, member_id);
-- One destination belongs to one member at a time (no shared cards between accounts).
CREATE UNIQUE INDEX payout_accounts_unique ON payout_accounts (merchant_id, kind, lower(provider), account_number)
  WHERE removed_at IS NULL;

CREATE TABLE withdrawals (
  id                 BIGSERIAL PRIMARY KEY,
  merchant_id        INT NOT NULL REFERENCES merchants(id),
  member_id          BIGINT NOT NULL REFERENCES members(id),
  reference          TEXT NOT NULL,
  payout_account_id  BIGINT NOT NULL REFERENCES payout_accounts(id),
  amount             BIGINT NOT NULL CHECK (amount > 0),
  currency           TEXT NOT NULL,
  -- pending (held, waiting for ops) -> paying (payouts sent) -> completed | rejected (remainder released)
  status             TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paying', 'completed', 'rejected')),
  client_key         TEXT NOT NULL,
  hold_tx_id         BIGINT REFERENCES ledger_transactions(id),
  release_tx_id      BIGINT REFERENCES ledger_transactions(id),
  reason             TEXT,
  created_at         TIMESTAMPTZ NOT NULL DEFAULT now(),
  decided_at         TIMESTAMPTZ,
  UNIQUE (merchant_id, reference),
  UNIQUE (merchant_id, member_id, client_key)
);
CREATE INDEX withdrawals_member ON withdrawals (merchant_id, member_id, created_at DESC);
-- At most one open withdrawal per member: the pending check holds even under concurrent submits.
CREATE UNIQUE INDEX withdrawals_one_open ON withdrawals (merchant_id, member_id) WHERE status IN ('pending', 'paying');

-- Each payment the merchant sends towards a withdrawal (one for a full payment, several for partial ones).
CREATE TABLE withdrawal_payouts (
  id              BIGSERIAL PRIMARY KEY,
  merchant_id     INT NOT NULL REFERENCES merchants(id),
  withdrawal_id   BIGINT NOT NULL REFERENCES withdrawals(id),
  member_id       BIGINT NOT NULL REFERENCES members(id),
  amount          BIGINT NOT NULL CHECK (amount > 0),
  -- sent -> received | auto_received (time-out) | disputed -> forced (ops) | cancelled (ops: never arrived)
  status          TEXT NOT NULL DEFAULT 'sent'
                  CHECK (status IN ('sent', 'received', 'auto_received', 'disputed', 'forced', 'cancelled')),
  sent_by         TEXT NOT NULL,
  sent_at         TIMESTAMPTZ NOT NULL DEFAULT now(),
  -- Unconfirmed at this time counts as received (the merchant's confirmation minutes).
  confirm_due_at  TIMESTAMPTZ NOT NULL,
  confirmed_at    TIMESTAMPTZ,
  remark          TEXT,
  -- The ledger posting hold -> cashier, written once the receipt is final.
  ledger_tx_id    BIGINT REFERENCES ledger_transactions(id)
);
CREATE INDEX withdrawal_payouts_withdrawal ON withdrawal_payouts (withdrawal_id);
CREATE INDEX withdrawal_payouts_due ON withdrawal_payouts (confirm_due_at) WHERE status = 'sent';

-- Proof images of a payout the member reports as not received (png or jpg, checked by content).
CREATE TABLE withdrawal_proofs (
  id           BIGSERIAL PRIMARY KEY,
  merchant_id  INT NOT NULL REFERENCES merchants(id),
  payout_id    BIGINT NOT NULL REFERENCES withdrawal_payouts(id),
  member_id    BIGINT NOT NULL REFERENCES members(id),
  mime         TEXT NOT NULL,
  size         INT NOT NULL,
  sha256       TEXT NOT NULL,
  file_name    TEXT NOT NULL,
  bytes        BYTEA NOT NULL,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX withdrawal_proofs_payout ON withdrawal_proofs (payout_id);

-- Wrong payment passwords in a row; payments lock for a while after too many.
CREATE TABLE payment_password_guard (
  merchant_id   INT NOT NULL REFERENCES merchants(id),
  member_id     BIGINT NOT NULL REFERENCES members(id),
  failures      INT NOT NULL DEFAULT 0,
  locked_until  TIMESTAMPTZ,
  PRIMARY KEY (merchant_id, member_id)
);
