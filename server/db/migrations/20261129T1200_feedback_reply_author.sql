-- Who answered a member's feedback: the back office operator's username, or `ops-cli`.
-- Replies written before this column existed came from the ops CLI.
ALTER TABLE feedback_replies ADD COLUMN replied_by TEXT NOT NULL DEFAULT 'ops-cli';
ALTER TABLE feedback_replies ALTER COLUMN replied_by DROP DEFAULT;
