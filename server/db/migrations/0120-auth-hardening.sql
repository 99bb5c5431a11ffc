-- Auth-server hardening (issue 9 items 3, 7, 8, 10).

-- Atomic lockout (server/auth/lockout.ts): every password attempt gets a sequence number before the
-- password is verified; the streak is the attempts after cleared_seq; lock_seq is the attempt that set the
-- lock. Old counters are dropped (a lock in progress simply ends).
DELETE FROM auth_password_lockouts;
ALTER TABLE auth_password_lockouts DROP COLUMN failures;
ALTER TABLE auth_password_lockouts RENAME COLUMN last_failure_at TO last_attempt_at;
ALTER TABLE auth_password_lockouts
  ADD COLUMN seq bigint NOT NULL DEFAULT 0,
  ADD COLUMN cleared_seq bigint NOT NULL DEFAULT 0,
  ADD COLUMN lock_seq bigint;

-- Opaque token subject: access and id tokens name the customer by this random id, never by the personal
-- code or the sequential row id.
ALTER TABLE customers ADD COLUMN auth_subject uuid NOT NULL DEFAULT gen_random_uuid();
CREATE UNIQUE INDEX customers_auth_subject ON customers (auth_subject);

-- Absolute lifetime of a refresh-token family (a login): refreshes stop working after it, and access
-- tokens never outlive it.
ALTER TABLE auth_refresh_families ADD COLUMN expires_at timestamptz;
UPDATE auth_refresh_families SET expires_at = created_at + interval '12 hours';
ALTER TABLE auth_refresh_families ALTER COLUMN expires_at SET NOT NULL;

-- Signing keys encrypted at rest (server/auth/keys.ts): the private JWK is stored AES-256-GCM encrypted
-- with the key-encryption key from the environment. A retired key stays listed in the JWKS and accepted
-- for verification until the tokens it signed have expired (verify_until).
ALTER TABLE signing_keys ALTER COLUMN private_jwk DROP NOT NULL;
ALTER TABLE signing_keys
  ADD COLUMN private_jwk_encrypted text,
  ADD COLUMN retired_at timestamptz,
  ADD COLUMN verify_until timestamptz;

-- Password reminders are answered at once and sent from this queue (server/api/password.ts), so the
-- answer's timing says nothing about whether the contact exists. Rows are deleted once processed.
CREATE TABLE password_reminder_queue (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('email', 'phone')),
  value text NOT NULL,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  claimed_until timestamptz
);
