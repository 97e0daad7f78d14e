-- A game launched from a PvP room remembers the room (its stake level, room-levels.ts): the
-- table it opens holds the room's minimum stake (docs/decisions/pvp-room-stakes.md). NULL: no
-- room, the game's own minimum bet.
ALTER TABLE game_launches ADD COLUMN room_level TEXT;
