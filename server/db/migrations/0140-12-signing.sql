-- Signing contracts and fund changes with Smart-ID / Mobile-ID (issue 12, server/signing/*).

-- A fresh eID confirmation before signing, for a customer logged in by password or the bank handover.
ALTER TABLE step_up_requests DROP CONSTRAINT IF EXISTS step_up_requests_action_check;
ALTER TABLE step_up_requests
  ADD CONSTRAINT step_up_requests_action_check CHECK (action IN ('password', 'contacts', 'bank-account', 'signing'));
ALTER TABLE step_up_confirmations DROP CONSTRAINT IF EXISTS step_up_confirmations_action_check;
ALTER TABLE step_up_confirmations
  ADD CONSTRAINT step_up_confirmations_action_check CHECK (action IN ('password', 'contacts', 'bank-account', 'signing'));

-- One signing (§4 Signing): started by the create / change call, pinged until a result. It lives here so
-- that any server process can answer any ping, and the effect (the contract, the fund change) is made
-- exactly once, in the transaction that marks the signing signed. Only the token's SHA-256 is stored.
CREATE TABLE signing_sessions (
  token_hash text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  kind text NOT NULL CHECK (kind IN ('contract', 'fund-change')),
  -- The validated request body of the call that started the signing (what is signed).
  request jsonb NOT NULL,
  provider text NOT NULL CHECK (provider IN ('pension_smart_id', 'pension_mobile_id')),
  phone_number text,
  provider_session_id text NOT NULL,
  control_code text NOT NULL CHECK (control_code ~ '^[0-9]{4}$'),
  -- pending -> signed (result) | failed (error_code, repeated to every later ping)
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'signed', 'failed')),
  error_code text,
  result jsonb,
  created_at timestamptz NOT NULL,
  -- §9 "Smart-ID contracting up to 10 minutes".
  expires_at timestamptz NOT NULL,
  completed_at timestamptz
);
CREATE INDEX signing_sessions_customer ON signing_sessions (customer_id, created_at DESC);

-- A signed fund change waiting for its effective date (a Lithuanian working day, §1 execution times).
CREATE TABLE fund_changes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  contract_id integer NOT NULL REFERENCES contracts (id),
  customer_id integer NOT NULL REFERENCES customers (id),
  from_fund_id integer NOT NULL REFERENCES funds (id),
  to_fund_id integer NOT NULL REFERENCES funds (id),
  status text NOT NULL DEFAULT 'registered' CHECK (status IN ('registered', 'processing', 'approved', 'rejected')),
  effective_date date NOT NULL,
  signing_token_hash text NOT NULL UNIQUE REFERENCES signing_sessions (token_hash),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- At most one pending change per contract.
CREATE UNIQUE INDEX fund_changes_one_pending ON fund_changes (contract_id) WHERE status IN ('registered', 'processing');

-- New contract numbers (the seed uses 2P-10xxxxx / 3P-20xxxxx).
CREATE SEQUENCE contract_number_seq START 5000000;
