-- A destination another member holds is bound all the same: refusing it told anyone with a
-- payment password whether a card or wallet belongs to someone on the site. Operators, who
-- pay every withdrawal by hand, see such a destination as shared in `withdrawal list`.
-- A member still cannot bind the same destination twice.
DROP INDEX IF EXISTS payout_accounts_unique;
CREATE UNIQUE INDEX payout_accounts_unique_per_member
  ON payout_accounts (merchant_id, member_id, kind, lower(provider), account_number)
  WHERE removed_at IS NULL;
CREATE INDEX payout_accounts_destination
  ON payout_accounts (merchant_id, kind, account_number)
  WHERE removed_at IS NULL;
