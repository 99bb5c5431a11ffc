-- Work done after the customer leaves (docs/jobs.md): delivery of e-mail and SMS, orders carried out on
-- their dates, the bank's signed handover. The job queue itself (pg-boss) keeps its tables in the schema
-- `pgboss`, created by pg-boss at start.

-- The language the customer last used the portal in: messages are written in it.
ALTER TABLE customers ADD COLUMN language text NOT NULL DEFAULT 'lt' CHECK (language IN ('lt', 'en'));

-- Every outbox row is delivered by a job (server/delivery/): its state, tries and the provider's answer.
-- Rows written before delivery existed are never sent (their links and codes are long stale).
ALTER TABLE outbox_messages
  ADD COLUMN language text NOT NULL DEFAULT 'lt' CHECK (language IN ('lt', 'en')),
  ADD COLUMN html text,
  ADD COLUMN delivery_status text NOT NULL DEFAULT 'pending'
    CHECK (delivery_status IN ('pending', 'sent', 'failed', 'expired')),
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN last_error text,
  ADD COLUMN sent_at timestamptz,
  ADD COLUMN provider_message_id text;
UPDATE outbox_messages SET delivery_status = 'expired', last_error = 'written before delivery existed';
CREATE INDEX outbox_messages_pending ON outbox_messages (id) WHERE delivery_status = 'pending';

-- A new message is announced at COMMIT, so a listening process queues its delivery at once (the periodic
-- sweep catches any announcement that was missed).
CREATE FUNCTION announce_outbox_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outbox_new', NEW.id::text || ':' || NEW.channel);
  RETURN NULL;
END
$$;
CREATE TRIGGER outbox_messages_announce AFTER INSERT ON outbox_messages
  FOR EACH ROW EXECUTE FUNCTION announce_outbox_message();

-- The demo's clock (POST /api/dev/clock): how far the business clock runs ahead of real time.
CREATE TABLE demo_clock (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  offset_ms bigint NOT NULL DEFAULT 0 CHECK (offset_ms >= 0)
);

-- A fund change carried out on its date: the units sold and bought at that day's unit values.
ALTER TABLE fund_changes
  ADD COLUMN executed_at timestamptz,
  ADD COLUMN sold_units numeric(16, 6),
  ADD COLUMN sold_unit_value numeric(14, 6),
  ADD COLUMN bought_units numeric(16, 6),
  ADD COLUMN bought_unit_value numeric(14, 6),
  ADD COLUMN amount numeric(14, 2);
CREATE INDEX fund_changes_due ON fund_changes (effective_date) WHERE status IN ('registered', 'processing');

-- A termination approved by the review waits here for its §1 working day; then the units are paid out (op).
CREATE TABLE contract_terminations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  contract_id integer NOT NULL UNIQUE REFERENCES contracts (id),
  customer_id integer NOT NULL REFERENCES customers (id),
  application_id integer NOT NULL UNIQUE REFERENCES applications (id),
  signed_on date NOT NULL,
  execute_on date NOT NULL,
  bank_account text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'executed')),
  payout_amount numeric(14, 2),
  executed_at timestamptz
);
CREATE INDEX contract_terminations_due ON contract_terminations (execute_on) WHERE status = 'pending';

-- Money coming from another provider when a contract is signed (§1): a pillar II transfer is registered
-- with the state social insurer within 3 working days and transferred 3 days later; a pillar III asset
-- transfer arrives within 7 working days. The amount is what the other provider reports.
CREATE TABLE contract_transfers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  contract_id integer NOT NULL UNIQUE REFERENCES contracts (id),
  customer_id integer NOT NULL REFERENCES customers (id),
  provider_id integer NOT NULL REFERENCES external_fund_providers (id),
  pillar integer NOT NULL CHECK (pillar IN (2, 3)),
  signed_on date NOT NULL,
  -- Pillar II only: the registration with the state social insurer.
  register_on date,
  transfer_on date NOT NULL,
  amount numeric(14, 2) NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'signed' CHECK (status IN ('signed', 'registered', 'transferred')),
  registered_at timestamptz,
  transferred_at timestamptz
);
CREATE INDEX contract_transfers_due ON contract_transfers (transfer_on) WHERE status <> 'transferred';

-- The bank's handover assertions already used (single use by their jti, kept until they expire).
CREATE TABLE auth_sb_assertions (
  jti text PRIMARY KEY,
  issuer text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz NOT NULL DEFAULT now()
);
DROP TABLE auth_sb_tokens;
