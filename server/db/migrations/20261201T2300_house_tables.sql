-- The live tables of the demo vendors in the four categories the house deals (baccarat, dragon
-- tiger, sic bo, roulette) are played by the house table engine (docs/decisions/house-tables.md).
-- A fresh catalogue is seeded that way; this brings an existing one along. Names that promised
-- a variant the house does not play are renamed as the fresh catalogue names them.
UPDATE games g SET
  name = CASE
    WHEN g.name LIKE 'No Commission Baccarat%' THEN 'Golden Baccarat' || substr(g.name, length('No Commission Baccarat') + 1)
    WHEN g.name LIKE 'Lightning Baccarat%' THEN 'Baccarat Prestige' || substr(g.name, length('Lightning Baccarat') + 1)
    WHEN g.name LIKE 'Lightning Roulette%' THEN 'Speed Roulette' || substr(g.name, length('Lightning Roulette') + 1)
    WHEN g.name LIKE 'Fish Prawn Crab%' THEN 'Sic Bo Deluxe' || substr(g.name, length('Fish Prawn Crab') + 1)
    WHEN g.name LIKE 'Super Sic Bo%' THEN 'Speed Sic Bo' || substr(g.name, length('Super Sic Bo') + 1)
    ELSE g.name
  END,
  engine = g.lobby_category
FROM game_vendors v
WHERE v.id = g.vendor_id
  AND v.integration = 'demo'
  AND g.game_type = 'LIVE'
  AND g.engine IS NULL
  AND g.lobby_category IN ('baccarat', 'dragon-tiger', 'sicbo', 'roulette');

UPDATE games SET search_name = lower(name) WHERE game_type = 'LIVE' AND search_name <> lower(name);
