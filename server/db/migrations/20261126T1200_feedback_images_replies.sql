-- Pictures attached to feedback, and the operators' replies a member reads in "my feedback".

CREATE TABLE feedback_images (
  id           BIGSERIAL PRIMARY KEY,
  merchant_id  INT NOT NULL REFERENCES merchants(id),
  member_id    BIGINT NOT NULL REFERENCES members(id),
  -- NULL until the feedback it was uploaded for is sent.
  feedback_id  BIGINT REFERENCES feedback(id),
  mime         TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  width        INT NOT NULL,
  height       INT NOT NULL,
  size         INT NOT NULL,
  bytes        BYTEA NOT NULL,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX feedback_images_feedback ON feedback_images (feedback_id) WHERE feedback_id IS NOT NULL;
CREATE INDEX feedback_images_member ON feedback_images (merchant_id, member_id, created_at);

CREATE TABLE feedback_replies (
  id           BIGSERIAL PRIMARY KEY,
  merchant_id  INT NOT NULL REFERENCES merchants(id),
  feedback_id  BIGINT NOT NULL REFERENCES feedback(id),
  body         TEXT NOT NULL,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX feedback_replies_feedback ON feedback_replies (feedback_id, id);
CREATE INDEX feedback_member ON feedback (merchant_id, member_id, id DESC);
