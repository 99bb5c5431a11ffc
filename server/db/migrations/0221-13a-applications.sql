-- Applications signed as documents (issue 13, server/applications/*): stop or renew contributions, the
-- contribution holiday, termination, the maximum accumulation … (§2 Applications, §3, §4, §7 Documents).

-- An application is signed through the one signing session table, as a 'document' (Documents.SignDocument
-- → PingSignDocument). 'e-invoice' is listed for the e-invoice agreements signed the same way.
ALTER TABLE signing_sessions DROP CONSTRAINT IF EXISTS signing_sessions_kind_check;
ALTER TABLE signing_sessions
  ADD CONSTRAINT signing_sessions_kind_check CHECK (kind IN ('contract', 'fund-change', 'document', 'e-invoice'));

-- §3 kinds and action types, exactly as written.
ALTER TABLE applications
  ADD CONSTRAINT applications_kind_check CHECK (kind IN ('StopAccumulation', 'UpdateAccumulation',
    'HolidaysSuspensionContributions', 'AccumulateMaximum', 'StopAccumulationReturnToSodra',
    'CancelApplicationStopAccumulationReturnToSodra', 'CancelApplicationStopAccumulation', 'EndContract')),
  ADD CONSTRAINT applications_action_type_check CHECK (action_type IN ('NoAction', 'StopAccumulations',
    'RenewAccumulations', 'ChangeTarif', 'SodraVacation', 'ReturnToSodra', 'CancelStopAccumulations',
    'CancelReturnToSodra', 'EndContract'));

ALTER TABLE applications
  -- The application's own fields (the holiday's period, the termination's bank account …), as signed.
  ADD COLUMN details jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- The signing that created it: a retried ping (two tabs, two processes) never creates it twice.
  ADD COLUMN signing_token_hash text UNIQUE REFERENCES signing_sessions (token_hash),
  -- The signed application as a PDF in the customer's documents.
  ADD COLUMN document_id integer REFERENCES documents (id),
  -- When the status last changed (registered at creation; the review schedule moves it on).
  ADD COLUMN status_changed_at timestamptz,
  -- Why the review rejected it (a code), null otherwise.
  ADD COLUMN decision_reason text,
  -- The reference server's review schedule (APPLICATION_REVIEW_DELAY_MS): when a registered application
  -- becomes processing, and when it is decided (approved or rejected). NULL: it waits for a person (the
  -- seeded applications).
  ADD COLUMN processing_at timestamptz,
  ADD COLUMN decide_at timestamptz;

UPDATE applications SET status_changed_at = created_at WHERE status_changed_at IS NULL;

-- An open application of a kind (registered or processing) blocks a second one of the same kind on the
-- same contract; the database holds the rule even against two parallel signings.
CREATE UNIQUE INDEX applications_one_open_per_kind
  ON applications (contract_id, kind) WHERE status IN ('registered', 'processing');
CREATE INDEX applications_open ON applications (customer_id) WHERE status IN ('registered', 'processing');
