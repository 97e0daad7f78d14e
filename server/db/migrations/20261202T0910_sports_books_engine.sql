-- The house virtual sports book (docs/decisions/house-sports-book.md). The demo sports and
-- esports books (one game each, code <VENDOR>-BOOK) are played by the house sports book: a
-- fresh catalogue is seeded that way, this brings an existing one along.
UPDATE games g SET engine = 'sportsbook'
FROM game_vendors v
WHERE v.id = g.vendor_id
  AND v.integration = 'demo'
  AND g.game_type = 'SPORTS'
  AND g.engine IS NULL;
