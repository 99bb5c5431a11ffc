-- Signatures made with the real Smart-ID / Mobile-ID clients (server/signing/*).

-- The eID client's session state (ids, the digest sent, the Mobile-ID signing certificate).
ALTER TABLE signing_sessions ADD COLUMN provider_state jsonb;
-- The data to be signed (UTF-8 text): what the customer's phone signed a digest of.
ALTER TABLE signing_sessions ADD COLUMN signed_data text;
-- The signature (Base64), its algorithm and the signing certificate (DER, Base64), stored with the signed
-- document once verified against that certificate and the customer.
ALTER TABLE signing_sessions ADD COLUMN signature text;
ALTER TABLE signing_sessions ADD COLUMN signature_algorithm text;
ALTER TABLE signing_sessions ADD COLUMN signing_certificate text;
ALTER TABLE signing_sessions ALTER COLUMN control_code DROP NOT NULL;
