-- Lists of every vendor of a type are ordered by popularity: read them in that order
-- from an index and stop after the page, instead of sorting the whole type.
CREATE INDEX games_by_popularity ON games (merchant_id, game_type, popularity DESC, id);
