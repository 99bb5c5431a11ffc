-- Fresh electronic-ID confirmation for sensitive changes (server/step-up/*, README "Security").

-- A qualify (second Smart-ID / Mobile-ID confirmation while logged in, §4) is a pending eID session of its
-- own purpose: its token is refused by grant eid_token and by /connect/register/complete, and a login or
-- registration token is refused by /connect/qualify/complete.
ALTER TABLE auth_eid_sessions DROP CONSTRAINT IF EXISTS auth_eid_sessions_purpose_check;
ALTER TABLE auth_eid_sessions
  ADD CONSTRAINT auth_eid_sessions_purpose_check CHECK (purpose IN ('login', 'register', 'qualify'));

-- Who started a qualify and for which change; the eID session row itself stays generic.
CREATE TABLE step_up_requests (
  eid_token_hash text PRIMARY KEY REFERENCES auth_eid_sessions (token_hash),
  customer_id integer NOT NULL REFERENCES customers (id),
  action text NOT NULL CHECK (action IN ('password', 'contacts', 'bank-account')),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The proof a finished qualify hands out: single use, short-lived, bound to the customer and the action.
-- Only its SHA-256 is stored.
CREATE TABLE step_up_confirmations (
  token_hash text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  action text NOT NULL CHECK (action IN ('password', 'contacts', 'bank-account')),
  provider text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX step_up_confirmations_customer ON step_up_confirmations (customer_id, created_at DESC);

-- A new e-mail or phone waits here until the code sent to it is entered (UpdateProfile -> VerifyContact).
CREATE TABLE contact_verifications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  kind text NOT NULL CHECK (kind IN ('email', 'phone', 'secondaryPhone')),
  value text NOT NULL,
  -- SHA-256 of '<salt>:<code>' (the salt is random per row): the code itself is never stored.
  salt text NOT NULL,
  code_hash text NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  resends integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  verified_at timestamptz,
  cancelled_at timestamptz
);
CREATE UNIQUE INDEX contact_verifications_open
  ON contact_verifications (customer_id, kind) WHERE verified_at IS NULL AND cancelled_at IS NULL;
