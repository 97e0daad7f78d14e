-- Merchant content the portal shows around the games: banners per page group,
-- announcements (bulletins, player notices, popups, promotions, help articles) and
-- help-centre categories. Texts are JSONB maps from language code to text
-- ({"EN": "...", "CN": "..."}); the platform answers in the asked language and falls
-- back to English.

CREATE TABLE banners (
  id            BIGSERIAL PRIMARY KEY,
  merchant_id   INT NOT NULL REFERENCES merchants(id),
  group_name    TEXT NOT NULL,
  -- The artwork (no text baked in: the portal lays the title over it).
  url           TEXT NOT NULL,
  title         JSONB NOT NULL DEFAULT '{}'::jsonb,
  subtitle      JSONB,
  cta           JSONB,
  linkage_type  TEXT NOT NULL DEFAULT 'none'
                CHECK (linkage_type IN ('none', 'route', 'url', 'promotion', 'game')),
  linkage       TEXT,
  sort_order    INT NOT NULL DEFAULT 0,
  starts_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
  ends_at       TIMESTAMPTZ,
  status        TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'hidden')),
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX banners_group ON banners (merchant_id, group_name, sort_order);

CREATE TABLE announcements (
  id            BIGSERIAL PRIMARY KEY,
  merchant_id   INT NOT NULL REFERENCES merchants(id),
  -- B bulletin, PL player notice, PU popup, PR promotion, H help article.
  type          TEXT NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H')),
  -- Where it shows: W web, A app.
  platforms     TEXT[] NOT NULL DEFAULT ARRAY['W', 'A'],
  -- B broadcast to every visitor.
  execution     TEXT NOT NULL DEFAULT 'B',
  -- Promotion category or help-centre category key.
  category      TEXT,
  title         JSONB NOT NULL,
  summary       JSONB,
  -- HTML per language; the portal sanitises it on display.
  content       JSONB NOT NULL,
  image         TEXT,
  sort_order    INT NOT NULL DEFAULT 0,
  published_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  ends_at       TIMESTAMPTZ,
  status        TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'hidden')),
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX announcements_list ON announcements (merchant_id, type, published_at DESC);

CREATE TABLE help_categories (
  merchant_id   INT NOT NULL REFERENCES merchants(id),
  key           TEXT NOT NULL,
  title         JSONB NOT NULL,
  sort_order    INT NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, key)
);
