-- The settlement run looks up each running contract's latest settled period every 30 seconds
-- (docs/decisions/contract-settlement.md, the catch-up after an outage): one index entry per
-- contract instead of every period it was ever settled for (a real-time salary records 288 a day).
CREATE INDEX contract_payments_latest ON contract_payments (contract_id, period_end DESC);
