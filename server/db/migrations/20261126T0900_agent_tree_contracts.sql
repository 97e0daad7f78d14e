-- The agent business: who is under whom at any depth (a closure table, see
-- docs/decisions/agent-tree.md) and the contracts agents offer their direct downlines.

-- One row per (ancestor, descendant) pair, the member itself included at depth 0.
-- An agent's team is every row with ancestor_id = the agent and depth >= 1.
CREATE TABLE member_tree (
  merchant_id    INT NOT NULL REFERENCES merchants(id),
  ancestor_id    BIGINT NOT NULL REFERENCES members(id),
  descendant_id  BIGINT NOT NULL REFERENCES members(id),
  depth          INT NOT NULL CHECK (depth >= 0),
  PRIMARY KEY (ancestor_id, descendant_id)
);
-- The uplines of a member, nearest first.
CREATE INDEX member_tree_descendant ON member_tree (descendant_id, depth);

-- Every path that writes a member (registration, seeds, ops, tests) keeps the tree:
-- the new member under each ancestor of its upline, and itself at depth 0.
CREATE FUNCTION member_tree_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM members WHERE id = NEW.upline_id AND merchant_id = NEW.merchant_id
  ) THEN
    RAISE EXCEPTION 'the upline of a member belongs to the same merchant';
  END IF;
  INSERT INTO member_tree (merchant_id, ancestor_id, descendant_id, depth)
    SELECT NEW.merchant_id, ancestor_id, NEW.id, depth + 1 FROM member_tree WHERE descendant_id = NEW.upline_id
    UNION ALL SELECT NEW.merchant_id, NEW.id, NEW.id, 0;
  RETURN NULL;
END $$;
CREATE TRIGGER members_tree_insert AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION member_tree_on_insert();

-- A member's upline is set once, when the account is made: moving a member (and its
-- whole team) under another agent would rewrite history the reports and contracts rest on.
CREATE FUNCTION member_upline_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id IS DISTINCT FROM OLD.upline_id THEN
    RAISE EXCEPTION 'a member''s upline is fixed once the account exists';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER members_upline_fixed BEFORE UPDATE OF upline_id ON members
  FOR EACH ROW EXECUTE FUNCTION member_upline_fixed();

-- Members that exist already, level by level from the roots.
WITH RECURSIVE walk (merchant_id, ancestor_id, descendant_id, depth) AS (
  SELECT merchant_id, id, id, 0 FROM members
  UNION ALL
  SELECT w.merchant_id, w.ancestor_id, m.id, w.depth + 1
    FROM walk w JOIN members m ON m.upline_id = w.descendant_id
)
INSERT INTO member_tree (merchant_id, ancestor_id, descendant_id, depth)
  SELECT merchant_id, ancestor_id, descendant_id, depth FROM walk;

-- A contract an agent offers a direct downline agent (spec §3, §4, §6): dividend on the
-- downline's team net loss, or a salary on its team's valid bets per day, hour or 5 minutes.
CREATE TABLE agent_contracts (
  id            BIGSERIAL PRIMARY KEY,
  merchant_id   INT NOT NULL REFERENCES merchants(id),
  kind          TEXT NOT NULL CHECK (kind IN ('dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary')),
  -- 'ALL' or one game type the contract counts (LIVE, RNG, SPORTS, LOTT, FISH, ELOTT, PVP).
  product       TEXT NOT NULL,
  -- The upline that offers (and answers for) the contract, and the direct downline that holds it.
  agent_id      BIGINT NOT NULL REFERENCES members(id),
  member_id     BIGINT NOT NULL REFERENCES members(id),
  -- D, W, M (dividend), D (daily), H (hourly), 5m (real-time): the settlement period.
  period        TEXT NOT NULL CHECK (period IN ('D', 'W', 'M', 'H', '5m')),
  -- percent: rate in basis points of the base; fixed: rate in minor units per period.
  rate_type     TEXT NOT NULL DEFAULT 'percent' CHECK (rate_type IN ('percent', 'fixed')),
  -- [{ minBet, netLoss?, activeMembers, rate }], thresholds and rates increasing.
  tiers         JSONB NOT NULL,
  -- The highest tier's rate, for comparing contracts along the tree.
  top_rate      BIGINT NOT NULL CHECK (top_rate > 0),
  -- pending (offered), accepted, rejected, terminating (a party asked to end it),
  -- terminated (both agreed), finished (replaced, or ended by the rate rule of spec §4).
  status        TEXT NOT NULL DEFAULT 'pending'
                CHECK (status IN ('pending', 'accepted', 'rejected', 'terminating', 'terminated', 'finished')),
  -- Who asked to end it, while terminating.
  terminate_by  BIGINT REFERENCES members(id),
  end_reason    TEXT,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  answered_at   TIMESTAMPTZ,
  ended_at      TIMESTAMPTZ,
  CHECK (agent_id <> member_id)
);
-- At most one open offer and one running contract per downline, kind and product.
CREATE UNIQUE INDEX agent_contracts_one_pending ON agent_contracts (member_id, kind, product)
  WHERE status = 'pending';
CREATE UNIQUE INDEX agent_contracts_one_running ON agent_contracts (member_id, kind, product)
  WHERE status IN ('accepted', 'terminating');
CREATE INDEX agent_contracts_agent ON agent_contracts (merchant_id, agent_id, kind, status);
CREATE INDEX agent_contracts_member ON agent_contracts (merchant_id, member_id, kind, status);
