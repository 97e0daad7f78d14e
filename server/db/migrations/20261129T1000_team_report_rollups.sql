-- Team report rollups (docs/decisions/team-report-rollups.md): the agent reports read their
-- whole-team totals from sums per agent and quarter hour instead of adding up every round
-- and ledger entry of a team of thousands.
--
-- A quarter hour cuts every UTC offset in use exactly, so a local day (and a report's range)
-- is always a whole number of buckets. Writers never touch the per-agent sums: a statement
-- that writes rounds or ledger entries appends its own member's changes to a pending table
-- (no shared row to wait for, whatever the team's size), and a background fold moves them
-- into the sums. The `_live` views add what is still pending, so a report is exact at once.

CREATE TABLE team_play_quarters (
  agent_id    BIGINT NOT NULL REFERENCES members(id),
  bucket      TIMESTAMPTZ NOT NULL,
  game_type   TEXT NOT NULL,
  -- Real-money rounds of the agent's team (depth 1 and more) that started in the bucket.
  rounds      BIGINT NOT NULL,
  stake       BIGINT NOT NULL,
  -- Stakes and payouts of those of them that are settled.
  valid_bet   BIGINT NOT NULL,
  payout      BIGINT NOT NULL,
  PRIMARY KEY (agent_id, bucket, game_type)
);

CREATE TABLE team_cash_quarters (
  agent_id      BIGINT NOT NULL REFERENCES members(id),
  bucket        TIMESTAMPTZ NOT NULL,
  account_kind  TEXT NOT NULL,
  tx_kind       TEXT NOT NULL,
  entries       BIGINT NOT NULL,
  money_in      BIGINT NOT NULL,
  money_out     BIGINT NOT NULL,
  PRIMARY KEY (agent_id, bucket, account_kind, tx_kind)
);

-- The first and last real-money round of a member on a UTC day. A local day cuts a UTC day
-- once, so the member played on the local day before the cut iff the first round is before
-- it, and on the one after iff the last is after it: active members of any range and any
-- offset, exactly, from one row per member and day played.
CREATE TABLE member_play_days (
  member_id  BIGINT NOT NULL REFERENCES members(id),
  day        DATE NOT NULL,
  first_at   TIMESTAMPTZ NOT NULL,
  last_at    TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (member_id, day)
);

-- What writers appended and the fold has not moved yet. first_at and last_at only on the
-- rows of new rounds (an update changes money, not when a round was played).
CREATE TABLE report_play_pending (
  id          BIGSERIAL PRIMARY KEY,
  member_id   BIGINT NOT NULL,
  bucket      TIMESTAMPTZ NOT NULL,
  game_type   TEXT NOT NULL,
  rounds      BIGINT NOT NULL,
  stake       BIGINT NOT NULL,
  valid_bet   BIGINT NOT NULL,
  payout      BIGINT NOT NULL,
  first_at    TIMESTAMPTZ,
  last_at     TIMESTAMPTZ
);
CREATE INDEX report_play_pending_member ON report_play_pending (member_id);

CREATE TABLE report_cash_pending (
  id            BIGSERIAL PRIMARY KEY,
  member_id     BIGINT NOT NULL,
  bucket        TIMESTAMPTZ NOT NULL,
  account_kind  TEXT NOT NULL,
  tx_kind       TEXT NOT NULL,
  entries       BIGINT NOT NULL,
  money_in      BIGINT NOT NULL,
  money_out     BIGINT NOT NULL
);
CREATE INDEX report_cash_pending_member ON report_cash_pending (member_id);

CREATE FUNCTION report_quarter(at TIMESTAMPTZ) RETURNS TIMESTAMPTZ LANGUAGE sql IMMUTABLE AS $$
  SELECT date_bin('15 minutes', at, TIMESTAMPTZ '2000-01-01 00:00:00+00')
$$;

-- Only members somebody's team holds (those with an upline) are worth a pending row.
CREATE FUNCTION report_rounds_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_play_pending (member_id, bucket, game_type, rounds, stake, valid_bet, payout, first_at, last_at)
    SELECT r.member_id, report_quarter(r.created_at), r.game_type, count(*), sum(r.stake),
           COALESCE(sum(r.stake) FILTER (WHERE r.status = 'settled'), 0),
           COALESCE(sum(r.payout) FILTER (WHERE r.status = 'settled'), 0),
           min(r.created_at), max(r.created_at)
      FROM new_rounds r
     WHERE r.wallet = 'main'
       AND EXISTS (SELECT 1 FROM member_tree t WHERE t.descendant_id = r.member_id AND t.depth = 1)
     GROUP BY 1, 2, 3;
  ELSE
    -- An update (settled, rolled back, a payout corrected): what it adds less what it takes away.
    INSERT INTO report_play_pending (member_id, bucket, game_type, rounds, stake, valid_bet, payout)
    SELECT c.member_id, report_quarter(c.created_at), c.game_type, 0, sum(c.sign * c.stake),
           COALESCE(sum(c.sign * c.stake) FILTER (WHERE c.status = 'settled'), 0),
           COALESCE(sum(c.sign * c.payout) FILTER (WHERE c.status = 'settled'), 0)
      FROM (SELECT 1 AS sign, n.member_id, n.created_at, n.game_type, n.wallet, n.stake, n.payout, n.status
              FROM new_rounds n
            UNION ALL
            SELECT -1, o.member_id, o.created_at, o.game_type, o.wallet, o.stake, o.payout, o.status
              FROM old_rounds o) c
     WHERE c.wallet = 'main'
       AND EXISTS (SELECT 1 FROM member_tree t WHERE t.descendant_id = c.member_id AND t.depth = 1)
     GROUP BY 1, 2, 3
    HAVING sum(c.sign * c.stake) <> 0
        OR COALESCE(sum(c.sign * c.stake) FILTER (WHERE c.status = 'settled'), 0) <> 0
        OR COALESCE(sum(c.sign * c.payout) FILTER (WHERE c.status = 'settled'), 0) <> 0;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER game_rounds_report_insert AFTER INSERT ON game_rounds
  REFERENCING NEW TABLE AS new_rounds FOR EACH STATEMENT EXECUTE FUNCTION report_rounds_changed();
CREATE TRIGGER game_rounds_report_update AFTER UPDATE ON game_rounds
  REFERENCING OLD TABLE AS old_rounds NEW TABLE AS new_rounds
  FOR EACH STATEMENT EXECUTE FUNCTION report_rounds_changed();

-- Rounds are records of money that moved: they are settled or rolled back, never deleted.
CREATE FUNCTION game_rounds_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'game rounds are kept: roll a round back instead';
END $$;
CREATE TRIGGER game_rounds_no_delete BEFORE DELETE ON game_rounds
  FOR EACH ROW EXECUTE FUNCTION game_rounds_kept();

CREATE FUNCTION report_entries_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_cash_pending (member_id, bucket, account_kind, tx_kind, entries, money_in, money_out)
  SELECT a.member_id, report_quarter(e.created_at), a.kind, x.kind, count(*),
         COALESCE(sum(e.amount) FILTER (WHERE e.amount > 0), 0),
         COALESCE(-sum(e.amount) FILTER (WHERE e.amount < 0), 0)
    FROM new_entries e
    JOIN ledger_accounts a ON a.id = e.account_id
    JOIN ledger_transactions x ON x.id = e.transaction_id
   WHERE a.member_id IS NOT NULL
     AND EXISTS (SELECT 1 FROM member_tree t WHERE t.descendant_id = a.member_id AND t.depth = 1)
   GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_entries_report_insert AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION report_entries_added();

-- The sums with what is pending fanned out to every agent above its member.
CREATE VIEW team_play_live AS
  SELECT agent_id, bucket, game_type, rounds, stake, valid_bet, payout FROM team_play_quarters
  UNION ALL
  SELECT t.ancestor_id, p.bucket, p.game_type, p.rounds, p.stake, p.valid_bet, p.payout
    FROM report_play_pending p JOIN member_tree t ON t.descendant_id = p.member_id AND t.depth >= 1;

CREATE VIEW team_cash_live AS
  SELECT agent_id, bucket, account_kind, tx_kind, entries, money_in, money_out FROM team_cash_quarters
  UNION ALL
  SELECT t.ancestor_id, p.bucket, p.account_kind, p.tx_kind, p.entries, p.money_in, p.money_out
    FROM report_cash_pending p JOIN member_tree t ON t.descendant_id = p.member_id AND t.depth >= 1;

-- Instants a member certainly played at, including each UTC day's first and last.
CREATE VIEW member_play_points AS
  SELECT member_id, day, first_at AS at FROM member_play_days
  UNION ALL
  SELECT member_id, day, last_at FROM member_play_days
  UNION ALL
  SELECT member_id, (first_at AT TIME ZONE 'UTC')::date, first_at FROM report_play_pending WHERE first_at IS NOT NULL
  UNION ALL
  SELECT member_id, (last_at AT TIME ZONE 'UTC')::date, last_at FROM report_play_pending WHERE last_at IS NOT NULL;

-- What the platform already holds, summed once.
INSERT INTO team_play_quarters (agent_id, bucket, game_type, rounds, stake, valid_bet, payout)
SELECT t.ancestor_id, report_quarter(r.created_at), r.game_type, count(*), sum(r.stake),
       COALESCE(sum(r.stake) FILTER (WHERE r.status = 'settled'), 0),
       COALESCE(sum(r.payout) FILTER (WHERE r.status = 'settled'), 0)
  FROM game_rounds r JOIN member_tree t ON t.descendant_id = r.member_id AND t.depth >= 1
 WHERE r.wallet = 'main'
 GROUP BY 1, 2, 3;

INSERT INTO team_cash_quarters (agent_id, bucket, account_kind, tx_kind, entries, money_in, money_out)
SELECT t.ancestor_id, report_quarter(e.created_at), a.kind, x.kind, count(*),
       COALESCE(sum(e.amount) FILTER (WHERE e.amount > 0), 0),
       COALESCE(-sum(e.amount) FILTER (WHERE e.amount < 0), 0)
  FROM ledger_entries e
  JOIN ledger_accounts a ON a.id = e.account_id
  JOIN ledger_transactions x ON x.id = e.transaction_id
  JOIN member_tree t ON t.descendant_id = a.member_id AND t.depth >= 1
 GROUP BY 1, 2, 3, 4;

INSERT INTO member_play_days (member_id, day, first_at, last_at)
SELECT r.member_id, (r.created_at AT TIME ZONE 'UTC')::date, min(r.created_at), max(r.created_at)
  FROM game_rounds r
 WHERE r.wallet = 'main'
   AND EXISTS (SELECT 1 FROM member_tree t WHERE t.descendant_id = r.member_id AND t.depth = 1)
 GROUP BY 1, 2;
