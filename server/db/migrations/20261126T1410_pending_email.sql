-- A new e-mail waits here until the code sent to it is confirmed; only then does it replace
-- the old one (which is told of the change).

ALTER TABLE members ADD COLUMN pending_email TEXT;
