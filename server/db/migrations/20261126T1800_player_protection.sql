-- Player protection (docs/player-protection.md): limits on deposits, losses and wagers with a
-- server-kept cooling-off, the usage they are checked against, and the append-only audit log.

-- The clock of every protection rule. Tests replace this function on their own database to move
-- time (cooling-off, period resets, time-outs) without touching the machine's clock.
CREATE FUNCTION protection_now() RETURNS TIMESTAMPTZ LANGUAGE sql STABLE AS $$ SELECT now() $$;

-- A member's limit of one kind over one period. `amount` is in force now (NULL: none);
-- `pending_since` marks a raise or removal (`pending_amount`, NULL = removal) asked for, which
-- the member may confirm once `pending_from` has passed.
CREATE TABLE protection_limits (
  merchant_id     INT NOT NULL REFERENCES merchants(id),
  member_id       BIGINT NOT NULL REFERENCES members(id),
  kind            TEXT NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager')),
  period          TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount          BIGINT CHECK (amount > 0),
  pending_amount  BIGINT CHECK (pending_amount > 0),
  pending_since   TIMESTAMPTZ,
  pending_from    TIMESTAMPTZ,
  updated_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, kind, period),
  CHECK ((pending_since IS NULL) = (pending_from IS NULL)),
  CHECK (pending_since IS NOT NULL OR pending_amount IS NULL)
);
CREATE INDEX protection_limits_merchant ON protection_limits (merchant_id, member_id);

-- What counted against each limit in the current window: gross deposits, stakes, net loss
-- (stakes less winnings, may go below zero). Kept for every member, so a limit set mid-period
-- counts what came before it in that period.
CREATE TABLE protection_usage (
  merchant_id   INT NOT NULL REFERENCES merchants(id),
  member_id     BIGINT NOT NULL REFERENCES members(id),
  kind          TEXT NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager')),
  period        TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
  window_start  TIMESTAMPTZ NOT NULL,
  used          BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, kind, period)
);

-- Where a window that starts at `t` begins: 24 hours and 7 days run from the first movement after
-- the last window ended; the month is the calendar month (UTC).
CREATE FUNCTION protection_window_start(p_period TEXT, t TIMESTAMPTZ) RETURNS TIMESTAMPTZ
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_period = 'month' THEN date_trunc('month', t AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' ELSE t END
$$;

CREATE FUNCTION protection_window_end(p_period TEXT, start TIMESTAMPTZ) RETURNS TIMESTAMPTZ
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE p_period
    WHEN 'day' THEN start + interval '24 hours'
    WHEN 'week' THEN start + interval '7 days'
    ELSE ((start AT TIME ZONE 'UTC') + interval '1 month') AT TIME ZONE 'UTC'
  END
$$;

-- Count `p_amount` against the member's limits of `p_kind`, in one statement.
--   p_mode 'reserve': lock the usage rows, refuse when any limit would be passed, else add it.
--   p_mode 'check':   the same test without writing (a game launch, a transfer to a game wallet).
--   p_mode 'release': take `p_amount` back from live windows (a win, a rejected deposit); never refused.
-- Answers one row: outcome 'ok' or 'refused' with the limit that refuses (the least room left).
CREATE FUNCTION protection_count(
  p_merchant INT,
  p_member   BIGINT,
  p_kind     TEXT,
  p_amount   BIGINT,
  p_mode     TEXT
) RETURNS TABLE (outcome TEXT, period TEXT, limit_amount BIGINT, used BIGINT, resets_at TIMESTAMPTZ)
LANGUAGE plpgsql AS $$
DECLARE
  t        TIMESTAMPTZ := protection_now();
  r        RECORD;
  v_start  TIMESTAMPTZ;
  v_used   BIGINT;
  v_room   BIGINT;
  best     BIGINT;
  f_period TEXT;
  f_limit  BIGINT;
  f_used   BIGINT;
  f_resets TIMESTAMPTZ;
BEGIN
  IF p_mode <> 'check' THEN
    INSERT INTO protection_usage (merchant_id, member_id, kind, period, window_start, used)
    SELECT p_merchant, p_member, p_kind, p.period, protection_window_start(p.period, t), 0
      FROM unnest(ARRAY['day', 'week', 'month']) AS p(period)
    ON CONFLICT DO NOTHING;
  END IF;
  FOR r IN
    SELECT p.period, u.window_start, u.used, l.amount
      FROM unnest(ARRAY['day', 'week', 'month']) AS p(period)
      LEFT JOIN protection_usage u
        ON u.member_id = p_member AND u.merchant_id = p_merchant AND u.kind = p_kind AND u.period = p.period
      LEFT JOIN protection_limits l
        ON l.member_id = p_member AND l.merchant_id = p_merchant AND l.kind = p_kind AND l.period = p.period
     ORDER BY p.period
  LOOP
    IF p_mode <> 'check' THEN
      -- Lock this window: a second movement at the same time waits here and reads what we wrote.
      SELECT u.window_start, u.used INTO r.window_start, r.used FROM protection_usage u
       WHERE u.member_id = p_member AND u.kind = p_kind AND u.period = r.period FOR UPDATE;
    END IF;
    IF r.window_start IS NULL OR protection_window_end(r.period, r.window_start) <= t THEN
      v_start := protection_window_start(r.period, t);
      v_used := 0;
    ELSE
      v_start := r.window_start;
      v_used := r.used;
    END IF;
    IF p_mode <> 'release' AND r.amount IS NOT NULL THEN
      v_room := r.amount - v_used;
      IF v_used + p_amount > r.amount AND (best IS NULL OR v_room < best) THEN
        best := v_room;
        f_period := r.period;
        f_limit := r.amount;
        f_used := v_used;
        f_resets := protection_window_end(r.period, v_start);
      END IF;
    END IF;
  END LOOP;

  IF f_period IS NOT NULL THEN
    RETURN QUERY SELECT 'refused'::TEXT, f_period, f_limit, f_used, f_resets;
    RETURN;
  END IF;
  IF p_mode = 'reserve' THEN
    UPDATE protection_usage u
       SET window_start = CASE WHEN protection_window_end(u.period, u.window_start) <= t
                               THEN protection_window_start(u.period, t) ELSE u.window_start END,
           used = CASE WHEN protection_window_end(u.period, u.window_start) <= t
                       THEN 0 ELSE u.used END + p_amount
     WHERE u.member_id = p_member AND u.kind = p_kind;
  ELSIF p_mode = 'release' THEN
    -- Only live windows give back; deposits and stakes never count below zero, a loss may.
    UPDATE protection_usage u
       SET used = CASE WHEN p_kind = 'loss' THEN u.used - p_amount ELSE greatest(u.used - p_amount, 0) END
     WHERE u.member_id = p_member AND u.kind = p_kind AND protection_window_end(u.period, u.window_start) > t;
  END IF;
  RETURN QUERY SELECT 'ok'::TEXT, NULL::TEXT, NULL::BIGINT, NULL::BIGINT, NULL::TIMESTAMPTZ;
END $$;

-- Every protection action of a member or an operator. Append-only: the triggers below refuse
-- any change or removal, whoever asks.
CREATE TABLE protection_audit (
  id           BIGSERIAL PRIMARY KEY,
  merchant_id  INT NOT NULL REFERENCES merchants(id),
  member_id    BIGINT NOT NULL REFERENCES members(id),
  -- 'member', or 'ops:<name>' for an operator.
  actor        TEXT NOT NULL,
  action       TEXT NOT NULL,
  detail       JSONB NOT NULL DEFAULT '{}',
  ip           TEXT,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT protection_now()
);
CREATE INDEX protection_audit_member ON protection_audit (merchant_id, member_id, id);

CREATE FUNCTION protection_audit_is_append_only() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'protection_audit is append-only';
END $$;
CREATE TRIGGER protection_audit_no_update BEFORE UPDATE OR DELETE ON protection_audit
  FOR EACH ROW EXECUTE FUNCTION protection_audit_is_append_only();
CREATE TRIGGER protection_audit_no_truncate BEFORE TRUNCATE ON protection_audit
  FOR EACH STATEMENT EXECUTE FUNCTION protection_audit_is_append_only();
