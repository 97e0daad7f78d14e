-- platform.json is applied at every start and whenever it changes, not only when a merchant is
-- created (docs/decisions/platform-settings.md). The file as last applied is kept, so a later
-- edit changes exactly the keys it changed and keys ops set meanwhile stay.
ALTER TABLE merchants ADD COLUMN platform_applied JSONB;
