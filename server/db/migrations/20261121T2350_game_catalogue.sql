-- The game catalogue of each merchant: vendors per game type, their games, and
-- what members keep of them (favourites, recently played).

CREATE TABLE game_vendors (
  id                 BIGSERIAL PRIMARY KEY,
  merchant_id        INT NOT NULL REFERENCES merchants(id),
  -- LIVE, RNG, FISH, PVP, SPORTS, LOTT, ELOTT, COCKFIGHT. Esports vendors are SPORTS
  -- vendors whose code is an esports code (AV, AI, IMES, TF, IA): split out when listed.
  game_type          TEXT NOT NULL,
  -- The vendor's code within the type (spec: vassalage), e.g. PG, EVO, TCG_LOTTO_VN.
  vassalage          TEXT NOT NULL,
  title              TEXT NOT NULL,
  -- The wallet of this vendor (spec: accountTypeId / accountTypeName).
  account_type_id    INT NOT NULL,
  account_type_name  TEXT NOT NULL,
  is_hot             BOOLEAN NOT NULL DEFAULT false,
  -- How a launch opens: VASSALAGE = a popup list of the vendor's games; GAME = straight into the game.
  is_game            TEXT NOT NULL DEFAULT 'GAME',
  -- The game a direct launch opens (lottery, sports, cockfight, live lobby).
  game_code          TEXT,
  default_play_type  TEXT,
  -- Who serves the games: 'house' (this platform), 'demo' (simulated by the house engines), 'external'.
  integration        TEXT NOT NULL DEFAULT 'demo',
  sort_order         INT NOT NULL DEFAULT 0,
  enabled            BOOLEAN NOT NULL DEFAULT true,
  created_at         TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, game_type, vassalage)
);

CREATE TABLE games (
  -- The public game id (spec: nodeId).
  id              BIGSERIAL PRIMARY KEY,
  merchant_id     INT NOT NULL REFERENCES merchants(id),
  vendor_id       BIGINT NOT NULL REFERENCES game_vendors(id),
  game_type       TEXT NOT NULL,
  vassalage       TEXT NOT NULL,
  -- The vendor's own code of the game (spec: gameId).
  game_code       TEXT NOT NULL,
  name            TEXT NOT NULL,
  -- lower(name), what name search matches.
  search_name     TEXT NOT NULL,
  -- slot, jackpot, table, arcade, bingo.
  classify        TEXT NOT NULL DEFAULT 'slot',
  -- Lobby category of table games: baccarat, sicbo, roulette, dragon-tiger, blackjack, others.
  lobby_category  TEXT,
  -- Smallest stake in minor units.
  min_bet         INT NOT NULL,
  line_count      INT NOT NULL DEFAULT 0,
  is_hot          BOOLEAN NOT NULL DEFAULT false,
  -- Higher plays more; orders popular and hot lists.
  popularity      INT NOT NULL DEFAULT 0,
  has_trial       BOOLEAN NOT NULL DEFAULT true,
  -- The house engine that plays it (slot, lottery), NULL when an outside vendor serves it.
  engine          TEXT,
  -- Seed of the generated artwork.
  art_seed        INT NOT NULL,
  sort_order      INT NOT NULL DEFAULT 0,
  enabled         BOOLEAN NOT NULL DEFAULT true,
  created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, vassalage, game_code)
);
CREATE INDEX games_by_vendor ON games (merchant_id, game_type, vassalage, sort_order, id);
CREATE INDEX games_by_type ON games (merchant_id, game_type, sort_order, id);
CREATE INDEX games_hot ON games (merchant_id, game_type, popularity DESC) WHERE is_hot;

CREATE TABLE game_favourites (
  merchant_id  INT NOT NULL REFERENCES merchants(id),
  member_id    BIGINT NOT NULL REFERENCES members(id),
  game_id      BIGINT NOT NULL REFERENCES games(id),
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX game_favourites_member ON game_favourites (merchant_id, member_id, created_at DESC);

CREATE TABLE game_recent (
  merchant_id     INT NOT NULL REFERENCES merchants(id),
  member_id       BIGINT NOT NULL REFERENCES members(id),
  game_id         BIGINT NOT NULL REFERENCES games(id),
  last_played_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  plays           INT NOT NULL DEFAULT 1,
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX game_recent_member ON game_recent (merchant_id, member_id, last_played_at DESC);
