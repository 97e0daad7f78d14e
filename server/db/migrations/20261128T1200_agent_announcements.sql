-- Announcements for agents only (type AG, the agent centre's Announcement page). The public
-- list and detail calls never serve them (docs/decisions/agent-announcements.md).
ALTER TABLE announcements DROP CONSTRAINT announcements_type_check;
ALTER TABLE announcements ADD CONSTRAINT announcements_type_check
  CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H', 'AG'));
