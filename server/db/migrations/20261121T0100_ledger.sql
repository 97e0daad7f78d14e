-- Double-entry ledger. Every balance change is a transaction whose entries sum to
-- zero; entries and transactions are append-only (corrections are reversing
-- transactions); account balances are a cache checked against the entries.

CREATE TABLE ledger_accounts (
  id              BIGSERIAL PRIMARY KEY,
  merchant_id     INT NOT NULL REFERENCES merchants(id),
  -- NULL for the merchant's own (system) accounts.
  member_id       BIGINT REFERENCES members(id),
  -- 'main', 'vendor:<code>', 'hold', 'demo' for members; 'house', 'cashier', 'bonus', 'demo-source'... for the merchant.
  kind            TEXT NOT NULL,
  currency        TEXT NOT NULL,
  -- Only system accounts that stand for money outside the platform may go below zero.
  allow_negative  BOOLEAN NOT NULL DEFAULT false,
  balance         BIGINT NOT NULL DEFAULT 0,
  created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (allow_negative OR balance >= 0)
);
CREATE UNIQUE INDEX ledger_accounts_member_kind ON ledger_accounts (merchant_id, member_id, kind) WHERE member_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_system_kind ON ledger_accounts (merchant_id, kind) WHERE member_id IS NULL;

CREATE TABLE ledger_transactions (
  id               BIGSERIAL PRIMARY KEY,
  merchant_id      INT NOT NULL REFERENCES merchants(id),
  -- What happened: deposit, withdrawal.hold, withdrawal.release, transfer, bet, win, rollback, reversal...
  kind             TEXT NOT NULL,
  idempotency_key  TEXT,
  -- SHA-256 of what was asked, so a retry with another payload is refused.
  request_hash     TEXT NOT NULL,
  -- The business object this belongs to (deposit id, round id...).
  reference        TEXT,
  memo             JSONB NOT NULL DEFAULT '{}'::jsonb,
  reverses_id      BIGINT REFERENCES ledger_transactions(id),
  created_at       TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX ledger_transactions_idempotency ON ledger_transactions (merchant_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
-- A transaction is reversed at most once.
CREATE UNIQUE INDEX ledger_transactions_reverses ON ledger_transactions (reverses_id) WHERE reverses_id IS NOT NULL;
CREATE INDEX ledger_transactions_reference ON ledger_transactions (merchant_id, reference);

CREATE TABLE ledger_entries (
  id              BIGSERIAL PRIMARY KEY,
  transaction_id  BIGINT NOT NULL REFERENCES ledger_transactions(id),
  account_id      BIGINT NOT NULL REFERENCES ledger_accounts(id),
  merchant_id     INT NOT NULL REFERENCES merchants(id),
  -- Signed minor units: positive adds to the account.
  amount          BIGINT NOT NULL CHECK (amount <> 0),
  balance_after   BIGINT NOT NULL,
  created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id);
CREATE INDEX ledger_entries_transaction ON ledger_entries (transaction_id);

CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only: post a reversing transaction instead';
END $$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
