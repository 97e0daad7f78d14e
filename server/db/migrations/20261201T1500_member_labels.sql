-- Labels operators give a member in the back office ('VIP', 'high roller'...): answered as the
-- session's and the member info's memberLabel (spec §3), read by the sites' `memberLabel`
-- conditions (docs/decisions/member-labels.md). A handful per member, read with the member's row.
ALTER TABLE members ADD COLUMN labels TEXT[] NOT NULL DEFAULT '{}';
