-- The house blackjack (docs/decisions/house-blackjack.md). The demo live tables of lobby
-- category 'blackjack' are played by the house blackjack engine: a fresh catalogue is seeded
-- that way, this brings an existing one along.
UPDATE games g SET engine = 'blackjack'
FROM game_vendors v
WHERE v.id = g.vendor_id
  AND v.integration = 'demo'
  AND g.game_type = 'LIVE'
  AND g.engine IS NULL
  AND g.lobby_category = 'blackjack';

-- A round open between the player's decisions. Its money is in game_rounds (the seamless
-- wallet's debit, a double's second stake, the credit); this row holds the cards.
CREATE TABLE blackjack_rounds (
  id            BIGSERIAL PRIMARY KEY,
  merchant_id   INT NOT NULL REFERENCES merchants(id),
  member_id     BIGINT NOT NULL REFERENCES members(id),
  game_id       BIGINT NOT NULL REFERENCES games(id),
  -- The player's id of the round (game_rounds keeps it as m<member>-<round id>).
  round_id      TEXT NOT NULL,
  -- The first stake, minor units (a double stakes it again).
  stake         BIGINT NOT NULL CHECK (stake > 0),
  -- The whole round's card order, fixed at the deal. Never sent to the browser: it holds the
  -- dealer's hole card and the cards to come.
  deck          SMALLINT[] NOT NULL,
  -- Both hands, the next card, the decisions taken (blackjack-engine.ts BlackjackHand).
  hand          JSONB NOT NULL,
  -- Decisions applied; the next act must carry step + 1.
  step          INT NOT NULL DEFAULT 0,
  -- 'player' while the player decides, 'settled' once the return is credited.
  status        TEXT NOT NULL CHECK (status IN ('player', 'settled')),
  fair_seed_id  BIGINT NOT NULL REFERENCES fair_seeds(id),
  nonce         INT NOT NULL,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  settled_at    TIMESTAMPTZ,
  UNIQUE (merchant_id, member_id, round_id)
);

-- One open round per member and table: what a reloaded page resumes.
CREATE UNIQUE INDEX blackjack_rounds_open ON blackjack_rounds (merchant_id, member_id, game_id)
  WHERE status = 'player';
