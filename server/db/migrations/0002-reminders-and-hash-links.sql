-- Password reminders and e-mail hash links (server/api/password.ts, server/api/hash-links.ts), and the
-- outbox that stands for the e-mail / SMS provider.

-- Link tokens are stored only as their SHA-256 (base64url, as server/auth/crypto-tokens.ts tokenHash), so
-- a database dump cannot be replayed. Rows written before this migration held the token itself: hash them.
ALTER TABLE link_hashes RENAME COLUMN hash TO token_hash;
UPDATE link_hashes
   SET token_hash = rtrim(translate(encode(sha256(convert_to(token_hash, 'UTF8')), 'base64'), '+/', '-_'), '=');
ALTER TABLE link_hashes
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  -- Set when a newer reminder replaced the link, or the customer left (exit link).
  ADD COLUMN revoked_at timestamptz,
  -- Consent links may be answered again until they expire: when they were last answered.
  ADD COLUMN last_used_at timestamptz,
  -- Password reset: wrong personal-code tails entered with this link; the link is revoked at the limit.
  ADD COLUMN failed_attempts integer NOT NULL DEFAULT 0;
CREATE INDEX link_hashes_customer_purpose ON link_hashes (customer_id, purpose);

-- The e-mail / SMS provider as seen by the server: every message "sent" is a row here. In the reference
-- server nothing delivers them; GET /api/dev/outbox shows them when the simulators are on.
CREATE TABLE outbox_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer REFERENCES customers (id),
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_messages_recipient ON outbox_messages (lower(recipient), created_at DESC);
CREATE INDEX outbox_messages_customer ON outbox_messages (customer_id);

-- Advertising send mode (/external-advertising-send-mode-modification): the channels by which the customer
-- agrees to receive marketing messages. Separate from notification_settings (service notices per type),
-- and three flags because every combination is allowed (SMS + post has no NotificationChannel value).
CREATE TABLE advertising_send_modes (
  customer_id integer PRIMARY KEY REFERENCES customers (id),
  sms boolean NOT NULL,
  email boolean NOT NULL,
  mail boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- When a potential customer left through the exit link (business_account_status becomes 'Former').
ALTER TABLE customers ADD COLUMN exited_at timestamptz;
