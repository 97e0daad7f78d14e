-- A member who closed the account (docs/decisions/account-closure.md): no session is created
-- for them again. The ledger is untouched: money left stays theirs.
ALTER TABLE members ADD COLUMN closed_at TIMESTAMPTZ;
ALTER TABLE members ADD COLUMN closed_reason TEXT;
ALTER TABLE members ADD COLUMN closed_note TEXT;
CREATE INDEX members_closed ON members (merchant_id, closed_at) WHERE closed_at IS NOT NULL;
