-- E-invoice agreements signed with Smart-ID / Mobile-ID (issue 14 item 5, server/signing/e-invoice-agreements.ts).

-- The e-invoice signing lives in the same signing sessions as contracts and fund changes. The list keeps
-- every kind other slices may have added ('document', 'application'), so the order of migrations does not matter.
ALTER TABLE signing_sessions DROP CONSTRAINT IF EXISTS signing_sessions_kind_check;
ALTER TABLE signing_sessions
  ADD CONSTRAINT signing_sessions_kind_check
  CHECK (kind IN ('contract', 'fund-change', 'document', 'application', 'e-invoice'));

-- The signing that made an agreement (null for the seeded ones): a signing makes at most one agreement.
ALTER TABLE invoice_agreements ADD COLUMN signing_token_hash text UNIQUE REFERENCES signing_sessions (token_hash);

-- §5 "a new consent cannot be created in some cases": at most one living (active or pending) agreement
-- per contract, enforced by the database too, so two parallel signings cannot both make one.
CREATE UNIQUE INDEX invoice_agreements_one_living ON invoice_agreements (contract_id) WHERE status IN ('active', 'pending');

-- New agreement numbers: EIS-<year>-<6 digits> (the seed uses EIS-2023-004512 / EIS-2021-001877).
CREATE SEQUENCE invoice_agreement_seq START 100000;
