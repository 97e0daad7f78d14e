-- The house virtual sports book (docs/decisions/house-sports-book.md): its fixtures and bets.

-- A virtual match of a book, on the book's kick-off grid. Created on first need with a fresh
-- server seed whose hash is public from then on; played once at kick-off.
CREATE TABLE sports_fixtures (
  id                BIGSERIAL PRIMARY KEY,
  merchant_id       INT NOT NULL REFERENCES merchants(id),
  game_id           BIGINT NOT NULL REFERENCES games(id),
  game_code         TEXT NOT NULL,
  -- YYYYMMDD-nnnn: the n-th kick-off of the UTC day (sports-rules.ts).
  fixture_no        TEXT NOT NULL,
  sport             TEXT NOT NULL CHECK (sport IN ('football', 'esports')),
  home              TEXT NOT NULL,
  away              TEXT NOT NULL,
  kick_off_at       TIMESTAMPTZ NOT NULL,
  -- Odds in hundredths by market and selection, fixed when the fixture is created.
  odds              JSONB NOT NULL,
  -- Never sent to the browser before the fixture is played.
  server_seed       TEXT NOT NULL,
  server_seed_hash  TEXT NOT NULL,
  status            TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'played')),
  -- Goals (football) or maps (esports) of each side, once played.
  result            JSONB,
  played_at         TIMESTAMPTZ,
  played_by         TEXT,
  created_at        TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, game_code, fixture_no)
);
CREATE INDEX sports_fixtures_due ON sports_fixtures (kick_off_at) WHERE status = 'open';

-- A bet on a fixture. Its money is in game_rounds (the seamless wallet's debit and credit).
CREATE TABLE sports_bets (
  id           BIGSERIAL PRIMARY KEY,
  merchant_id  INT NOT NULL REFERENCES merchants(id),
  member_id    BIGINT NOT NULL REFERENCES members(id),
  fixture_id   BIGINT NOT NULL REFERENCES sports_fixtures(id),
  round_pk     BIGINT NOT NULL REFERENCES game_rounds(id),
  -- The player's id of the bet (game_rounds keeps it as m<member>-<bet id>).
  bet_id       TEXT NOT NULL,
  market       TEXT NOT NULL,
  selection    TEXT NOT NULL,
  -- The odds taken, hundredths.
  odds         INT NOT NULL CHECK (odds > 100),
  stake        BIGINT NOT NULL CHECK (stake > 0),
  status       TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled')),
  payout       BIGINT NOT NULL DEFAULT 0,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  settled_at   TIMESTAMPTZ,
  UNIQUE (merchant_id, member_id, bet_id)
);
CREATE INDEX sports_bets_fixture ON sports_bets (fixture_id) WHERE status = 'open';
CREATE INDEX sports_bets_member ON sports_bets (merchant_id, member_id, created_at DESC);
