-- Category favourites (R2.60, docs/decisions/category-favourites.md): a member marks a
-- vendor of a game type (the spec's vendor "title or category") as a favourite.

CREATE TABLE category_favourites (
  merchant_id  INT NOT NULL REFERENCES merchants(id),
  member_id    BIGINT NOT NULL REFERENCES members(id),
  game_type    TEXT NOT NULL,
  vassalage    TEXT NOT NULL,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, game_type, vassalage)
);
CREATE INDEX category_favourites_member ON category_favourites (merchant_id, member_id, created_at DESC);
