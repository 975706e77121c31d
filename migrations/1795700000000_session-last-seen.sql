-- Up Migration
-- When a session was last used, written at most every few minutes: an administrator's session ends
-- after 12 hours without activity.
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz;
UPDATE sessions SET last_seen_at = created_at;
ALTER TABLE sessions ALTER COLUMN last_seen_at SET NOT NULL, ALTER COLUMN last_seen_at SET DEFAULT now();

-- Down Migration
ALTER TABLE sessions DROP COLUMN IF EXISTS last_seen_at;
