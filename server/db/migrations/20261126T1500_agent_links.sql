-- Registration links of the agent centre (registerCenter): a code that brings a new member
-- into the agent's team as a player or a sub-agent, with rebates per product.
CREATE TABLE agent_links (
  id           BIGSERIAL PRIMARY KEY,
  merchant_id  INT NOT NULL REFERENCES merchants(id),
  agent_id     BIGINT NOT NULL REFERENCES members(id),
  -- Unique within the merchant for ever (a deleted link's code never comes back).
  code         TEXT NOT NULL,
  -- 0 player, 2 sub-agent.
  member_type  INT NOT NULL CHECK (member_type IN (0, 2)),
  -- Basis points by product: {"LIVE": 120, "RNG": 80, ...}.
  rebates      JSONB NOT NULL,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  deleted_at   TIMESTAMPTZ
);
CREATE UNIQUE INDEX agent_links_code ON agent_links (merchant_id, code);
CREATE INDEX agent_links_agent ON agent_links (agent_id, id DESC) WHERE deleted_at IS NULL;

-- Live links per agent: reserved (+1 only while below the cap) in the statement that checks it.
CREATE TABLE agent_link_counts (
  agent_id     BIGINT PRIMARY KEY REFERENCES members(id),
  merchant_id  INT NOT NULL REFERENCES merchants(id),
  live         INT NOT NULL DEFAULT 0 CHECK (live >= 0)
);

-- The link a member registered through (its rebates are the member's own).
ALTER TABLE members ADD COLUMN agent_link_id BIGINT REFERENCES agent_links(id);
CREATE INDEX members_agent_link ON members (agent_link_id) WHERE agent_link_id IS NOT NULL;
