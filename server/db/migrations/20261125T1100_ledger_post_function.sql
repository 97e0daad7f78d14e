-- One ledger posting in one call, so that a posting made on its own is one statement: the
-- accounts' locks are taken and released inside the database, never held across a round trip
-- to the platform. server/services/ledger/post-transaction.ts is its only caller and explains
-- the outcomes:
--   posted        the transaction, its entries (account ids and balances after, in posting order)
--   missing       the account of posting `failed` does not exist yet: nothing was locked or written
--   insufficient  posting `failed` would take its account below zero: nothing was written
--   repeat        the idempotency key was claimed before: nothing was written
CREATE FUNCTION ledger_post(
  p_merchant   INT,
  p_kind       TEXT,
  p_key        TEXT,
  p_hash       TEXT,
  p_reference  TEXT,
  p_memo       JSONB,
  p_reverses   BIGINT,
  p_members    BIGINT[],
  p_kinds      TEXT[],
  p_amounts    BIGINT[]
) RETURNS TABLE (
  outcome        TEXT,
  failed         INT,
  tx_id          BIGINT,
  tx_reference   TEXT,
  tx_created_at  TIMESTAMPTZ,
  account_ids    BIGINT[],
  balances_after BIGINT[]
) LANGUAGE plpgsql AS $$
DECLARE
  n         INT := cardinality(p_amounts);
  ids       BIGINT[] := array_fill(NULL::BIGINT, ARRAY[n]);
  v_after   BIGINT[] := array_fill(NULL::BIGINT, ARRAY[n]);
  -- The locked accounts, in id order, with their running balances.
  acc_ids   BIGINT[] := '{}';
  acc_bal   BIGINT[] := '{}';
  acc_neg   BOOLEAN[] := '{}';
  j         INT;
  v_id      BIGINT;
  v_ref     TEXT;
  v_at      TIMESTAMPTZ;
  r         RECORD;
BEGIN
  -- Find each posting's account through its unique index (accounts are never deleted, so
  -- ids found before the lock stay right).
  FOR i IN 1..n LOOP
    IF p_members[i] IS NULL THEN
      SELECT a.id INTO v_id FROM ledger_accounts a
       WHERE a.merchant_id = p_merchant AND a.member_id IS NULL AND a.kind = p_kinds[i];
    ELSE
      SELECT a.id INTO v_id FROM ledger_accounts a
       WHERE a.merchant_id = p_merchant AND a.member_id = p_members[i] AND a.kind = p_kinds[i];
    END IF;
    IF v_id IS NULL THEN
      RETURN QUERY SELECT 'missing'::TEXT, i, NULL::BIGINT, NULL::TEXT, NULL::TIMESTAMPTZ, NULL::BIGINT[], NULL::BIGINT[];
      RETURN;
    END IF;
    ids[i] := v_id;
  END LOOP;

  -- Lock in id order, so two postings over the same accounts queue instead of deadlocking.
  FOR r IN SELECT a.id, a.balance, a.allow_negative FROM ledger_accounts a
            WHERE a.id = ANY (ids) ORDER BY a.id FOR UPDATE
  LOOP
    acc_ids := acc_ids || r.id;
    acc_bal := acc_bal || r.balance;
    acc_neg := acc_neg || r.allow_negative;
  END LOOP;

  FOR i IN 1..n LOOP
    j := array_position(acc_ids, ids[i]);
    acc_bal[j] := acc_bal[j] + p_amounts[i];
    IF acc_bal[j] < 0 AND NOT acc_neg[j] THEN
      RETURN QUERY SELECT 'insufficient'::TEXT, i, NULL::BIGINT, NULL::TEXT, NULL::TIMESTAMPTZ, NULL::BIGINT[], NULL::BIGINT[];
      RETURN;
    END IF;
    v_after[i] := acc_bal[j];
  END LOOP;

  INSERT INTO ledger_transactions (merchant_id, kind, idempotency_key, request_hash, reference, memo, reverses_id)
  VALUES (p_merchant, p_kind, p_key, p_hash, p_reference, p_memo, p_reverses)
  ON CONFLICT (merchant_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
  RETURNING id, reference, created_at INTO v_id, v_ref, v_at;
  IF v_id IS NULL THEN
    RETURN QUERY SELECT 'repeat'::TEXT, NULL::INT, NULL::BIGINT, NULL::TEXT, NULL::TIMESTAMPTZ, NULL::BIGINT[], NULL::BIGINT[];
    RETURN;
  END IF;

  INSERT INTO ledger_entries (transaction_id, account_id, merchant_id, amount, balance_after)
  SELECT v_id, e.account_id, p_merchant, e.amount, e.balance_after
    FROM unnest(ids, p_amounts, v_after) WITH ORDINALITY AS e(account_id, amount, balance_after, k)
   ORDER BY e.k;
  UPDATE ledger_accounts a SET balance = v.balance
    FROM unnest(acc_ids, acc_bal) AS v(id, balance)
   WHERE a.id = v.id AND a.balance <> v.balance;

  RETURN QUERY SELECT 'posted'::TEXT, NULL::INT, v_id, v_ref, v_at, ids, v_after;
END $$;
