-- Agent reports over a large team (docs/performance.md, npm run bench:agents).
-- A wallet's entries in a date range: transaction details of one member, my income, and the
-- cash figures of user P&L read a window of each account instead of every entry it ever had.
CREATE INDEX ledger_entries_account_time ON ledger_entries (account_id, created_at);
-- The newest rounds of a merchant first: team betting's page walks this index and keeps the
-- team's rounds, instead of sorting every round of the range.
CREATE INDEX game_rounds_recent ON game_rounds (merchant_id, created_at DESC, id DESC);
