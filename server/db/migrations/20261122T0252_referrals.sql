-- The referral promotion ("invite friends"): each member's own referral code, and who
-- invited a member (set once, at registration, from the code in the register link).

CREATE TABLE referral_codes (
  merchant_id  INT NOT NULL REFERENCES merchants(id),
  member_id    BIGINT NOT NULL REFERENCES members(id),
  code         TEXT NOT NULL,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, member_id)
);
CREATE UNIQUE INDEX referral_codes_code ON referral_codes (merchant_id, code);

ALTER TABLE members ADD COLUMN referrer_id BIGINT REFERENCES members(id);
-- Nobody refers themselves, whatever path writes the row.
ALTER TABLE members ADD CONSTRAINT members_not_self_referred CHECK (referrer_id IS NULL OR referrer_id <> id);
CREATE INDEX members_referrer ON members (merchant_id, referrer_id, created_at DESC) WHERE referrer_id IS NOT NULL;
