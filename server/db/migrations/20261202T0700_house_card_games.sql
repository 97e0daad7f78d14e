-- The Cards & board (PvP) lobby's games are banker card games the house deals with its table
-- engine (docs/decisions/house-tables.md): Niu Niu, Sam Gong and Teen Patti, two rooms of each,
-- six games a vendor. A fresh catalogue is seeded that way; this brings an existing one along.
-- A demo PvP vendor had twelve games (Texas Holdem, Niu Niu, Mahjong 2P, ... Teen Patti, in that
-- order, codes VENDOR-0001 to VENDOR-0012): its first six take the new names and engines in the same places, and the other six are
-- hidden (not deleted: rounds, favourites and recent games may point at them).
UPDATE games g SET
  name = (ARRAY['Niu Niu', 'Sam Gong', 'Teen Patti'])[(n.i - 1) % 3 + 1]
         || ' ' || split_part(v.title, ' ', 1)
         || CASE WHEN n.i > 3 THEN ' 2' ELSE '' END,
  engine = (ARRAY['niu-niu', 'sam-gong', 'teen-patti'])[(n.i - 1) % 3 + 1]
FROM game_vendors v, games o
  CROSS JOIN LATERAL (SELECT substring(o.game_code FROM '-([0-9]{4})$')::int AS i) n
WHERE o.id = g.id
  AND v.id = g.vendor_id
  AND v.integration = 'demo'
  AND g.game_type = 'PVP'
  AND g.engine IS NULL
  AND n.i BETWEEN 1 AND 6;

UPDATE games g SET enabled = false
FROM game_vendors v
WHERE v.id = g.vendor_id
  AND v.integration = 'demo'
  AND g.game_type = 'PVP'
  AND g.engine IS NULL
  AND substring(g.game_code FROM '-([0-9]{4})$')::int > 6;

UPDATE games SET search_name = lower(name) WHERE game_type = 'PVP' AND search_name <> lower(name);
