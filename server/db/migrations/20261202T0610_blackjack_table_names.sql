-- The house deals one blackjack (docs/decisions/house-blackjack.md): no table name may promise
-- a variant it does not play. "Infinite Blackjack" and "Blackjack Party" become "VIP Blackjack"
-- and "Speed Blackjack", as a fresh catalogue names them.
UPDATE games g SET
  name = CASE
    WHEN g.name LIKE 'Infinite Blackjack %' THEN 'VIP Blackjack' || substr(g.name, length('Infinite Blackjack') + 1)
    WHEN g.name LIKE 'Blackjack Party %' THEN 'Speed Blackjack' || substr(g.name, length('Blackjack Party') + 1)
    ELSE g.name
  END
FROM game_vendors v
WHERE v.id = g.vendor_id
  AND v.integration = 'demo'
  AND g.game_type = 'LIVE'
  AND g.lobby_category = 'blackjack';

UPDATE games SET search_name = lower(name) WHERE lobby_category = 'blackjack' AND search_name <> lower(name);
