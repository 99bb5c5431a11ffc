-- The yearly limit of pillar III contributions (§5 "Limit increase"; issue 13b). One row per contract;
-- `with_document` says whether the identity document was given (mandatory above 1000 EUR a year). The
-- document itself is not stored here: its check is recorded by the identity-check lockout.
CREATE TABLE contribution_limits (
  contract_id integer PRIMARY KEY REFERENCES contracts (id),
  customer_id integer NOT NULL REFERENCES customers (id),
  yearly_limit_eur numeric(12, 2) NOT NULL CHECK (yearly_limit_eur > 0),
  with_document boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contribution_limits_customer ON contribution_limits (customer_id);
