-- The progressive jackpot pool of each merchant (R1.17, docs/decisions/jackpot-pool.md): a start
-- value and a start time, from which every visitor computes the same rising figure.

CREATE TABLE jackpot_pools (
  merchant_id  INT PRIMARY KEY REFERENCES merchants(id),
  start_minor  BIGINT NOT NULL CHECK (start_minor >= 0),
  started_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);
