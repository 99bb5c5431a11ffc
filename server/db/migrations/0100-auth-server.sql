-- Auth server state (server/auth/*). Everything a login needs between two requests lives here, so any
-- server process on the same database can continue a login another process started.
-- Tokens are never stored: only their SHA-256 (base64url), so a database dump cannot be replayed.

-- Pending Smart-ID / Mobile-ID logins (/connect/eid/initiate -> /connect/token grant eid_token).
CREATE TABLE auth_eid_sessions (
  token_hash text PRIMARY KEY,
  provider text NOT NULL CHECK (provider IN ('pension_smart_id', 'pension_mobile_id')),
  personal_code text NOT NULL CHECK (personal_code ~ '^[0-9]{11}$'),
  phone_number text,
  -- The eID service's own session id (opaque; for the simulator it encodes the request).
  provider_session_id text NOT NULL,
  control_code text NOT NULL CHECK (control_code ~ '^[0-9]{4}$'),
  -- pending -> completed (tokens issued once) | failed (error_code, repeated to every later poll)
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'failed')),
  error_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  completed_at timestamptz
);
CREATE INDEX auth_eid_sessions_expires ON auth_eid_sessions (expires_at);

-- Refresh-token families: one per login; every refresh rotates the token inside the family. A reused
-- (already rotated) token revokes the whole family (OAuth 2.0 Security BCP, refresh token rotation).
CREATE TABLE auth_refresh_families (
  family_id text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  provider text NOT NULL,
  scope text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  revoked_reason text
);
CREATE INDEX auth_refresh_families_customer ON auth_refresh_families (customer_id);

CREATE TABLE auth_refresh_tokens (
  token_hash text PRIMARY KEY,
  family_id text NOT NULL REFERENCES auth_refresh_families (family_id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  -- Set when the token is exchanged; a second exchange is a reuse.
  rotated_at timestamptz
);
CREATE INDEX auth_refresh_tokens_family ON auth_refresh_tokens (family_id);

-- Password-login lockout: consecutive failures per customer; user_locked while locked_until is ahead.
CREATE TABLE auth_password_lockouts (
  customer_id integer PRIMARY KEY REFERENCES customers (id),
  failures integer NOT NULL DEFAULT 0,
  last_failure_at timestamptz,
  locked_until timestamptz
);

-- Bank-portal handover tokens (grant login_sb_token): single use, short-lived. Minted by the bank portal;
-- here by the simulator endpoint /connect/sb/simulate.
CREATE TABLE auth_sb_tokens (
  token_hash text PRIMARY KEY,
  personal_code text NOT NULL CHECK (personal_code ~ '^[0-9]{11}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
