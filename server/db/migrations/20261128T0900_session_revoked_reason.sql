-- Why a session was ended, where the member should be told: 'session-limit' when the member's
-- session time limit ended it, so every tab and device of that play session says so, not only
-- the first call that found the limit.
ALTER TABLE sessions ADD COLUMN revoked_reason TEXT;
