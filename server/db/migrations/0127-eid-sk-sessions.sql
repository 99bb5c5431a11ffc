-- Real Smart-ID / Mobile-ID sessions (server/auth/eid/*, server/auth/eid-sessions.ts).

-- What the eID client needs to poll and verify the session (ids, rpChallenge, interactions, the
-- device-link session secret, the Mobile-ID challenge). It never leaves the server.
ALTER TABLE auth_eid_sessions ADD COLUMN provider_state jsonb;
-- notification (personal-code form, remembered browser) | device-link (QR / Web2App, anonymous: the
-- person is known only from the verified certificate).
ALTER TABLE auth_eid_sessions ADD COLUMN flow text NOT NULL DEFAULT 'notification'
  CHECK (flow IN ('notification', 'device-link'));
ALTER TABLE auth_eid_sessions ALTER COLUMN personal_code DROP NOT NULL;
ALTER TABLE auth_eid_sessions ALTER COLUMN control_code DROP NOT NULL;
-- Device link: SHA-256 of the random value bound to the browser's SameSite=Lax cookie (also the callback
-- URL's `value`), and the callback's parameters once the browser came back (single use).
ALTER TABLE auth_eid_sessions ADD COLUMN browser_binding_hash text;
ALTER TABLE auth_eid_sessions ADD COLUMN callback jsonb;
CREATE UNIQUE INDEX auth_eid_sessions_binding ON auth_eid_sessions (browser_binding_hash)
  WHERE browser_binding_hash IS NOT NULL;

-- Every eID push a person or customer was sent, for the per-person limit (server/auth/eid-push-limit.ts).
CREATE TABLE eid_push_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  subject text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX eid_push_attempts_subject ON eid_push_attempts (subject, at);

-- Browsers that completed a device-link login: they may start a notification login directly (SK's
-- advice). Only the SHA-256 of the cookie's token is stored.
CREATE TABLE eid_remembered_browsers (
  token_hash text PRIMARY KEY,
  personal_code text NOT NULL CHECK (personal_code ~ '^[0-9]{11}$'),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  last_used_at timestamptz
);
CREATE INDEX eid_remembered_browsers_expires ON eid_remembered_browsers (expires_at);
