-- Issue 11 (server side of the AML questionnaire): one open draft per customer with its photo upload,
-- the review of published declarations, the effective AML status, and the identity-check lockout.

-- At most one open (unpublished) draft per customer: CreateUserAmlDeclarationDraft returns it instead of a
-- second one, also when two requests race (INSERT … ON CONFLICT on this index).
DELETE FROM aml_drafts d
 WHERE NOT d.published
   AND EXISTS (SELECT 1 FROM aml_drafts n
                WHERE n.customer_id = d.customer_id AND NOT n.published
                  AND (n.created_at, n.id) > (d.created_at, d.id));
CREATE UNIQUE INDEX aml_drafts_one_open ON aml_drafts (customer_id) WHERE NOT published;
CREATE INDEX aml_drafts_expiry ON aml_drafts (expires_at) WHERE NOT published;

-- The photo or scan of the identity document (§5), kept with the draft until publish copies it to the
-- customer's documents; dropped with an expired draft.
ALTER TABLE aml_drafts
  ADD COLUMN upload_file_name text,
  ADD COLUMN upload_mime_type text,
  ADD COLUMN upload_content bytea;

-- Review of a published declaration. A Pending declaration whose review_due_at has passed counts as
-- approved (the review simulator; valid_until holds the date it is then valid to); without a due time it
-- waits for a person (or the demo endpoint).
ALTER TABLE aml_declarations
  ADD COLUMN draft_id integer REFERENCES aml_drafts (id),
  ADD COLUMN review_reasons text NOT NULL DEFAULT '[]',
  ADD COLUMN review_due_at timestamptz,
  ADD COLUMN reviewed_at timestamptz;

-- The customer's AML status as every reader should see it: the latest declaration, a due simulated review
-- counted as approved, and a Valid declaration past its last valid day (Vilnius) counted as Invalid.
CREATE VIEW aml_current AS
SELECT DISTINCT ON (customer_id)
  id,
  customer_id,
  CASE
    WHEN status = 'Pending' AND review_due_at IS NOT NULL AND review_due_at <= now() THEN 'Valid'
    WHEN status = 'Valid' AND valid_until IS NOT NULL
         AND valid_until < (now() AT TIME ZONE 'Europe/Vilnius')::date THEN 'Invalid'
    ELSE status
  END AS status,
  CASE
    WHEN status = 'Valid' OR (status = 'Pending' AND review_due_at IS NOT NULL AND review_due_at <= now())
      THEN valid_until
  END AS valid_until,
  document_id,
  created_at
FROM aml_declarations
ORDER BY customer_id, created_at DESC, id DESC;

-- The identity-document checks (§2 identity-check lockout): one row per answered check (no document
-- numbers kept), and per customer the lock and where the current streak of invalid documents starts.
CREATE TABLE aml_identity_checks (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  outcome text NOT NULL CHECK (outcome IN ('valid', 'invalid', 'expired')),
  checked_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX aml_identity_checks_customer ON aml_identity_checks (customer_id, checked_at);

CREATE TABLE aml_identity_lockouts (
  customer_id integer PRIMARY KEY REFERENCES customers (id),
  streak_start timestamptz NOT NULL DEFAULT '-infinity',
  locked_until timestamptz
);
