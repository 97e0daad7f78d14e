-- Wrong payment passwords, one row each (docs/decisions/back-office.md): the guessing limit's own
-- counters last only for its window, while the cashier's risk flag looks back a day. Swept after
-- 30 days by housekeeping.
CREATE TABLE payment_password_failures (
  id           BIGSERIAL PRIMARY KEY,
  merchant_id  INT NOT NULL REFERENCES merchants(id),
  member_id    BIGINT NOT NULL REFERENCES members(id),
  failed_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX payment_password_failures_member ON payment_password_failures (member_id, failed_at);
