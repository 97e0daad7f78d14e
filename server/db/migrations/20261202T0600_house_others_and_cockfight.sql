-- The live tables of the "others" category and the cockfight are played by the house table
-- engine too (docs/decisions/house-tables.md): the others are Fan Tan and Andar Bahar only, the
-- cockfight's game is a house table. A fresh catalogue is seeded that way; this brings an
-- existing one along. The others' three tables of a vendor were Fan Tan, Bull Bull and Three
-- Card Poker; a fresh seed names them Fan Tan, Andar Bahar and Fan Tan's second room.
UPDATE games g SET
  name = CASE
    WHEN g.name LIKE 'Bull Bull %' THEN 'Andar Bahar' || substr(g.name, length('Bull Bull') + 1)
    WHEN g.name LIKE 'Three Card Poker %' THEN 'Fan Tan' || substr(g.name, length('Three Card Poker') + 1) || ' 2'
    ELSE g.name
  END
FROM game_vendors v
WHERE v.id = g.vendor_id
  AND v.integration = 'demo'
  AND g.game_type = 'LIVE'
  AND g.engine IS NULL
  AND g.lobby_category = 'others';

UPDATE games g SET
  engine = CASE
    WHEN g.name LIKE 'Fan Tan %' THEN 'fan-tan'
    WHEN g.name LIKE 'Andar Bahar %' THEN 'andar-bahar'
  END
FROM game_vendors v
WHERE v.id = g.vendor_id
  AND v.integration = 'demo'
  AND g.game_type = 'LIVE'
  AND g.engine IS NULL
  AND g.lobby_category = 'others'
  AND (g.name LIKE 'Fan Tan %' OR g.name LIKE 'Andar Bahar %');

UPDATE games g SET engine = 'cockfight'
FROM game_vendors v
WHERE v.id = g.vendor_id
  AND v.integration = 'demo'
  AND g.game_type = 'COCKFIGHT'
  AND g.engine IS NULL;

UPDATE games SET search_name = lower(name) WHERE game_type = 'LIVE' AND search_name <> lower(name);
