-- A game ticket belongs to the session that launched it and ends with it (logout, expiry),
-- and must be opened by the game frame soon after the launch.

ALTER TABLE game_launches ADD COLUMN session_hash TEXT;
ALTER TABLE game_launches ADD COLUMN opened_at TIMESTAMPTZ;
-- Tickets from before carry no session: they end now (a frame launches again).
UPDATE game_launches SET expires_at = now() WHERE session_hash IS NULL AND expires_at > now();
