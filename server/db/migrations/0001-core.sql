-- Core schema of the reference pension API. PostgreSQL dialect (runs on PGlite and PostgreSQL 15+).

-- ISO 8601 UTC text of a timestamp, the form every API response uses.
CREATE OR REPLACE FUNCTION iso_ts(value timestamptz) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT to_char(value AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$;

CREATE TABLE customers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  personal_code text NOT NULL UNIQUE CHECK (personal_code ~ '^[0-9]{11}$'),
  first_name text NOT NULL,
  last_name text NOT NULL,
  birth_date date NOT NULL,
  gender text NOT NULL CHECK (gender IN ('male', 'female')),
  citizenship text NOT NULL DEFAULT 'LT',
  is_usa_citizen boolean NOT NULL DEFAULT false,
  business_account_status text NOT NULL DEFAULT 'Existing',
  profile_update_required boolean NOT NULL DEFAULT false,
  show_banner_alert boolean NOT NULL DEFAULT true,
  epn_agreement boolean,
  asset_score_agreement boolean,
  mobile_id_phone text,
  smart_id_enabled boolean NOT NULL DEFAULT true,
  smart_id_basic boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE customer_emails (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  email text NOT NULL,
  is_primary boolean NOT NULL DEFAULT false
);
CREATE INDEX customer_emails_customer ON customer_emails (customer_id);
CREATE INDEX customer_emails_email ON customer_emails (lower(email));
CREATE UNIQUE INDEX customer_emails_one_primary ON customer_emails (customer_id) WHERE is_primary;

CREATE TABLE customer_phones (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  phone text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('primary', 'secondary')),
  UNIQUE (customer_id, kind)
);
CREATE INDEX customer_phones_phone ON customer_phones (phone);

CREATE TABLE customer_addresses (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  kind text NOT NULL CHECK (kind IN ('residence', 'mailing')),
  country_code text NOT NULL,
  state text,
  municipality text,
  city text NOT NULL,
  street text NOT NULL,
  house text NOT NULL,
  flat text,
  postal_code text NOT NULL,
  UNIQUE (customer_id, kind)
);

CREATE TABLE gdpr_agreements (
  customer_id integer NOT NULL REFERENCES customers (id),
  gdpr_type integer NOT NULL CHECK (gdpr_type IN (1, 4, 5, 6)),
  accepted boolean,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, gdpr_type)
);

CREATE TABLE banks (
  bank_code text PRIMARY KEY,
  country_code text NOT NULL,
  name text NOT NULL,
  swift_code text NOT NULL,
  supports_e_invoice boolean NOT NULL DEFAULT false
);

CREATE TABLE bank_accounts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  iban text NOT NULL,
  swift_code text NOT NULL,
  bank_name text NOT NULL,
  is_primary boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (customer_id, iban)
);

CREATE TABLE funds (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  fund_nr text NOT NULL UNIQUE,
  pillar integer NOT NULL CHECK (pillar IN (2, 3)),
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  isin text NOT NULL UNIQUE,
  age_group text NOT NULL,
  min_age integer,
  birth_year_from integer,
  birth_year_to integer,
  risk_level integer NOT NULL CHECK (risk_level BETWEEN 1 AND 7),
  strategy text NOT NULL,
  management_fee_percent numeric(6, 3) NOT NULL,
  depositary_fee_percent numeric(6, 3) NOT NULL,
  other_costs_percent numeric(6, 3) NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE fund_unit_values (
  fund_id integer NOT NULL REFERENCES funds (id),
  value_date date NOT NULL,
  unit_value numeric(14, 6) NOT NULL CHECK (unit_value > 0),
  PRIMARY KEY (fund_id, value_date)
);

CREATE TABLE contracts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  contract_number text NOT NULL UNIQUE,
  customer_id integer NOT NULL REFERENCES customers (id),
  pillar integer NOT NULL CHECK (pillar IN (2, 3)),
  contract_type text NOT NULL,
  fund_id integer NOT NULL REFERENCES funds (id),
  status text NOT NULL,
  accumulation_state text NOT NULL DEFAULT 'Accumulating',
  renewal_mode text,
  sign_date date NOT NULL,
  payer_code text,
  payer_type text,
  contribution_rate_percent numeric(5, 2),
  first_payment_date date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contracts_customer ON contracts (customer_id);

CREATE TABLE transactions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  contract_id integer NOT NULL REFERENCES contracts (id),
  customer_id integer NOT NULL REFERENCES customers (id),
  operation_type text NOT NULL CHECK (operation_type IN ('ip', 'im', 'op', 'om', 'ic', 'il', 'ol', 'oc', 'rv')),
  trade_date date NOT NULL,
  amount numeric(14, 2) NOT NULL,
  units numeric(16, 6) NOT NULL,
  unit_value numeric(14, 6) NOT NULL,
  account_type text,
  counterparty text
);
CREATE INDEX transactions_customer_date ON transactions (customer_id, trade_date DESC);
CREATE INDEX transactions_contract ON transactions (contract_id);

CREATE TABLE applications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  contract_id integer NOT NULL REFERENCES contracts (id),
  action_type text NOT NULL,
  kind text NOT NULL,
  status text NOT NULL CHECK (status IN ('registered', 'approved', 'processing', 'rejected')),
  start_date date,
  end_date date,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX applications_customer ON applications (customer_id);

CREATE TABLE documents (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  contract_id integer REFERENCES contracts (id),
  document_type text NOT NULL,
  document_type_cfg_nr integer NOT NULL,
  title text NOT NULL,
  file_name text NOT NULL,
  mime_type text NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX documents_customer ON documents (customer_id, created_at DESC);

CREATE TABLE invoice_agreements (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  contract_id integer NOT NULL REFERENCES contracts (id),
  agreement text NOT NULL UNIQUE,
  sum numeric(12, 2) NOT NULL,
  payment_day integer NOT NULL CHECK (payment_day BETWEEN 1 AND 31),
  period text NOT NULL CHECK (period IN ('monthly', 'quarterly', 'half-yearly', 'yearly')),
  iban text NOT NULL,
  bank_name text NOT NULL,
  contract_date date NOT NULL,
  status text NOT NULL CHECK (status IN ('active', 'disabled', 'pending')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE invoices (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  contract_id integer NOT NULL REFERENCES contracts (id),
  invoice_nr text NOT NULL UNIQUE,
  amount numeric(12, 2) NOT NULL,
  issue_date date NOT NULL,
  due_date date NOT NULL,
  status text NOT NULL CHECK (status IN ('unpaid', 'paid', 'overdue')),
  bank_name text NOT NULL
);
CREATE INDEX invoices_customer ON invoices (customer_id);

CREATE TABLE notifications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  type text NOT NULL,
  title text NOT NULL,
  message text NOT NULL,
  document_id integer REFERENCES documents (id),
  is_read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_customer ON notifications (customer_id, created_at DESC);

CREATE TABLE notification_settings (
  customer_id integer PRIMARY KEY REFERENCES customers (id),
  payment_reminder text NOT NULL DEFAULT 'EMail',
  processed_payment text NOT NULL DEFAULT 'EMail',
  quarter_report text NOT NULL DEFAULT 'EMail',
  contract_without_payments text NOT NULL DEFAULT 'EMail',
  reports_by_email boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE aml_declarations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  status text NOT NULL CHECK (status IN ('Valid', 'Invalid', 'Pending')),
  valid_until date,
  document_id integer REFERENCES documents (id),
  declaration_json text NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX aml_declarations_customer ON aml_declarations (customer_id, created_at DESC);

CREATE TABLE aml_drafts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  declaration_json text NOT NULL DEFAULT '{}',
  document_uploaded_to_psi boolean NOT NULL DEFAULT false,
  published boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX aml_drafts_customer ON aml_drafts (customer_id);

CREATE TABLE brokers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  broker_code text NOT NULL UNIQUE,
  name text NOT NULL,
  company text NOT NULL,
  email text NOT NULL,
  phone_number text NOT NULL
);

CREATE TABLE referrals (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  broker_id integer NOT NULL REFERENCES brokers (id),
  contract_id integer REFERENCES contracts (id),
  referral_email text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX referrals_customer ON referrals (customer_id);

CREATE TABLE investment_fund_holdings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  fund_name text NOT NULL,
  isin text NOT NULL,
  units numeric(16, 6) NOT NULL,
  unit_value numeric(14, 6) NOT NULL,
  invested_sum numeric(14, 2) NOT NULL,
  value_date date NOT NULL
);

CREATE TABLE external_fund_providers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  pillar integer NOT NULL CHECK (pillar IN (2, 3)),
  funds jsonb NOT NULL DEFAULT '[]'
);

CREATE TABLE asset_score_consultations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  phone_number text NOT NULL,
  comment text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE onboarding_log (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  pillar integer NOT NULL,
  step text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Password login (§1). The hash is scrypt (server/auth/password-hash.ts); NULL means no password set.
CREATE TABLE password_credentials (
  customer_id integer PRIMARY KEY REFERENCES customers (id),
  username text NOT NULL UNIQUE,
  password_hash text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One-time hashes of e-mail links (password reminder, external consent pages).
CREATE TABLE link_hashes (
  hash text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  purpose text NOT NULL CHECK (purpose IN ('password-reset', 'potential-customer', 'gdpr', 'notifications')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Audit of every write: who, what, from where.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer REFERENCES customers (id),
  action text NOT NULL,
  details jsonb NOT NULL DEFAULT '{}',
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_customer ON audit_log (customer_id, created_at DESC);

-- Signing keys of the access tokens (server/auth/keys.ts).
CREATE TABLE signing_keys (
  kid text PRIMARY KEY,
  alg text NOT NULL,
  private_jwk jsonb NOT NULL,
  public_jwk jsonb NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Per-IP request counters (fixed windows) and bans, shared by every server process on the database.
CREATE TABLE ip_request_counters (
  ip text NOT NULL,
  window_start timestamptz NOT NULL,
  requests integer NOT NULL DEFAULT 0,
  bad_requests integer NOT NULL DEFAULT 0,
  PRIMARY KEY (ip, window_start)
);
CREATE TABLE ip_bans (
  ip text PRIMARY KEY,
  blocked_until timestamptz NOT NULL,
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
