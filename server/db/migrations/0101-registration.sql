-- Registration by Smart-ID / Mobile-ID (server/auth/register-routes.ts).

-- What a pending eID session was started for. A login token (grant eid_token) and a registration token
-- (/connect/register/complete) are not interchangeable: each endpoint only accepts its own purpose.
ALTER TABLE auth_eid_sessions
  ADD COLUMN purpose text NOT NULL DEFAULT 'login' CHECK (purpose IN ('login', 'register'));

-- When the person registered as a potential customer (business_account_status 'Potential', no contracts
-- yet). A registered person may log in (login no longer ends in user_not_onboarded); the portal offers
-- onboarding. NULL for customers who never registered this way.
ALTER TABLE customers ADD COLUMN registered_at timestamptz;
